import type { Locale } from '@logoya/core';
import { type ApiFile, api } from '../../../shared/api/client.ts';

/** What GET /api/order/download-logo/{id} answers (contract: downloadLink). */
interface DownloadLink {
  url: string;
  expires_at: string;
  file_name: string;
}

/**
 * A bought logo's delivery files: GET /api/order/download-logo/{id}?logo_id=N answers a signed,
 * short-lived link that only the buyer may use; the link is then fetched with the same token.
 */
export async function fetchLogoFiles(lang: Locale, orderId: number, logoId: number): Promise<ApiFile> {
  const link = await api.get<{ data: DownloadLink }>(`/api/order/download-logo/${orderId}`, {
    locale: lang,
    query: { logo_id: logoId },
  });
  const file = await api.file(link.data.url, { locale: lang });
  return { blob: file.blob, fileName: link.data.file_name || file.fileName };
}
