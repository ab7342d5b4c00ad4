import {
  errorResponse,
  keywordBody,
  msg,
  staffDeletedResponse,
  staffIdParams,
  staffKeywordPage,
  staffKeywordQuery,
  staffKeywordResponse,
  staffLocaleQuery,
} from '@logoya/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import type { CategoriesDeps } from './categories.service.ts';
import * as keywords from './keywords.service.ts';

const tags = ['keywords (staff)'];
const security = [{ bearerAuth: [] }];
const e = errorResponse;

/** Staff calls on keywords (SPEC §7 paths, plus create and delete). Admin only. */
export function keywordRoutes(app: FastifyInstance, deps: CategoriesDeps): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = requireRoles('admin');

  api.get(
    '/keywords',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Keywords, with search, sort and pages (admin)',
        description:
          'search_text matches the three names and the id. Newest first unless sort_field is given. A page past the last answers 200 with no rows.',
        querystring: staffKeywordQuery,
        response: { 200: staffKeywordPage, 401: e, 403: e, 422: e },
      },
    },
    (request) => keywords.listKeywords(deps, request.ctx, request.query),
  );

  api.post(
    '/keywords',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Create a keyword (admin)',
        description: 'name_ja, name_vi and name_en are required.',
        body: keywordBody,
        response: { 201: staffKeywordResponse, 401: e, 403: e, 422: e },
      },
    },
    async (request, reply) => {
      const data = await keywords.createKeyword(deps, request.ctx, request.body);
      reply.status(201);
      return { data, message: msg('staff_created') };
    },
  );

  api.get(
    '/keywords/detail/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'One keyword (admin)',
        params: staffIdParams,
        querystring: staffLocaleQuery,
        response: { 200: staffKeywordResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({ data: await keywords.getKeyword(deps, request.ctx, request.params.id) }),
  );

  api.post(
    '/keywords/update/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Rename a keyword (admin)',
        description:
          'name_ja, name_vi and name_en are required. The logos tagged with it are re-indexed in the same transaction: the shop’s search finds them by the new names at once.',
        params: staffIdParams,
        body: keywordBody,
        response: { 200: staffKeywordResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({
      data: await keywords.updateKeyword(deps, request.ctx, request.params.id, request.body),
      message: msg('staff_updated'),
    }),
  );

  api.delete(
    '/keywords/:id',
    {
      preValidation: admin,
      schema: {
        tags,
        security,
        summary: 'Delete a keyword (admin)',
        description:
          'Allowed while logos use it: it is taken off them and they are re-indexed, so the shop no longer finds them by it.',
        params: staffIdParams,
        querystring: staffLocaleQuery,
        response: { 200: staffDeletedResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => {
      await keywords.deleteKeyword(deps, request.ctx, request.params.id);
      return { message: msg('staff_deleted') };
    },
  );
}
