import type { Locale, LogoCardPage } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { catalogKeys } from './keys.ts';

/** The search conditions a URL may carry (SPEC §3 search conditions). */
export const SEARCH_PARAMS = [
  'keyword',
  'u_keyword',
  'industry_id',
  'alphabet_id',
  'color_id',
  'taste_id',
  'sold_out',
] as const;

/** The URL's search conditions, in a stable order, for the API and the query key. */
export function searchConditions(params: URLSearchParams): URLSearchParams {
  const conditions = new URLSearchParams();
  for (const name of SEARCH_PARAMS) {
    const value = params.get(name);
    if (value) conditions.set(name, value);
  }
  return conditions;
}

/** GET /api/search/logo: logos matching the conditions, 100 per page. */
export const searchLogosQuery = (lang: Locale, conditions: URLSearchParams, page: number) => {
  const query = new URLSearchParams(conditions);
  query.set('limit', String(LIMITS.searchPageSize));
  query.set('page', String(page));
  return queryOptions({
    queryKey: catalogKeys.search(lang, query.toString()),
    queryFn: ({ signal }) => api.get<LogoCardPage>('/api/search/logo', { locale: lang, query, signal }),
  });
};
