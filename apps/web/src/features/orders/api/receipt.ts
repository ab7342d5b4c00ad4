import type { Locale } from '@logoya/core';
import { type ApiFile, apiFile } from '../../../shared/api/transfer.ts';

/** GET /api/order/receipt/{id}: the invoice PDF of a paid order, fetched with the session cookie. */
export function fetchReceipt(lang: Locale, orderId: number): Promise<ApiFile> {
  return apiFile(`/api/order/receipt/${orderId}`, { locale: lang });
}
