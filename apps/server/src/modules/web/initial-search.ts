import type { SearchOptions } from '@logoya/core';
import { LIMITS } from '@logoya/core/constants';
import { idsOf, isIdList, isSearchText, isSoldOut } from '@logoya/core/rules/search-params';

/**
 * The API call the shop's search page makes for its URL, worked out on the server so the page can
 * carry the answer (initial-data.ts). It must give the very URL the browser asks for: it follows
 * `parseSearch` (apps/web/src/shared/search/search-url.ts), `useSearchState`
 * (features/catalog/hooks/use-search.ts) and `searchApiQuery` (features/catalog/api/search-logos.ts).
 * Should they part, the page still works: the browser finds no answer for its URL and asks the API,
 * and e2e/first-load/first-cards.spec.ts fails.
 */

const FILTER_FIELDS = ['industry_id', 'alphabet_id', 'color_id', 'taste_id'] as const;
type FilterField = (typeof FILTER_FIELDS)[number];

export interface SearchConditions {
  keyword: string;
  u_keyword: string;
  filters: Record<FilterField, number[]>;
  hideSoldOut: boolean;
}

const uniqueSorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

/** The page's conditions, or null where the app shows its "bad link" message without a call. */
export function parseSearchPage(params: URLSearchParams): SearchConditions | null {
  const raw: Record<string, string> = {};
  for (const name of ['keyword', 'u_keyword', ...FILTER_FIELDS, 'sold_out']) {
    const value = params.get(name);
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  if (raw.keyword !== undefined && !isSearchText(raw.keyword)) return null;
  if (raw.u_keyword !== undefined && !isSearchText(raw.u_keyword)) return null;
  if (raw.sold_out !== undefined && !isSoldOut(raw.sold_out)) return null;
  const filters = {} as Record<FilterField, number[]>;
  for (const field of FILTER_FIELDS) {
    const value = raw[field];
    if (value !== undefined && !isIdList(value)) return null;
    filters[field] = value === undefined ? [] : uniqueSorted(idsOf(value));
  }
  return {
    keyword: raw.keyword?.trim() ?? '',
    u_keyword: raw.u_keyword?.trim() ?? '',
    filters,
    hideSoldOut: raw.sold_out === '0',
  };
}

export const hasFilters = (conditions: SearchConditions) =>
  FILTER_FIELDS.some((field) => conditions.filters[field].length > 0);

/** `?page=`: 1 when missing or not a whole number of at least 1 (use-page-param.ts). */
export function pageParamOf(params: URLSearchParams): number {
  const raw = Number(params.get('page'));
  return Number.isInteger(raw) && raw >= 1 ? raw : 1;
}

function filterIds(options: SearchOptions): Record<FilterField, number[]> {
  const ids = (list: { id: number }[]) => list.map((o) => o.id).filter((id) => id > 0);
  return {
    industry_id: ids(options.industries),
    alphabet_id: ids(options.alphabets),
    color_id: ids(options.colors),
    taste_id: ids(options.tastes),
  };
}

/**
 * The query of GET /api/search/logo for the conditions and page, in the browser's order; null
 * when a filter holds an id that is no option (the app shows its message and asks nothing).
 * `options` is needed only when there are filters.
 */
export function searchApiParams(
  conditions: SearchConditions,
  page: number,
  options: SearchOptions | null,
  /** The order's moment for the pages after the first (asOfOf; ADR 0093). */
  asOf?: number,
): URLSearchParams | null {
  let allLetters: number[] = [];
  if (hasFilters(conditions)) {
    if (!options) return null;
    const known = filterIds(options);
    for (const field of FILTER_FIELDS) {
      const ids = new Set(known[field]);
      if (conditions.filters[field].some((id) => !ids.has(id))) return null;
    }
    allLetters = known.alphabet_id;
  }
  const query = new URLSearchParams();
  if (conditions.keyword) query.set('keyword', conditions.keyword);
  if (conditions.u_keyword) query.set('u_keyword', conditions.u_keyword);
  for (const field of FILTER_FIELDS) {
    const ids = conditions.filters[field];
    if (ids.length === 0) continue;
    // Every letter chosen means the same as none: that selection is not sent.
    if (field === 'alphabet_id' && allLetters.length > 0 && allLetters.every((id) => ids.includes(id)))
      continue;
    query.set(field, ids.join(','));
  }
  if (conditions.hideSoldOut) query.set('sold_out', '0');
  query.set('limit', String(LIMITS.searchPageSize));
  query.set('page', String(page));
  if (asOf !== undefined) query.set('as_of', String(asOf));
  return query;
}
