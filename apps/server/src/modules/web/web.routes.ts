import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logoya</title></head>
<body><p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></body></html>`;

/**
 * Serves the built web app: hashed assets for a year, index.html for every other page path so
 * the client router can handle it. API and file paths that match nothing answer JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, distDir: string, adminPrefix: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  // Settings the browser needs at run time (the back-office prefix) travel in the page itself, so
  // changing ADMIN_PREFIX needs no rebuild.
  const meta = `<meta name="logoya-admin-prefix" content="${adminPrefix}">`;
  const indexHtml = (hasBuild ? fs.readFileSync(indexFile, 'utf8') : NOT_BUILT).replace(
    '</head>',
    `${meta}</head>`,
  );

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      prefix: '/',
      index: false,
      wildcard: false,
      globIgnore: ['index.html'],
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/api/') &&
      url !== '/api' &&
      !url.startsWith('/files/') &&
      !url.startsWith('/assets/') &&
      !path.extname(url);
    if (!isPage) return reply.status(404).send({ message: 'Not found.' });
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    return reply.send(indexHtml);
  });
}
