import type { DesignerOrder, Locale, Order } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, api } from '../../../shared/api/client.ts';
import { checkoutKeys } from './keys.ts';

/**
 * GET /api/order/{id}: one of the member's orders, with the QR transfer details while it waits.
 * A designer who did not buy the order gets the designer's view (ADR 0076), which is no buyer's
 * order: these pages treat it like any order that is not theirs, as not found.
 */
export const orderQuery = (lang: Locale, userId: number | string, id: string) =>
  queryOptions({
    queryKey: checkoutKeys.order(userId, id),
    queryFn: async ({ signal }): Promise<Order> => {
      const body = await api.get<{ data: Order | DesignerOrder }>(`/api/order/${encodeURIComponent(id)}`, {
        locale: lang,
        signal,
      });
      if ('view' in body.data) throw new ApiError(404, 'The order was not found.');
      return body.data;
    },
  });
