import { msg, type PaymentsConfig, type TestGatewayConfirmResult } from '@logoya/core';
import { type Limiter, reserveOr429 } from '../../platform/limits/limits.ts';
import { TEST_CARDS, type TestGateway } from '../../platform/payments/index.ts';
import type { PaymentGateway, PaymentIntent } from '../../platform/payments/types.ts';

/** The payment surface's rules are the gateway's; this maps them to the API's shapes. */

/** `demo`: card payments go to the test gateway, so the shop shows its demo notice (ADR 0079). */
export function paymentsConfig(gateway: PaymentGateway, demo: boolean): PaymentsConfig {
  return {
    gateway: gateway.kind,
    publishable_key: gateway.publishableKey,
    demo,
    ...(gateway.kind === 'test' ? { test_cards: TEST_CARDS.map((c) => ({ ...c })) } : {}),
  };
}

/**
 * Test-gateway confirms per member (the intent's buyer) in a window (issue 22; ADR 0024, 0041).
 * A confirm whose card pays (succeeded or processing) gives its attempt back: the limit stops card
 * testing, many failing cards, and never a member who buys many times.
 */
export const CONFIRMS_PER_MEMBER = 20;
export const CONFIRM_WINDOW_SECONDS = 15 * 60;

/**
 * Reserves one confirm for the intent's buyer before the card is applied: 429 `too_many_attempts`
 * with Retry-After past the limit, 503 when the limiter cannot count. The gateway gives the attempt
 * back when the card pays. An intent made without a
 * buyer (tests) is counted on its own.
 */
function reserveConfirm(limiter: Limiter, intent: PaymentIntent) {
  const buyer = intent.metadata.user_id;
  const key = buyer ? `test-gateway-confirm:user:${buyer}` : `test-gateway-confirm:intent:${intent.id}`;
  return reserveOr429(
    limiter,
    [{ key, limit: { max: CONFIRMS_PER_MEMBER, windowSeconds: CONFIRM_WINDOW_SECONDS } }],
    msg('too_many_attempts'),
  );
}

/** The test gateway's stand-in for Stripe.js confirming a card payment in the browser. */
export async function confirmTestIntent(
  gateway: TestGateway,
  limiter: Limiter,
  intentId: string,
  body: { client_secret: string; card_number: string; exp_month: number; exp_year: number; cvc: string },
): Promise<TestGatewayConfirmResult> {
  const intent = await gateway.confirm(
    intentId,
    body.client_secret,
    { number: body.card_number, expMonth: body.exp_month, expYear: body.exp_year, cvc: body.cvc },
    (found) => reserveConfirm(limiter, found),
  );
  return { id: intent.id, status: intent.status, last_error: intent.lastError };
}
