import type { PaymentsConfig } from '@logoya/core/contracts/payments';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { checkoutKeys } from './keys.ts';

/** GET /api/payments/config: the card gateway (built-in test gateway or Stripe) and its key. */
export const paymentsConfigQuery = () =>
  queryOptions({
    queryKey: checkoutKeys.config(),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: PaymentsConfig }>('/api/payments/config', { signal });
      return body.data;
    },
    staleTime: 10 * 60_000,
  });
