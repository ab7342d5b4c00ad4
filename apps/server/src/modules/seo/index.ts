/**
 * The SEO module's public face (ADR 0021): the web module serves pages with these heads and
 * mounts the sitemap routes; nothing else reaches behind this file.
 */
export { escapeHtml, type HeadData, type PageExtras, pageTemplate, scriptJson } from './head-html.ts';
export { seoRoutes } from './seo.routes.ts';
export { backOfficeHead, fallbackHead, type SeoDeps, shopPageHead } from './seo.service.ts';
