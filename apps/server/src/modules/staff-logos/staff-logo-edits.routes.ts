import {
  bulkLogoStateBody,
  bulkLogoStateResponse,
  errorResponse,
  logoCategoriesBody,
  logoCategoriesResponse,
  logoIdParams,
  logoKeywordsBody,
  logoKeywordsResponse,
  logoStateResponse,
  MAX_BULK_LOGOS,
  msg,
  updateLogoStateBody,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { replaceCategories, replaceKeywords } from './logo-links.service.ts';
import { changeLogoState, changeLogoStates } from './logo-state.service.ts';
import { STAFF_SECURITY as security, STAFF_LOGO_TAGS as tags } from './staff-logos.routes.ts';
import { staffDeps } from './staff-scope.ts';

const e = errorResponse;

/** State changes (admin) and the category and keyword tabs (admin, designer) of the logo editor. */
export const staffLogoEditsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = staffDeps(app);

  app.post(
    '/logo/:id/update-state',
    {
      preValidation: requireRoles('admin'),
      schema: {
        tags,
        security,
        summary: 'Change a logo’s state from its card: 0 normal, 2 negotiating, 7 stopped (admin)',
        description:
          'logoId, when sent, must be the id in the path (else 422). 8 (sold) is set by orders only (422). A sold logo, or one a checkout is paying for, answers 409. Putting a stopped logo on sale (0 or 2) needs its main and hover images: otherwise 422 with “This logo cannot go on sale yet.” and each missing image under `state` (ADR 0086); the first time it goes on sale sets published_at. The logo row is locked as a sale locks it, so a state change and a checkout never both win. The change is logged; setting the current state again changes nothing (changed: false).',
        params: logoIdParams,
        body: updateLogoStateBody,
        response: { 200: logoStateResponse, 401: e, 403: e, 404: e, 409: e, 422: e },
      },
    },
    async (request) => ({
      data: await changeLogoState(deps, request.ctx, request.params.id, request.body),
      message: msg('logo_state_changed'),
    }),
  );

  app.post(
    '/logo/update-state',
    {
      preValidation: requireRoles('admin'),
      schema: {
        tags,
        security,
        summary: `Change the state of up to ${MAX_BULK_LOGOS} logos at once, all or nothing (admin)`,
        description:
          '`{logo_ids: [...], state}`, ids different. When any logo is unknown (404 reason), sold, held by a checkout or not publishable yet (a stopped logo without its main or hover image put on sale), nothing changes and the answer is 409 with one error per such logo under `logo_ids.{id}`. Otherwise answers the ids that changed and those already in the state.',
        body: bulkLogoStateBody,
        response: { 200: bulkLogoStateResponse, 401: e, 403: e, 409: e, 422: e },
      },
    },
    async (request) => ({
      data: await changeLogoStates(deps, request.ctx, request.body),
      message: msg('logo_state_changed'),
    }),
  );

  app.post(
    '/logo/:id/keywords',
    {
      preValidation: requireRoles('admin', 'designer'),
      schema: {
        tags,
        security,
        summary: 'Replace a logo’s keywords (each in ja, en and vi)',
        description:
          '`{keywords: [{id} | {ja, en, vi}]}`: the logo’s keywords become exactly this list ([] removes them all). Three names that match an existing keyword (ignoring case) reuse it; others make a new keyword. An unknown id or a missing language answers 422. The shop’s search finds the logo by them at once.',
        params: logoIdParams,
        body: logoKeywordsBody,
        response: { 200: logoKeywordsResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({
      data: await replaceKeywords(deps, request.ctx, request.params.id, request.body),
      message: msg('logo_updated'),
    }),
  );

  app.post(
    '/logo/:id/categories',
    {
      preValidation: requireRoles('admin', 'designer'),
      schema: {
        tags,
        security,
        summary: 'Replace a logo’s industries, genres (colours), tastes and alphabets',
        description:
          'SPEC: `{tastesIds, colorIds, industryIds, alphabetIds, logo_id}` (the path’s `{logo_id}` is `{id}` here). Each list sent replaces that group; a list left out keeps its group. logo_id, when sent, must be the path’s id. An unknown id answers 422 on its list and nothing changes.',
        params: logoIdParams,
        body: logoCategoriesBody,
        response: { 200: logoCategoriesResponse, 401: e, 403: e, 404: e, 422: e },
      },
    },
    async (request) => ({
      data: await replaceCategories(deps, request.ctx, request.params.id, request.body),
      message: msg('logo_updated'),
    }),
  );
};
