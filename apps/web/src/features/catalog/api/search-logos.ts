import type { Locale, LogoCardPage } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';
import { FILTER_FIELDS, type SearchConditions, selectsAll } from '../../../shared/search/search-url.ts';
import { catalogKeys } from './keys.ts';

/**
 * The API query of some conditions. Every letter selected means the same as no letter chosen, so
 * that selection is not sent: logos without a letter still match, as they do with none selected.
 */
export function searchApiQuery(
  conditions: SearchConditions,
  page: number,
  allLetters: number[] = [],
  /** The order's moment for the pages after the first (ADR 0093). */
  asOf?: number,
): URLSearchParams {
  const query = new URLSearchParams();
  if (conditions.keyword) query.set('keyword', conditions.keyword);
  if (conditions.u_keyword) query.set('u_keyword', conditions.u_keyword);
  for (const field of FILTER_FIELDS) {
    const ids = conditions[field];
    if (ids.length === 0) continue;
    if (field === 'alphabet_id' && selectsAll(ids, allLetters)) continue;
    query.set(field, ids.join(','));
  }
  if (conditions.hideSoldOut) query.set('sold_out', '0');
  query.set('limit', String(LIMITS.searchPageSize));
  query.set('page', String(page));
  if (asOf !== undefined) query.set('as_of', String(asOf));
  return query;
}

/** GET /api/search/logo: logos matching the conditions, 100 per page. */
export const searchLogosQuery = (lang: Locale, query: URLSearchParams) =>
  queryOptions({
    queryKey: catalogKeys.search(lang, query.toString()),
    queryFn: ({ signal }) => api.get<LogoCardPage>('/api/search/logo', { locale: lang, query, signal }),
    // The first page's results come with the page itself (no second round trip).
    initialData: () => pageAnswer<LogoCardPage>('/api/search/logo', { locale: lang, query }),
  });
