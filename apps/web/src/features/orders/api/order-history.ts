import type { Locale, OrderHistoryResponse } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { orderKeys } from './keys.ts';

/** GET /api/order-history: the member's orders, newest first, 25 a page; more with "Show more". */
export const orderHistoryQuery = (lang: Locale, userId: number | string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.history(userId, lang),
    queryFn: ({ pageParam, signal }) =>
      api.get<OrderHistoryResponse>('/api/order-history', {
        locale: lang,
        signal,
        query: { page: pageParam, limit: LIMITS.historyPageSize },
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.current_page < last.meta.last_page ? last.meta.current_page + 1 : undefined,
  });
