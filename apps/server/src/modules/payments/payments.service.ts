import type { PaymentsConfig, TestGatewayConfirmResult } from '@logoya/core';
import { TEST_CARDS, type TestGateway } from '../../platform/payments/index.ts';
import type { PaymentGateway } from '../../platform/payments/types.ts';

/** The payment surface's rules are the gateway's; this maps them to the API's shapes. */

export function paymentsConfig(gateway: PaymentGateway): PaymentsConfig {
  return {
    gateway: gateway.kind,
    publishable_key: gateway.publishableKey,
    ...(gateway.kind === 'test' ? { test_cards: TEST_CARDS.map((c) => ({ ...c })) } : {}),
  };
}

/** The test gateway's stand-in for Stripe.js confirming a card payment in the browser. */
export async function confirmTestIntent(
  gateway: TestGateway,
  intentId: string,
  body: { client_secret: string; card_number: string; exp_month: number; exp_year: number; cvc: string },
): Promise<TestGatewayConfirmResult> {
  const intent = await gateway.confirm(intentId, body.client_secret, {
    number: body.card_number,
    expMonth: body.exp_month,
    expYear: body.exp_year,
    cvc: body.cvc,
  });
  return { id: intent.id, status: intent.status, last_error: intent.lastError };
}
