import { Readable } from 'node:stream';
import { msg } from '@logoya/core';
import type { FastifyPluginAsync } from 'fastify';
import { createMicroCache } from '../../platform/cache/micro-cache.ts';
import { renderSiteImage, SITE_IMAGE } from './site-image.ts';
import {
  LOGOS_PER_SITEMAP,
  logoChunks,
  logoSitemap,
  pagesSitemap,
  robotsTxt,
  sitemapIndex,
} from './sitemap.ts';

const XML = 'application/xml; charset=utf-8';
const CACHE = 'public, max-age=3600';
const SITEMAP_CACHE_MS = 10 * 60_000;

/** robots.txt, the sitemaps and the default shared-link image (outside /api, not in OpenAPI). */
export function seoRoutes(options: { base: string; adminPrefix: string; builtAt: Date }): FastifyPluginAsync {
  const { base, adminPrefix, builtAt } = options;
  return async (app) => {
    const { db } = app.database;
    // Finding the id ranges reads every public logo, and crawlers accept a sitemap minutes old:
    // kept for 10 minutes, or not at all when the catalogue cache is off.
    const sitemapCache = createMicroCache({
      ttlMs: app.config.CATALOG_CACHE_TTL_MS > 0 ? SITEMAP_CACHE_MS : 0,
      maxEntries: 1,
    });
    const chunks = () => sitemapCache.get('chunks', () => logoChunks(db, LOGOS_PER_SITEMAP));
    let siteImage: Buffer | undefined;

    app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', CACHE)
        .send(robotsTxt(base, adminPrefix)),
    );

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
      const found = await chunks();
      const latest = found.reduce<Date | null>((max, c) => (max && max > c.lastmod ? max : c.lastmod), null);
      const pagesMod = latest && latest > builtAt ? latest : builtAt;
      const body = sitemapIndex([
        { loc: `${base}/sitemap-pages.xml`, lastmod: pagesMod },
        ...found.map((c) => ({ loc: `${base}/sitemap-logos-${c.chunk}.xml`, lastmod: c.lastmod })),
      ]);
      return reply.type(XML).header('cache-control', CACHE).send(body);
    });

    app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_request, reply) => {
      const found = await chunks();
      const latest = found.reduce<Date | null>((max, c) => (max && max > c.lastmod ? max : c.lastmod), null);
      return reply
        .type(XML)
        .header('cache-control', CACHE)
        .send(pagesSitemap(base, builtAt, latest));
    });

    app.get<{ Params: { file: string } }>(
      '/sitemap-logos-:file',
      { schema: { hide: true } },
      async (request, reply) => {
        const match = /^(\d{1,6})\.xml$/.exec(request.params.file);
        const chunk = match ? Number(match[1]) : 0;
        if (chunk < 1 || !(await chunks()).some((c) => c.chunk === chunk)) {
          return reply.status(404).send({ message: msg('not_found') });
        }
        return reply
          .type(XML)
          .header('cache-control', CACHE)
          .send(Readable.from(logoSitemap(db, base, chunk)));
      },
    );

    app.get(SITE_IMAGE.path, { schema: { hide: true } }, (_request, reply) => {
      siteImage ??= renderSiteImage();
      return reply.type('image/png').header('cache-control', 'public, max-age=86400').send(siteImage);
    });
  };
}
