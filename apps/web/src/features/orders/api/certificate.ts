import type { Locale } from '@logoya/core';
import { type ApiFile, apiFile } from '../../../shared/api/transfer.ts';

/** GET /api/order/{id}/logo/{logo_id}/certificate: a bought logo's exclusivity certificate (PDF). */
export function fetchCertificate(lang: Locale, orderId: number, logoId: number): Promise<ApiFile> {
  return apiFile(`/api/order/${orderId}/logo/${logoId}/certificate`, { locale: lang });
}
