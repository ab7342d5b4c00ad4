import {
  checkoutSummaryQuery,
  checkoutSummaryResponse,
  createOrderBody,
  createPayIntentBody,
  createQrOrderBody,
  downloadLinkResponse,
  downloadQuery,
  errorResponse,
  idParam,
  localeParam,
  orderHistoryQuery,
  orderHistoryResponse,
  orderResponse,
  orderResultResponse,
  orderViewResponse,
  payIntentResponse,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPrivateFile } from '../../platform/storage/storage-delivery.ts';
import { checkoutSummary, createPayIntent } from './checkout.service.ts';
import type { OrdersDeps } from './deps.ts';
import { downloadLink, openDownload, receiptPdf } from './documents.service.ts';
import { RECEIPTS_PER_MINUTE } from './invoice/receipt-limit.ts';
import { getOrder, orderHistory, placeCardOrder } from './orders.service.ts';
import { createQrOrder } from './transfer.service.ts';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];
const e = errorResponse;
const idParams = z.object({ id: idParam });
const localeQuery = z.object({ locale: localeParam });

/** The buyer's calls: checkout, card and QR orders, history, invoices and downloads (SPEC §7). */
export function ordersRoutes(deps: OrdersDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/checkout/summary',
      {
        schema: {
          tags,
          security,
          summary:
            'The final confirmation: the chosen cart lines priced by the server, tax, total and payment methods',
          querystring: checkoutSummaryQuery,
          response: { 200: checkoutSummaryResponse, 401: e, 409: e, 422: e },
        },
      },
      async (request) => ({ data: await checkoutSummary(deps, request.ctx, request.query.items) }),
    );

    app.post(
      '/create-pay-intent',
      {
        schema: {
          tags,
          security,
          summary: 'Hold the chosen logos for this buyer and create a card payment intent',
          description:
            'The server computes amount and currency from the cart; the body’s amount and currency are only compared, and a difference answers 409 with nothing charged. ' +
            'Sold (409 “A sold product cannot be purchased.”), held (409), negotiating, stopped, deleted or another member’s kept logos (409 “Please remove invalid product…”) are refused. ' +
            'The logos are then held (others see them negotiating) until the payment succeeds or fails, or CHECKOUT_HOLD_MINUTES pass.',
          body: createPayIntentBody,
          response: { 200: payIntentResponse, 401: e, 409: e, 422: e, 503: e },
        },
      },
      async (request) => ({ data: await createPayIntent(deps, request.ctx, request.body) }),
    );

    app.post(
      '/order',
      {
        schema: {
          tags,
          security,
          summary: 'Report a card payment: the server reads the intent and creates the order once',
          description:
            'The intent’s status comes from the gateway, never from the body. succeeded: 201 with the order (created once, however often the browser, a webhook and the sweep report it). ' +
            'processing: 202, call again later. requires_payment_method: 402 “Your payment was not successful, please try again.” and the logos are released. Anything else: 409 “Something went wrong.”. ' +
            'Another member’s intent answers 404.',
          body: createOrderBody,
          response: {
            201: orderResultResponse,
            202: orderResultResponse,
            401: e,
            402: e,
            404: e,
            409: e,
            422: e,
          },
        },
      },
      async (request, reply) => {
        const result = await placeCardOrder(deps, request.ctx, request.body);
        return reply.status(result.status === 'succeeded' ? 201 : 202).send({ data: result });
      },
    );

    app.post(
      '/order-qa',
      {
        schema: {
          tags,
          security,
          summary: 'Create a Vietnamese QR bank-transfer order (vi only), waiting for payment',
          description:
            'Always status 1 and payment_status 1, whatever the body says. The logos are held until staff confirm the transfer or QR_ORDER_TTL_HOURS pass. The answer carries the VietQR details.',
          body: createQrOrderBody,
          response: { 201: orderResponse, 401: e, 409: e, 422: e },
        },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await createQrOrder(deps, request.ctx, request.body) }),
    );

    app.get(
      '/order-history',
      {
        schema: {
          tags,
          security,
          summary: 'The member’s orders, newest first, 25 a page',
          description:
            'Each order logo carries its one delivery state (`delivery_state`: awaiting_payment, preparing, delivered, cancelled) and `delivered_at` (only when delivered); Download is offered only when delivered (docs/delivery.md, ADR 0104).',
          querystring: orderHistoryQuery,
          response: { 200: orderHistoryResponse, 401: e, 422: e },
        },
      },
      (request) => orderHistory(deps, request.ctx, request.query),
    );

    app.get(
      '/order/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'One order: the whole order for its buyer and admins, the designer’s view for a designer of one of its logos',
          description:
            'Each line carries its delivery state and date (ADR 0104); admins and the designer of a line also get who uploaded its zip and when (`upload`), the buyer never. ' +
            'The buyer and admins get `Order`, with the QR transfer details while it waits. A designer who did not buy it gets `DesignerOrder` (`view: "designer"`) when at least one of its logos is theirs: only those lines (the names the buyer typed, the options, the prices), the state and the dates; never the buyer’s name, company or e-mail, the invoice number, the totals or the payment details (ADR 0076). ' +
            'Everyone else gets 404 “The order was not found.”, exactly as for a missing order: another member’s order, and an order with none of the designer’s logos.',
          params: idParams,
          querystring: localeQuery,
          response: { 200: orderViewResponse, 401: e, 404: e, 422: e },
        },
      },
      async (request) => ({ data: await getOrder(deps, request.ctx, request.params.id) }),
    );

    app.get(
      '/order/receipt/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'The invoice PDF of a paid order (its buyer and admins); a qualified invoice for Japanese orders',
          description:
            'The invoice names the buyer (name, company, e-mail), so only the buyer and admins get it. Anyone else, designers of the order’s logos included, gets 404 “The order was not found.” as for a missing order (ADR 0076). Before payment: 409. ' +
            `Each signed-in person may ask ${RECEIPTS_PER_MINUTE} times a minute, whatever the answer; past that 429 “You have opened many invoices in a short time. Please try again in a minute.” with Retry-After. ` +
            'Invoices render in worker threads, a few at a time, and a rendered one is served again from memory; while every render place and waiting place is taken the answer is 503 “Many invoices are being prepared right now. Please try again in a moment.” with Retry-After: 5, and it does not count against the limit (ADR 0078). ' +
            'While the shop runs on demo settings, every page says “DEMO — not a valid invoice”.',
          params: idParams,
          querystring: localeQuery,
          response: { 401: e, 404: e, 409: e, 422: e, 429: e, 503: e },
        },
      },
      async (request, reply) => {
        const { pdf, fileName } = await receiptPdf(deps, request.ctx, request.params.id);
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `inline; filename="${fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(pdf as never);
      },
    );

    app.get(
      '/order/download-logo/:id',
      {
        schema: {
          tags,
          security,
          summary:
            'A signed link to a bought logo’s delivery zip, for its buyer only, valid up to 15 minutes',
          description:
            'logo_id chooses the logo when the order has several. Anyone but the buyer (admins and designers included) gets 404 “The order was not found.”. A missing file answers 404 “File is not exist! Please contact to us!”. Open the link with the same session: in the browser a plain link (the session cookie goes with it), from an API client with the same bearer token.',
          params: idParams,
          querystring: downloadQuery,
          response: { 200: downloadLinkResponse, 401: e, 404: e, 409: e, 422: e },
        },
      },
      async (request) => ({
        data: await downloadLink(deps, request.ctx, request.params.id, request.query.logo_id),
      }),
    );

    app.get(
      '/downloads/:token',
      {
        schema: {
          tags,
          security,
          summary:
            'The zip behind a signed download link (the buyer’s session cookie or bearer token is required)',
          description:
            'With S3 storage the answer is 302 to a presigned URL of the bucket, valid S3_SIGNED_URL_SECONDS (default 60), that saves the zip as logoya-{logo id}.zip. Clients must not send the bearer token on to that URL (browsers and fetch drop it across origins).',
          params: z.object({ token: z.string().max(1000) }),
          querystring: localeQuery,
          response: { 401: e, 404: e, 410: e },
        },
      },
      async (request, reply) =>
        sendPrivateFile(reply, await openDownload(deps, request.ctx, request.params.token)),
    );
  };
}
