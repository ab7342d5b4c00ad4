import type { DownloadLinkAnswer, Locale, OrderKit } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../api/client.ts';

/** The brand kits of one order (ADR 0106); under 'orders', as the history's keys. */
export const orderKitsKey = (orderId: number, lang: string) => ['orders', 'kits', orderId, lang] as const;

/** While a kit is being made, its state is read again this often (ms). */
export const KIT_POLL_MS = 1500;

/** GET /api/order/{id}/kits: the brand kits of a paid order's logos (ADR 0106). */
export const orderKitsQuery = (lang: Locale, orderId: number) =>
  queryOptions({
    queryKey: orderKitsKey(orderId, lang),
    queryFn: ({ signal }) =>
      api
        .get<{ data: OrderKit[] }>(`/api/order/${orderId}/kits`, { locale: lang, signal })
        .then((r) => r.data),
    // Poll only while a kit is still being made; a ready or failed list stays as it is.
    refetchInterval: (query) =>
      query.state.data?.some((k) => k.status === 'pending' || k.status === 'building' || k.retrying)
        ? KIT_POLL_MS
        : false,
  });

/** GET /api/order/{id}/kit/{logo_id}/download: a short-lived link signed for the buyer. */
export async function fetchKitLink(
  lang: Locale,
  orderId: number,
  logoId: number,
): Promise<DownloadLinkAnswer> {
  const link = await api.get<{ data: DownloadLinkAnswer }>(`/api/order/${orderId}/kit/${logoId}/download`, {
    locale: lang,
  });
  return link.data;
}
