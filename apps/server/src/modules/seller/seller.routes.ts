import { sellerResponse } from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerDetails } from './seller.service.ts';

/** GET /api/seller: public, the same for everyone; it changes only with a restart. */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { data: sellerDetails(app.config) };
  app.get(
    '/seller',
    {
      schema: {
        tags: ['shop'],
        summary: 'The seller of the legal notice and the contact details (SELLER_* settings)',
        response: { 200: sellerResponse },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return answer;
    },
  );
};
