import { changeLogPage, changeLogQuery, errorResponse } from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { listChangeLogs } from './changelog.service.ts';

const e = errorResponse;

/** The change log (SPEC §2 Logs): a read-only list; rows are written by the changes themselves. */
export const changelogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/logs',
    {
      preValidation: requireRoles('admin'),
      schema: {
        tags: ['logs (staff)'],
        security: [{ bearerAuth: [] }],
        summary: 'The change log of logos: who changed which field, from what to what (admin)',
        description:
          'Append-only: every state change (by staff or by a sale) and every edit of a logo field, its categories, keywords and images writes rows in the same transaction as the change; no call updates or deletes them. Newest first unless sorted. Filters: logo_id, user_id, and date_from / date_to (days in Japan time, both included, each from 2000-01-01 to 2099-12-31, the start not after the end; else 422). search_text matches the field, the values, the logo names and the user name, and the designer names of designer_id changes. A value that is a user id (designer_id) comes with the user’s name as old_label / new_label. A page past the last answers no rows.',
        querystring: changeLogQuery,
        response: { 200: changeLogPage, 401: e, 403: e, 422: e },
      },
    },
    (request) => listChangeLogs(app.database.db, request.ctx, request.query),
  );
};
