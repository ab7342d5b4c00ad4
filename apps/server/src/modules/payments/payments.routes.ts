import {
  errorResponse,
  paymentsConfigResponse,
  paymentWebhookResponse,
  testGatewayConfirmBody,
  testGatewayConfirmResponse,
  testGatewayIntentParams,
} from '@logoya/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StripeGateway, TEST_CARDS, TestGateway } from '../../platform/payments/index.ts';
import { testGatewayOn } from '../../platform/start/demo-mode.ts';
import {
  CONFIRM_WINDOW_SECONDS,
  CONFIRMS_PER_MEMBER,
  confirmTestIntent,
  paymentsConfig,
} from './payments.service.ts';

const tags = ['payments'];
/** Stripe's events are small; this is ample and keeps a flood of junk cheap to refuse. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Card payments' own calls (the order calls live in the orders module). The test gateway's confirm
 * exists only under the test gateway and the webhook only under Stripe; otherwise they answer 404.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const gateway = app.payments;
  const demo = testGatewayOn(app.config);

  app.get(
    '/payments/config',
    {
      schema: {
        tags,
        summary: 'Which card gateway the browser talks to',
        description:
          "gateway 'stripe': load Stripe.js with publishable_key and confirm with the Payment Element. " +
          "gateway 'test' (the built-in default): publishable_key is null and the card goes to " +
          '/api/test-gateway/payment-intents/{id}/confirm; test_cards lists the cards it knows. ' +
          'demo: true while card payments go to the test gateway: they are simulated, nothing is ' +
          'charged, and the shop shows its demo notice; false under Stripe.',
        response: { 200: paymentsConfigResponse },
      },
    },
    async () => ({ data: paymentsConfig(gateway, demo) }),
  );

  if (gateway instanceof TestGateway) {
    app.post(
      '/test-gateway/payment-intents/:id/confirm',
      {
        schema: {
          tags,
          summary: 'Confirm a payment intent of the built-in test gateway with a card',
          description:
            'What Stripe.js does against Stripe, for the offline test gateway; no sign-in, the client secret ' +
            `proves the caller. Cards: ${TEST_CARDS.map((c) => `${c.number} ${c.outcome}`).join(', ')}; any other ` +
            'valid number is declined (status requires_payment_method, last_error "Your card was declined."). ' +
            'An invalid number (Luhn), month, year, an expired card or a bad CVC answer 422 with field errors. ' +
            'A wrong client secret answers 404; an intent already processing, succeeded or canceled 409. ' +
            'Processing turns succeeded after TEST_GATEWAY_PROCESSING_MS. The card number is never stored, ' +
            'logged or echoed: only its last four digits are kept. At most ' +
            `${CONFIRMS_PER_MEMBER} confirms per buyer (the member the intent was made for) in ` +
            `${CONFIRM_WINDOW_SECONDS / 60} minutes, counted once the secret is proven and before the card is ` +
            'applied; past that 429 with Retry-After (503 when the limit cannot be counted).',
          params: testGatewayIntentParams,
          body: testGatewayConfirmBody,
          response: {
            200: testGatewayConfirmResponse,
            404: errorResponse,
            409: errorResponse,
            422: errorResponse,
            429: errorResponse,
            503: errorResponse,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await confirmTestIntent(gateway, app.limiter, request.params.id, request.body) };
      },
    );
  }

  if (gateway instanceof StripeGateway) {
    // A plugin of its own: the raw-body parser below applies to the webhook only, so the signature
    // is checked over the exact bytes Stripe signed (JSON parsed and re-serialised would differ).
    const webhook: FastifyPluginAsyncZod = async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
        (_req, body, done) => done(null, body),
      );
      scope.post(
        '/payments/webhook',
        {
          bodyLimit: WEBHOOK_BODY_LIMIT,
          schema: {
            tags,
            summary: 'Stripe webhook endpoint',
            description:
              'The raw body is verified against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET; a missing ' +
              'or wrong signature answers 400. Each event id is recorded once: a replay answers ' +
              '{received: true, duplicate: true} and changes nothing. For payment_intent.* events the order ' +
              "module is told the intent's id and re-reads the intent from Stripe rather than trusting the " +
              "event's payload, so events arriving late or out of order cannot undo a newer state. When that " +
              'processing fails the answer is 503 and the event is not recorded, so Stripe delivers it again.',
            response: { 200: paymentWebhookResponse, 400: errorResponse, 503: errorResponse },
          },
        },
        async (request) => {
          const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const header = request.headers['stripe-signature'];
          const { duplicate } = await gateway.handleWebhook(
            raw,
            typeof header === 'string' ? header : undefined,
          );
          return duplicate
            ? { received: true as const, duplicate: true as const }
            : { received: true as const };
        },
      );
    };
    await app.register(webhook);
  }
};
