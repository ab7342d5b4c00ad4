import type { CreateQrOrderBody, Locale, Order } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';

/** POST /api/order-qa: a Vietnamese QR bank-transfer order, waiting for the transfer. */
export async function createQrOrder(lang: Locale, body: CreateQrOrderBody): Promise<Order> {
  const answer = await api.post<{ data: Order }>('/api/order-qa', body, { locale: lang });
  return answer.data;
}
