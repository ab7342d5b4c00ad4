import {
  adminLogoCategoriesResponse,
  createdLogoResponse,
  errorResponse,
  localeQuery,
  logoDetailBody,
  logoIdParams,
  msg,
  staffLogoDetailResponse,
  staffLogoPage,
  staffLogoQuery,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import * as staff from './staff-logos.service.ts';
import { staffDeps } from './staff-scope.ts';

export const STAFF_LOGO_TAGS = ['logos (staff)'];
export const STAFF_SECURITY = [{ bearerAuth: [] }];
const tags = STAFF_LOGO_TAGS;
const security = STAFF_SECURITY;
const e = errorResponse;
const staffOnly = requireRoles('admin', 'designer');

/**
 * The back office's logo list and editor (SPEC §7 Logos), for admins and designers. A designer
 * reaches only their own logos: another designer's answers 404 (checked in the services).
 */
export const staffLogosRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.get(
    '/logo',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'The staff logo list: cards with state and designer, newest first (admin, designer)',
        description:
          'Every state but deleted unless `state` is given (0, 2, 7 or 8). keyword matches the names in every language, logo_d_id, or the id. industry_id, color_id (genre), taste_id and alphabet_id take comma-separated ids (a logo with any of them; 0 is All); filters combine with AND. designers filters admins’ lists; a designer always sees their own logos only. 100 a page by default; a page past the last answers no rows.',
        querystring: staffLogoQuery,
        response: { 200: staffLogoPage, 401: e, 403: e, 422: e },
      },
    },
    (request) => staff.listStaffLogos(deps, request.ctx, request.query),
  );

  app.get(
    '/logo/:id/detail',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'A logo for the editor: names, explanation, designer, state, images, categories, keywords',
        description: 'Unknown, deleted and (for a designer) other designers’ logos answer 404.',
        params: logoIdParams,
        querystring: localeQuery,
        response: { 200: staffLogoDetailResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({ data: await staff.getStaffLogo(deps, request.ctx, request.params.id) }),
  );

  app.post(
    '/logo/:id/detail',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Save the basic tab: names (ja, vi, en), descriptions (ja, en, vi), logo_d_id',
        description:
          "`{data: {logo_name, logo_name_vn, logo_name_en, logo_explain, logo_explain_en?, logo_explain_vn?, logo_d_id?, designer_id?}}`. The four texts are required ('please enter a value', errors on `data.<field>`); the English and Vietnamese descriptions are optional (empty: the shop shows the Japanese one). Only an admin may change designer_id (a designer's own logo stays theirs: another id answers 403). Each changed field is written to the change log; the shop's search and cache follow at once. Answers the logo and 'updated'.",
        params: logoIdParams,
        body: logoDetailBody,
        response: { 200: staffLogoDetailResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({
      data: await staff.updateLogoBasics(deps, request.ctx, request.params.id, request.body.data),
      message: msg('logo_updated'),
    }),
  );

  app.post(
    '/logo/create',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Register a new logo from the basic tab (state 7, stopped and not yet published)',
        description:
          "Same body and rules as POST /logo/{id}/detail. The logo starts stopped (7) with published_at null (未公開): only an admin puts it on sale, once its main and hover images exist (POST /logo/{id}/update-state, ADR 0086). A designer becomes the logo's designer; an admin may name one with designer_id (a designer or admin account), else the logo has none. Answers 201 with the new id and 'registered'.",
        body: logoDetailBody,
        response: { 201: createdLogoResponse, 401: e, 403: e, 422: e },
      },
    },
    async (request, reply) => {
      const data = await staff.createLogo(deps, request.ctx, request.body.data);
      reply.status(201);
      return { data, message: msg('logo_registered') };
    },
  );

  app.get(
    '/admin/logo/categories',
    {
      preValidation: staffOnly,
      schema: {
        tags,
        security,
        summary: 'Alphabets, genres (colours), industries and tastes for the editor’s category tab',
        querystring: localeQuery,
        response: { 200: adminLogoCategoriesResponse, 401: e, 403: e, 422: e },
      },
    },
    async () => ({ data: await staff.adminLogoCategories(deps) }),
  );
};
