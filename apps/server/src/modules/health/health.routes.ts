import { errorResponse } from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const status = z.object({ status: z.string() });

/** Liveness and readiness. Readiness checks the database. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['operations'], response: { 200: status } }, logLevel: 'warn' },
    async () => ({
      status: 'ok',
    }),
  );
  app.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: status, 503: errorResponse } }, logLevel: 'warn' },
    async (request, reply) => {
      try {
        await app.database.ping();
        return { status: 'ready' };
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        return reply.status(503).send({ message: 'The database is not reachable.' });
      }
    },
  );
};
