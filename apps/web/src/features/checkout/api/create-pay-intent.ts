import type { CreatePayIntentBody, Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';

/** What POST /api/create-pay-intent answers (contract: payIntentResult). */
export interface PayIntent {
  client_secret: string;
  payment_intent: string;
  checkout_id: number;
  amount: number;
  currency: string;
  expires_at: string;
}

/** POST /api/create-pay-intent: holds the logos for this buyer and opens a card payment. */
export async function createPayIntent(lang: Locale, body: CreatePayIntentBody): Promise<PayIntent> {
  const answer = await api.post<{ data: PayIntent }>('/api/create-pay-intent', body, { locale: lang });
  return answer.data;
}
