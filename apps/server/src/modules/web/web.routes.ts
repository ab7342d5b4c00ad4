import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const NOT_BUILT = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Logoya</title>
<p>The web app is not built yet. Run <code>npm run build</code>, then reload.</p></html>`;

/**
 * Serves the built web app: hashed assets for a year, index.html for every other page path so
 * the client router can handle it. API and file paths that match nothing answer JSON 404s.
 */
export async function registerWeb(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = path.join(distDir, 'index.html');
  const hasBuild = fs.existsSync(indexFile);

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
    if (!hasBuild) return reply.send(NOT_BUILT);
    return reply.send(fs.createReadStream(indexFile));
  });
}
