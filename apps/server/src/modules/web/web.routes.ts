import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { msg } from '@logoya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasSessionCookie } from '../../platform/auth/session-cookie.ts';
import { testGatewayOn } from '../../platform/start/demo-mode.ts';
import { sellerDetails } from '../seller/index.ts';
import {
  backOfficeHead,
  escapeHtml,
  fallbackHead,
  type PageExtras,
  pageTemplate,
  scriptJson,
  seoRoutes,
  shopPageHead,
} from '../seo/index.ts';
import { sendPage } from './compress-page.ts';
import { type FirstAnswers, firstAnswers } from './initial-data.ts';
import { chunksFor, createPreloader, readManifest } from './page-assets.ts';
import { pageRoute } from './page-route.ts';

export const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logoya</title></head>
<body><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></body></html>`;

/**
 * Serves the built web app: hashed assets for a year, index.html for every other page path so
 * the client router can handle it. Each page's head carries its own title, description,
 * canonical and language links, shared-link tags and structured data (SEO without server
 * rendering). API and file paths that match nothing answer JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, adminPrefix: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const base = app.config.PUBLIC_URL;
  // Settings the browser needs at run time travel in the page itself, so changing one needs no
  // rebuild: the back-office prefix, whether card payments go to the test gateway (ADR 0079),
  // which every page, back office included, says from its first paint, and the shop's time zone,
  // which every date on a page is written in (ADR 0089).
  const demo = testGatewayOn(app.config);
  const timeZone = escapeHtml(app.config.SHOP_TIME_ZONE);
  const meta = `<meta name="logoya-admin-prefix" content="${adminPrefix}"><meta name="logoya-demo" content="${demo}"><meta name="logoya-time-zone" content="${timeZone}">`;
  const render = pageTemplate(hasBuild ? fs.readFileSync(indexFile, 'utf8') : NOT_BUILT, meta);
  const builtAt = hasBuild ? fs.statSync(indexFile).mtime : new Date();
  const seoDeps = {
    db: app.database.db,
    cache: app.catalogCache,
    searchEntries: app.searchEntries,
    seller: sellerDetails(app.config),
    base,
  };
  const preload = createPreloader(hasBuild ? readManifest(distDir) : null);

  /**
   * What a shop page carries beside its head (ADR 0052): preloads of the
   * chunks and the first image it shows at once, and its first answers as a JSON data block
   * (`type="application/json"` is never run, so the Content-Security-Policy allows it).
   */
  async function shopExtras(request: FastifyRequest, pathname: string, search: string) {
    const route = pageRoute(pathname, search, request.headers['accept-language']);
    let data: FirstAnswers | null = null;
    if (request.method === 'GET' && hasBuild) {
      try {
        const signedInBrowser = !request.ctx?.actor && hasSessionCookie(request, app.config);
        data = await firstAnswers(seoDeps, request.ctx, route, pathname, search, signedInBrowser);
      } catch (err) {
        // The page works without them: the app asks the API and shows its answer (a 404, a 422).
        request.log.info({ err }, 'first answers left out of the page');
      }
    }
    const tags = preload(chunksFor(route)).map(
      (file) => `<link rel="modulepreload" crossorigin href="${file}">`,
    );
    for (const image of data?.images ?? []) {
      tags.push(`<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`);
    }
    const extras: PageExtras = { head: tags.join('') };
    if (data) {
      const block = { locale: data.locale, answers: data.answers };
      extras.bodyEnd = `<script type="application/json" id="logoya-initial">${scriptJson(block)}</script>`;
    }
    return { extras, personal: data?.personal ?? false };
  }

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      // Otherwise @fastify/static writes its own `max-age=0` over the header set below.
      cacheControl: false,
      // The server writes these itself.
      globIgnore: ['index.html', 'robots.txt', 'sitemap*.xml', 'og-image.png'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }
  await app.register(seoRoutes({ base, adminPrefix, builtAt }));

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split(/\?(.*)/s);
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      pathname !== '/api' &&
      !pathname.startsWith('/files/') &&
      !pathname.startsWith('/assets/') &&
      !path.extname(pathname);
    if (!isPage) return reply.status(404).send({ message: msg('not_found') });

    const first = pathname.split('/')[1];
    if (first === adminPrefix) {
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      return sendPage(request, reply, render(backOfficeHead()));
    }
    const [head, { extras, personal }] = await Promise.all([
      shopPageHead(seoDeps, pathname, search).catch((err: unknown) => {
        // The page still works without its own head; the app shows the error itself.
        request.log.error({ err }, 'page head could not be built');
        return fallbackHead(seoDeps, pathname);
      }),
      shopExtras(request, pathname, search).catch((err: unknown) => {
        request.log.warn({ err }, 'page preloads and first answers could not be built');
        return { extras: {}, personal: false };
      }),
    ]);
    // A member's page carries their own hearts and keeps: no shared cache may keep it.
    reply
      .header('cache-control', personal ? 'private, no-cache' : 'no-cache')
      .type('text/html; charset=utf-8');
    if (personal) reply.header('vary', 'cookie');
    return sendPage(request, reply, render(head, extras));
  });
}
