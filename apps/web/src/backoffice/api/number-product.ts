import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client.ts';

/** GET /api/number-product: how many logos are posted in the shop. */
export const numberProductQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'number-product'] as const,
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: { count: number } }>('/api/number-product', {
        signal,
        locale: 'ja',
      });
      return body.data.count;
    },
    staleTime: 60_000,
  });
