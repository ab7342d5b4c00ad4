import type { PriceSettingRow } from '@logoya/core/rules/money';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';

/** GET /api/price-setting: every price setting by key and language (the server's prices). */
export const priceSettingQuery = () =>
  queryOptions({
    queryKey: ['pages', 'price-setting'] as const,
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: PriceSettingRow[] }>('/api/price-setting', { signal });
      return body.data;
    },
    staleTime: 5 * 60_000,
    // The information pages that quote prices bring them (ADR 0072).
    initialData: () => pageAnswer<{ data: PriceSettingRow[] }>('/api/price-setting')?.data,
  });
