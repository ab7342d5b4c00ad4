import {
  CATEGORY_KINDS,
  type CategoryKind,
  categoryBody,
  errorResponse,
  msg,
  staffCategoryPage,
  staffCategoryQuery,
  staffCategoryResponse,
  staffDeletedResponse,
  staffIdParams,
  staffLocaleQuery,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import * as categories from './categories.service.ts';
import { keywordRoutes } from './staff-keywords.routes.ts';

const security = [{ bearerAuth: [] }];
const e = errorResponse;

const LABEL: Record<CategoryKind, { tag: string; one: string; many: string }> = {
  colors: { tag: 'genres (staff)', one: 'genre (colour)', many: 'Genres (colours)' },
  industries: { tag: 'industries (staff)', one: 'industry', many: 'Industries' },
  tastes: { tag: 'tastes (staff)', one: 'taste (type)', many: 'Tastes (types)' },
};

/**
 * Staff calls on genres (colours), industries and tastes (SPEC §7), one set of routes per kind
 * from the same contract and service, and the keyword calls. Admin only.
 */
export const staffCategoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: categories.CategoriesDeps = { db: app.database.db, catalogCache: app.catalogCache };
  const admin = requireRoles('admin');

  for (const kind of CATEGORY_KINDS) {
    const { tag, one, many } = LABEL[kind];
    const tags = [tag];
    const body = categoryBody(kind);

    app.get(
      `/${kind}`,
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: `${many}, with search, sort and pages (admin)`,
          description:
            'search_text matches the three names, the slug and the id. Newest first unless sort_field is given. A page past the last answers 200 with no rows.',
          querystring: staffCategoryQuery,
          response: { 200: staffCategoryPage, 401: e, 403: e, 422: e },
        },
      },
      (request) => categories.listCategories(deps, request.ctx, kind, request.query),
    );

    app.post(
      `/${kind}`,
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: `Create a ${one} (admin)`,
          description:
            'name_ja, name_en, name_vi and key_name are required; key_name is a slug unique among this kind (422 when taken). The shop shows it at once.',
          body,
          response: { 201: staffCategoryResponse, 401: e, 403: e, 422: e },
        },
      },
      async (request, reply) => {
        const data = await categories.createCategory(deps, request.ctx, kind, request.body);
        reply.status(201);
        return { data, message: msg('staff_created') };
      },
    );

    app.get(
      `/${kind}/:id`,
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: `One ${one} (admin)`,
          params: staffIdParams,
          querystring: staffLocaleQuery,
          response: { 200: staffCategoryResponse, 401: e, 403: e, 404: e, 422: e },
        },
      },
      async (request) => ({ data: await categories.getCategory(deps, request.ctx, kind, request.params.id) }),
    );

    app.put(
      `/${kind}/:id`,
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: `Update a ${one} (admin)`,
          description:
            'The same fields and rules as the creation. The shop (search options, logo details) shows the change at once.',
          params: staffIdParams,
          body,
          response: { 200: staffCategoryResponse, 401: e, 403: e, 404: e, 422: e },
        },
      },
      async (request) => ({
        data: await categories.updateCategory(deps, request.ctx, kind, request.params.id, request.body),
        message: msg('staff_updated'),
      }),
    );

    app.delete(
      `/${kind}/:id`,
      {
        preValidation: admin,
        schema: {
          tags,
          security,
          summary: `Delete a ${one} (admin)`,
          description:
            'Refused with 409 while logos that are not deleted use it; the message names how many.',
          params: staffIdParams,
          querystring: staffLocaleQuery,
          response: { 200: staffDeletedResponse, 401: e, 403: e, 404: e, 409: e, 422: e },
        },
      },
      async (request) => {
        await categories.deleteCategory(deps, request.ctx, kind, request.params.id);
        return { message: msg('staff_deleted') };
      },
    );
  }

  keywordRoutes(app, deps);
};
