import type { Locale, LogoCardPage } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';
import { catalogKeys } from './keys.ts';

/**
 * GET /api/all-logo: one page of public logo cards (100 per page), in the order fixed at `asOf`
 * (meta.as_of of the first page) for the pages after it.
 */
export const allLogosQuery = (lang: Locale, page: number, asOf?: number) => {
  const query = { per_page: LIMITS.publicPageSize, page, ...(asOf === undefined ? {} : { as_of: asOf }) };
  const call = { locale: lang, query };
  return queryOptions({
    queryKey: catalogKeys.allLogos(lang, page, asOf),
    queryFn: ({ signal }) => api.get<LogoCardPage>('/api/all-logo', { ...call, signal }),
    // The first page's cards come with the page itself (no second round trip).
    initialData: () => pageAnswer<LogoCardPage>('/api/all-logo', call),
  });
};
