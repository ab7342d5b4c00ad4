import type { Locale } from '@logoya/core';
import { type ApiFile, api } from '../../../shared/api/client.ts';

/** GET /api/order/receipt/{id}: the invoice PDF of a paid order, fetched with the session cookie. */
export function fetchReceipt(lang: Locale, orderId: number): Promise<ApiFile> {
  return api.file(`/api/order/receipt/${orderId}`, { locale: lang });
}
