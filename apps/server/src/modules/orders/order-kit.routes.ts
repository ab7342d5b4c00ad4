import {
  downloadLinkResponse,
  errorResponse,
  idParam,
  orderKitParams,
  orderKitQuery,
  orderKitResponse,
  orderKitsResponse,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import type { OrdersDeps } from './deps.ts';
import { kitDownloadLink, orderKits, retryOrderKit } from './order-kit.service.ts';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const e = errorResponse;
const NOT_FOUND = '“The order was not found.”';

/** The brand kits of an order's lines (issue 26, ADR 0106): their state, contents and download. */
export function orderKitRoutes(deps: OrdersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/:id/kits',
      {
        schema: {
          tags,
          security,
          summary: 'The brand kits of a paid order’s logos: state, progress and contents',
          description:
            'Each paid order logo gets a brand kit built in the background from its pinned lettering layout and the buyer’s names (`pending` → `building` with `progress` 0–100 → `ready`, or `failed`; a failed kit is tried again up to 3 times, `retrying`). ' +
            'A ready kit lists its files with their sizes and SHA-256. `has_layout` false: the logo had no layout, its kit holds the logo’s images only. ' +
            `Lines paid before kits existed have none. For the buyer and admins; anyone else gets 404 ${NOT_FOUND}.`,
          params: z.object({ id: idParam }),
          querystring: orderKitQuery,
          response: { 200: orderKitsResponse, 401: e, 404: e, 422: e },
        },
      },
      async (request) => ({ data: await orderKits(deps, request.ctx, request.params.id) }),
    );

    app.get(
      '/order/:id/kit/:logo_id/download',
      {
        schema: {
          tags,
          security,
          summary:
            'A signed link to a bought logo’s brand kit zip, for its buyer only, valid up to 15 minutes',
          description:
            `Opened by GET /api/downloads/{token} with the same session, as the designer’s zip; saved as logoya-{logo id}-brand-kit.zip. Anyone but the buyer (admins and designers included) gets 404 ${NOT_FOUND}. ` +
            'A kit not built yet answers 409 “The brand kit is not ready yet. Please try again in a moment.”; an unpaid order 409.',
          params: orderKitParams,
          querystring: orderKitQuery,
          response: { 200: downloadLinkResponse, 401: e, 404: e, 409: e, 422: e },
        },
      },
      async (request) => ({
        data: await kitDownloadLink(deps, request.ctx, request.params.id, request.params.logo_id),
      }),
    );

    app.post(
      '/order/:id/kit/:logo_id/retry',
      {
        preValidation: requireRoles('admin'),
        schema: {
          tags: ['orders (staff)'],
          security,
          summary: 'Build a failed brand kit again (admin)',
          description:
            'Only a failed kit (409 otherwise); its attempts start again and the builder wakes at once.',
          params: orderKitParams,
          querystring: orderKitQuery,
          response: { 200: orderKitResponse, 401: e, 403: e, 404: e, 409: e, 422: e },
        },
      },
      async (request) => ({
        data: await retryOrderKit(deps, request.ctx, request.params.id, request.params.logo_id),
      }),
    );
  };
}
