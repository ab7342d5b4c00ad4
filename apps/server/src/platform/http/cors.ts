import { msg } from '@logoya/core';
import type { FastifyInstance } from 'fastify';

/**
 * Cross-origin calls (ADR 0025). By default the shop is same-origin only: no answer carries an
 * Access-Control-Allow-* header and a cross-origin preflight is refused with 403. CORS_ORIGINS
 * lists the exact origins (a separate front end, a staff tool) that may call the API with
 * credentials and the headers the web app sends.
 */

/** Request headers the web app sends (shared/api/client.ts, the cart id, the CSRF marker). */
export const CORS_ALLOWED_HEADERS = [
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'locale',
  'x-cart-id',
  'x-logoya-csrf',
  'x-request-id',
];
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
/** Answer headers a caller may read besides the safelisted ones (file names, waits, log ids). */
export const CORS_EXPOSED_HEADERS = ['content-disposition', 'retry-after', 'x-request-id'];
/** How long a browser may reuse a preflight answer, in seconds. */
const PREFLIGHT_MAX_AGE = 600;

export function registerCors(app: FastifyInstance, origins: readonly string[]): void {
  const allowed = new Set(origins);
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    const preflight =
      request.method === 'OPTIONS' &&
      typeof origin === 'string' &&
      request.headers['access-control-request-method'] !== undefined;
    // With a list, the same URL answers differently per origin: shared caches must key on it.
    if (allowed.size > 0) reply.header('vary', 'Origin');
    if (typeof origin === 'string' && allowed.has(origin)) {
      reply.header('access-control-allow-origin', origin).header('access-control-allow-credentials', 'true');
      if (!preflight) {
        reply.header('access-control-expose-headers', CORS_EXPOSED_HEADERS.join(', '));
        return;
      }
      reply
        .header('access-control-allow-methods', CORS_ALLOWED_METHODS.join(', '))
        .header('access-control-allow-headers', CORS_ALLOWED_HEADERS.join(', '))
        .header('access-control-max-age', String(PREFLIGHT_MAX_AGE));
      return reply.code(204).send();
    }
    if (preflight) return reply.code(403).send({ message: msg('forbidden') });
  });
}
