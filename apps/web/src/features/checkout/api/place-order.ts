import type { CreateOrderBody, Locale, OrderResult } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';

/**
 * POST /api/order: reports a card payment; the server reads the intent from the gateway. 201
 * succeeded with the order, 202 processing (ask again), 402 declined.
 */
export async function placeOrder(lang: Locale, body: CreateOrderBody): Promise<OrderResult> {
  const answer = await api.post<{ data: OrderResult }>('/api/order', body, { locale: lang });
  return answer.data;
}
