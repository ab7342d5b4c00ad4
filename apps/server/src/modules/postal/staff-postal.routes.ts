import { addressSearchPage, addressSearchQuery, errorResponse } from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { listAddressSearches } from './address-searches.service.ts';

const e = errorResponse;

/** The back office's read-only list of postal-code look-ups (admin only). */
export const staffPostalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/address-search',
    {
      preValidation: requireRoles('admin'),
      schema: {
        tags: ['addresses'],
        security: [{ bearerAuth: [] }],
        summary: 'Postal-code look-ups and the address that asked, with search, sort and pages (admin)',
        description:
          'Read-only. search_text matches the IP address and the postal code. Newest first unless sort_field is given. A page past the last answers 200 with no rows.',
        querystring: addressSearchQuery,
        response: { 200: addressSearchPage, 401: e, 403: e, 422: e },
      },
    },
    (request) => listAddressSearches(app.database.db, request.ctx, request.query),
  );
};
