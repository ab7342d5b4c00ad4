import type { Locale, LogoCardPage } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/all-logo: one page of public logo cards (100 per page). */
export const allLogosQuery = (lang: Locale, page: number) => {
  const call = { locale: lang, query: { per_page: LIMITS.publicPageSize, page } };
  return queryOptions({
    queryKey: catalogKeys.allLogos(lang, page),
    queryFn: ({ signal }) => api.get<LogoCardPage>('/api/all-logo', { ...call, signal }),
    // The first page's cards come with the page itself (no second round trip).
    initialData: () => pageAnswer<LogoCardPage>('/api/all-logo', call),
  });
};
