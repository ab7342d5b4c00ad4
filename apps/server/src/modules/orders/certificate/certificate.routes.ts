import { errorResponse, orderPictureParams, verifyQuery } from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OrdersDeps } from '../deps.ts';
import { RECEIPTS_PER_MINUTE } from '../invoice/receipt-limit.ts';
import { certificatePdf } from './certificate.service.ts';

const e = errorResponse;

/** GET /api/order/{id}/logo/{logo_id}/certificate: a bought logo's exclusivity certificate (ADR 0108). */
export function certificateRoutes(deps: OrdersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/order/:id/logo/:logo_id/certificate',
      {
        schema: {
          tags: ['orders', 'certificates'],
          security: [{ bearerAuth: [] }],
          summary: 'The exclusivity certificate of a bought logo (PDF, its buyer and admins)',
          description:
            'The current version of the order logo’s certificate, in the order’s language: its number, the named picture, the owner, the purchase date (shop time zone), the statement that the logo is sold once and withdrawn from sale, the SHA-256 of every delivered file (the designer’s zip and the named PNG, exactly as their calls serve them) and a QR code to `{PUBLIC_URL}/{lang}/verify/{number}`. ' +
            'It is issued at payment and re-issued as a new version when the designer’s zip is uploaded or replaced; an older version stays verifiable, marked superseded. ' +
            'Only the buyer and admins: anyone else, designers included, gets 404 “The order was not found.” (ADR 0076); before payment 409. ' +
            `Counted with the invoices: ${RECEIPTS_PER_MINUTE} a minute per person (429 with Retry-After). Rendered in the invoice workers and cached per version; a full queue answers 503 with Retry-After.`,
          params: orderPictureParams,
          querystring: verifyQuery,
          response: { 401: e, 404: e, 409: e, 422: e, 429: e, 503: e },
        },
      },
      async (request, reply) => {
        const { id, logo_id } = request.params;
        const { pdf, fileName } = await certificatePdf(deps, request.ctx, id, logo_id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf as never);
      },
    );
  };
}
