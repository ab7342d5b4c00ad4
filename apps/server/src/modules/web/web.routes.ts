import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { backOfficeHead, fallbackHead, pageTemplate, seoRoutes, shopPageHead } from '../seo/index.ts';

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
  // Settings the browser needs at run time (the back-office prefix) travel in the page itself, so
  // changing ADMIN_PREFIX needs no rebuild.
  const meta = `<meta name="logoya-admin-prefix" content="${adminPrefix}">`;
  const render = pageTemplate(hasBuild ? fs.readFileSync(indexFile, 'utf8') : NOT_BUILT, meta);
  const builtAt = hasBuild ? fs.statSync(indexFile).mtime : new Date();
  const seoDeps = { db: app.database.db, cache: app.catalogCache, base };

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
    if (!isPage) return reply.status(404).send({ message: 'Not found.' });

    const first = pathname.split('/')[1];
    let head: Awaited<ReturnType<typeof shopPageHead>>;
    try {
      head = first === adminPrefix ? backOfficeHead() : await shopPageHead(seoDeps, pathname, search);
    } catch (err) {
      // The page still works without its own head; the app shows the error itself.
      request.log.error({ err }, 'page head could not be built');
      head = fallbackHead(seoDeps, pathname);
    }
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(render(head));
  });
}
