import type { SellerDetails } from '@logoya/core/contracts/seller';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';

/** GET /api/seller: the seller's details from the server's SELLER_* settings (ADR 0059). */
export const sellerQuery = () =>
  queryOptions({
    queryKey: ['pages', 'seller'] as const,
    queryFn: async ({ signal }) => (await api.get<{ data: SellerDetails }>('/api/seller', { signal })).data,
    staleTime: 5 * 60_000,
    // The information pages bring it (ADR 0072), so their text never shows "Loading…" first.
    initialData: () => pageAnswer<{ data: SellerDetails }>('/api/seller')?.data,
  });
