import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/number-product: how many logos are posted (shown in the header). */
export const numberProductQuery = () =>
  queryOptions({
    queryKey: catalogKeys.numberProduct(),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: { count: number } }>('/api/number-product', { signal });
      return body.data.count;
    },
    staleTime: 5 * 60_000,
    // Pages with first answers bring it, so the header does not grow a line under the cards.
    initialData: () => pageAnswer<{ data: { count: number } }>('/api/number-product')?.data.count,
  });
