import type { CheckoutSummary, Locale } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { checkoutKeys } from './keys.ts';

/** GET /api/checkout/summary?items=3,5: the chosen lines priced by the server, tax, total, methods. */
export const checkoutSummaryQuery = (lang: Locale, userId: number | string, ids: readonly number[]) =>
  queryOptions({
    queryKey: checkoutKeys.summary(userId, lang, ids),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: CheckoutSummary }>('/api/checkout/summary', {
        locale: lang,
        signal,
        query: { items: ids.join(',') },
      });
      return body.data;
    },
    // The final confirmation shows what the server says now.
    staleTime: 0,
  });
