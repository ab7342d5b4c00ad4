import type { Locale } from '@logoya/core';
import { OG_LOCALE, SITE_NAME } from '@logoya/core/seo/site';

export interface HeadImage {
  url: string;
  width?: number | null;
  height?: number | null;
  alt: string;
}

/** Everything the server writes into a page's head (SEO, shared links). */
export interface HeadData {
  lang: Locale;
  /** The full title, site name included. */
  title: string;
  /** The bare title for shared links (og:title). */
  shareTitle: string;
  description: string;
  noindex: boolean;
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  /** null: no shared-link tags (back office). */
  share: { type: 'website' | 'product'; url: string; image: HeadImage } | null;
  twitterCard: 'summary' | 'summary_large_image';
  jsonLd: object[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c] as string);

/**
 * JSON for a <script> element: "<", ">" and "&" as \u escapes so no text (a logo name such as
 * "</script>") can end the element, and the line separators JavaScript once rejected.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const meta = (attr: 'name' | 'property', key: string, content: string | number) =>
  `<meta ${attr}="${key}" content="${escapeHtml(String(content))}">`;

export function renderHead(head: HeadData): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`, meta('name', 'description', head.description)];
  if (head.noindex) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const alt of head.alternates) {
    tags.push(`<link rel="alternate" hreflang="${alt.hreflang}" href="${escapeHtml(alt.href)}">`);
  }
  if (head.share) {
    const { share } = head;
    tags.push(
      meta('property', 'og:title', head.shareTitle),
      meta('property', 'og:description', head.description),
      meta('property', 'og:url', share.url),
      meta('property', 'og:type', share.type),
      meta('property', 'og:site_name', SITE_NAME),
      meta('property', 'og:locale', OG_LOCALE[head.lang]),
      ...(Object.keys(OG_LOCALE) as Locale[])
        .filter((l) => l !== head.lang)
        .map((l) => meta('property', 'og:locale:alternate', OG_LOCALE[l])),
      meta('property', 'og:image', share.image.url),
    );
    if (share.image.width && share.image.height) {
      tags.push(
        meta('property', 'og:image:width', share.image.width),
        meta('property', 'og:image:height', share.image.height),
      );
    }
    tags.push(
      meta('property', 'og:image:alt', share.image.alt),
      meta('name', 'twitter:card', head.twitterCard),
    );
  }
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  }
  return tags.join('');
}

/** What a page adds beside its head tags: more head tags, and data at the end of the body. */
export interface PageExtras {
  head?: string;
  bodyEnd?: string;
}

/**
 * The built index.html, prepared once: its own title and description removed and the language
 * attribute cut out, so each answer is a few string joins.
 */
export function pageTemplate(
  html: string,
  extraHead: string,
): (head: HeadData, extras?: PageExtras) => string {
  const cleaned = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '')
    .replace(/<html\b([^>]*)>/i, (_, attrs: string) => {
      const others = attrs.replace(/\s+lang=("[^"]*"|'[^']*'|[^\s>]+)/i, '');
      return `<html lang="\u0000"${others}>`;
    });
  const parts = cleaned.split('\u0000');
  // A page without an <html> tag still gets the head tags, only not the language.
  const [beforeLang, afterLang] = parts.length === 2 ? (parts as [string, string]) : ['', cleaned];
  const langText = parts.length === 2;
  const headEnd = afterLang.search(/<\/head>/i);
  const middle = headEnd >= 0 ? afterLang.slice(0, headEnd) : afterLang;
  const rest = headEnd >= 0 ? afterLang.slice(headEnd) : '';
  const bodyEnd = rest.search(/<\/body>/i);
  const [body, end] = bodyEnd >= 0 ? [rest.slice(0, bodyEnd), rest.slice(bodyEnd)] : [rest, ''];
  return (head, extras = {}) =>
    `${beforeLang}${langText ? head.lang : ''}${middle}${extraHead}${renderHead(head)}${extras.head ?? ''}${body}${extras.bodyEnd ?? ''}${end}`;
}
