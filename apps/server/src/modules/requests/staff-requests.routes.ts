import {
  errorResponse,
  staffIdParams,
  staffLocaleQuery,
  staffLogoRequestPage,
  staffLogoRequestQuery,
  staffLogoRequestResponse,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { getLogoRequest, listLogoRequests } from './staff-requests.service.ts';

const tags = ['requests (staff)'];
const security = [{ bearerAuth: [] }];
const e = errorResponse;

/** The back office's list and detail of members' free logo requests (admin only). */
export const staffRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const admin = requireRoles('admin');

  app.get(
    '/logo-requests',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: "Members' free logo requests, with search, status filter, sort and pages (admin)",
        description:
          'search_text matches the id, the logo text, the notes and the member’s name and e-mail; status 1 new, 2 in progress, 3 done, 4 declined. Newest first unless sort_field is given. A page past the last answers 200 with no rows.',
        querystring: staffLogoRequestQuery,
        response: { 200: staffLogoRequestPage, 401: e, 403: e, 422: e },
      },
    },
    (request) => listLogoRequests(db, request.ctx, request.query),
  );

  app.get(
    '/logo-requests/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'One free logo request, with the member’s name and e-mail (admin)',
        params: staffIdParams,
        querystring: staffLocaleQuery,
        response: { 200: staffLogoRequestResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({ data: await getLogoRequest(db, request.ctx, request.params.id) }),
  );
};
