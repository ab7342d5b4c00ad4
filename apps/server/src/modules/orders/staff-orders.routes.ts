import {
  errorResponse,
  idParam,
  orderResponse,
  staffOrderPage,
  staffOrderQuery,
  updateOrderStatusBody,
} from '@logoya/core';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRoles } from '../../platform/auth/guards.ts';
import { emptyJsonBodyAllowed } from '../../platform/http/optional-body.ts';
import type { OrdersDeps } from './deps.ts';
import { staffOrders } from './orders.service.ts';
import { confirmTransfer } from './transfer.service.ts';

const tags = ['orders (staff)'];
const security = [{ bearerAuth: [] }];
const e = errorResponse;

/** Staff calls on orders; each route declares its admin guard, checked before any service. */
export function staffOrdersRoutes(deps: OrdersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/orders',
      {
        preValidation: requireRoles('admin'),
        schema: {
          tags,
          security,
          summary: 'Every order, with search, sort and pages (admin)',
          description:
            'Each order logo carries its delivery state, its delivery date and who uploaded its zip and when (`upload`, ADR 0104).',
          querystring: staffOrderQuery,
          response: { 200: staffOrderPage, 401: e, 403: e, 422: e },
        },
      },
      (request) => staffOrders(deps, request.query),
    );

    // A scope of its own: only this call reads an empty JSON body as no body.
    await app.register(async (scope) => {
      emptyJsonBodyAllowed(scope);
      scope.withTypeProvider<ZodTypeProvider>().put(
        '/order/update-status/:id',
        {
          preValidation: requireRoles('admin'),
          schema: {
            tags,
            security,
            summary: 'Confirm a bank transfer: status 1 → 2 (admin)',
            description:
              'Allowed only while status is 1 and payment_status is 1 (else 409). The order’s logos are sold in the same transaction, keeps on them end, and the buyer is mailed. ' +
              'The body may be left out: no body, an empty body (with or without Content-Type: application/json), null or {} confirm the payment as {"status": 2} does. ' +
              'Any other status, or a body that is not a JSON object, answers 422.',
            params: z.object({ id: idParam }),
            body: updateOrderStatusBody,
            response: { 200: orderResponse, 401: e, 403: e, 404: e, 409: e, 422: e },
          },
        },
        async (request) => ({
          data: await confirmTransfer(deps, request.ctx, request.params.id),
          message: 'msg:order_confirmed',
        }),
      );
    });
  };
}
