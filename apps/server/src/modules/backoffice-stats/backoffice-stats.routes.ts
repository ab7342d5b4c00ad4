import {
  dashboardStatsQuery,
  dashboardStatsResponse,
  errorResponse,
  msg,
  priceSettingsBody,
  priceSettingsSaved,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { dashboardStats } from './dashboard.service.ts';
import type { StatsDeps } from './deps.ts';
import { updatePriceSettings } from './price-settings.service.ts';

const security = [{ bearerAuth: [] }];
const e = errorResponse;

/** The back office's price settings (admin) and dashboard figures (admin and designer). */
export const backofficeStatsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: StatsDeps = { db: app.database.db, catalogCache: app.catalogCache, now: () => new Date() };

  app.put(
    '/price-setting',
    {
      preValidation: requireRoles('admin'),
      schema: {
        tags: ['price settings (staff)'],
        security,
        summary: 'Change price settings (admin); the shop shows them at once, orders keep theirs',
        description:
          'Each setting is {key, lang, value}; settings not sent stay. Money (logo_price, logo_manual_price, logo_motion_price, cancellation_fee) ' +
          'is a whole number in the language currency’s minor units (en USD cents, ja JPY, vi VND; yen and dong have no smaller unit), from 0 to $10,000.00, ¥1,000,000 and 250.000.000 ₫; ' +
          'logo_price is at least $1.00, ¥100 and 25.000 ₫. Tax is a whole percent from 0 to 30. A negative amount, a fraction of the unit or a value out of bounds answers 422 on ' +
          '`settings.{i}.value` with its reason in the caller’s language, and nothing is written; no value is rounded or turned positive (ADR 0092). ' +
          'A key and language appear once. All are written in one transaction. ' +
          'Cards, the cart, the checkout summary and new orders use the new prices at once; existing orders keep the prices and tax fixed when they were made.',
        body: priceSettingsBody,
        response: { 200: priceSettingsSaved, 401: e, 403: e, 422: e },
      },
    },
    async (request) => ({
      data: await updatePriceSettings(deps, request.ctx, request.body),
      message: msg('price_updated'),
    }),
  );

  app.get(
    '/dashboard/stats',
    {
      preValidation: requireRoles('admin', 'designer'),
      schema: {
        tags: ['dashboard (staff)'],
        security,
        summary: 'Sales, orders, new members, keep conversion and most-favourited logos per day (Asia/Tokyo)',
        description:
          'from and to are days in Asia/Tokyo from 2000-01-01 to 2099-12-31 (default: the last 30 days to today; at most 366 days; else 422). Sales are paid orders (status 2) by payment date, ' +
          'in minor units per currency; orders are all orders by purchase date. A designer sees only figures of their own logos (sales of their order lines, ' +
          'orders containing them, keeps and favourites of them) and new_members is null; an admin may pass designer_id for the same view of one designer.',
        querystring: dashboardStatsQuery,
        response: { 200: dashboardStatsResponse, 401: e, 403: e, 422: e },
      },
    },
    async (request) => ({ data: await dashboardStats(deps, request.ctx, request.query) }),
  );
};
