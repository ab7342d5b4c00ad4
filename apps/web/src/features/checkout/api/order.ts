import type { Locale, Order } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { checkoutKeys } from './keys.ts';

/** GET /api/order/{id}: one of the member's orders, with the QR transfer details while it waits. */
export const orderQuery = (lang: Locale, userId: number | string, id: string) =>
  queryOptions({
    queryKey: checkoutKeys.order(userId, id),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: Order }>(`/api/order/${encodeURIComponent(id)}`, {
        locale: lang,
        signal,
      });
      return body.data;
    },
  });
