import type { Locale } from '@logoya/core';
import type { TestGatewayConfirmBody, TestGatewayConfirmResult } from '@logoya/core/contracts/payments';
import { api } from '../../../shared/api/client.ts';

/**
 * POST /api/test-gateway/payment-intents/{id}/confirm: the built-in test gateway charges the card,
 * as Stripe.js would. An invalid card answers 422 with field errors.
 */
export async function confirmTestCard(
  lang: Locale,
  paymentIntent: string,
  body: TestGatewayConfirmBody,
): Promise<TestGatewayConfirmResult> {
  const answer = await api.post<{ data: TestGatewayConfirmResult }>(
    `/api/test-gateway/payment-intents/${encodeURIComponent(paymentIntent)}/confirm`,
    body,
    { locale: lang },
  );
  return answer.data;
}
