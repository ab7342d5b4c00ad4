import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How the shop's public catalogue routes answer (this module's and search's). */
export function visitorAnswers(app: FastifyInstance) {
  return {
    /** Visitors' answers do not depend on who asks, so they are shared for a moment (ADR 0009). */
    shared: <T>(request: FastifyRequest, compute: () => Promise<T>): Promise<T> =>
      request.ctx.actor ? compute() : app.catalogCache.get(`${request.ctx.locale} ${request.url}`, compute),
    /** Answers prepared JSON as it is: the catalogue wrote it to its contract (ADR 0039). */
    json: async (reply: FastifyReply, text: Promise<string>) =>
      reply.type('application/json; charset=utf-8').send(await text),
  };
}
