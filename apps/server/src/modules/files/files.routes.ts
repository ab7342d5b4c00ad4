import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import { DEMO_IMAGE_FOLDER, isSafeKey, type Storage } from '../../platform/storage/storage.ts';

const TYPES: Record<string, string> = {
  '.gif': 'image/gif',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.bmp': 'image/bmp',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
};
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public files under /files/. Keys carry a content hash, so they are cached for a year. A missing
 * image answers the default image with a short lifetime, so a fixed file shows up soon (none for a
 * demo image a first start is still writing, ADR 0094). With S3
 * storage the bytes stream from the private bucket through here (ADR 0044): the same
 * URLs, headers and fallback, and a CDN in front of the shop caches them like any other answer.
 */
export function filesRoutes(storage: Storage, defaultImage: Buffer): FastifyPluginAsync {
  return async (app) => {
    const sendDefault = (reply: import('fastify').FastifyReply, cache: string) =>
      reply.header('content-type', 'image/png').header('cache-control', cache).send(defaultImage);

    app.get('/files/default-logo.png', { schema: { hide: true } }, (_request, reply) =>
      sendDefault(reply, 'public, max-age=86400'),
    );

    app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
      const key = request.params['*'];
      const ext = path.extname(key).toLowerCase();
      const type = TYPES[ext];
      // Only logo images and avatars are public; delivery zips go through a buyer's signed link
      // or the staff call (ADR 0032), never through here.
      const isPublic = key.startsWith('logos/') || key.startsWith('avatars/');
      if (!type || !isPublic || !isSafeKey(key)) {
        return reply.status(404).send({ message: 'File not found.' });
      }
      const etag = `"${path.basename(key, ext)}"`;
      // A revalidation asks whether the file is still there, without reading it (a HEAD on S3).
      const revalidating = request.headers['if-none-match'] === etag;
      const file = revalidating ? await storage.exists(key) : await storage.open(key);
      if (!file) {
        // A first start's demo image not written yet (ADR 0094) is there within seconds: not kept.
        const cache = key.startsWith(DEMO_IMAGE_FOLDER) ? 'no-store' : 'public, max-age=300';
        return type.startsWith('image/')
          ? sendDefault(reply.header('x-fallback', 'default-image'), cache)
          : reply.status(404).send({ message: 'File not found.' });
      }
      if (file === true) {
        return reply.status(304).header('etag', etag).header('cache-control', IMMUTABLE).send();
      }
      return reply
        .header('content-type', type)
        .header('content-length', file.size)
        .header('cache-control', IMMUTABLE)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .send(file.stream);
    });
  };
}
