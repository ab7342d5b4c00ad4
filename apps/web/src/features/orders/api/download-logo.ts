import type { Locale } from '@logoya/core';
import { api } from '../../../shared/api/client.ts';

/** What GET /api/order/download-logo/{id} answers (contract: downloadLink). */
export interface DownloadLink {
  url: string;
  expires_at: string;
  file_name: string;
}

/**
 * A bought logo's delivery files: GET /api/order/download-logo/{id}?logo_id=N answers a signed,
 * short-lived link that only the buyer may use. The browser then opens it as a plain download:
 * the session cookie goes with it, and the zip streams to disk instead of through page memory.
 */
export async function fetchLogoLink(lang: Locale, orderId: number, logoId: number): Promise<DownloadLink> {
  const link = await api.get<{ data: DownloadLink }>(`/api/order/download-logo/${orderId}`, {
    locale: lang,
    query: { logo_id: logoId },
  });
  return link.data;
}
