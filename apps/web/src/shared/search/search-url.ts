import { idsOf, isIdList, isSearchText, isSoldOut } from '@logoya/core/rules/search-params';

/**
 * The search conditions of SPEC §3 as they live in the /{lang}/search URL, so that a search can be
 * bookmarked and shared. Shared by the catalogue (results, sidebar) and the search box.
 */
export const SEARCH_PATH = '/search';

/** The category filters of the left sidebar; each holds several ids (OR within, AND across). */
export const FILTER_FIELDS = ['industry_id', 'alphabet_id', 'color_id', 'taste_id'] as const;
export type FilterField = (typeof FILTER_FIELDS)[number];

export interface SearchConditions {
  /** A keyword tag, chosen from a logo's keywords. */
  keyword: string;
  /** Free text the visitor typed. */
  u_keyword: string;
  industry_id: number[];
  alphabet_id: number[];
  color_id: number[];
  taste_id: number[];
  /** sold_out=0: hide sold and negotiating logos. */
  hideSoldOut: boolean;
}

export const NO_CONDITIONS: SearchConditions = Object.freeze({
  keyword: '',
  u_keyword: '',
  industry_id: [],
  alphabet_id: [],
  color_id: [],
  taste_id: [],
  hideSoldOut: false,
});

const CONDITION_PARAMS = ['keyword', 'u_keyword', ...FILTER_FIELDS, 'sold_out'] as const;

export type ParsedSearch = { valid: true; conditions: SearchConditions } | { valid: false };

function uniqueSorted(ids: number[] | undefined): number[] {
  return [...new Set(ids ?? [])].sort((a, b) => a - b);
}

/** The conditions of a URL; `valid: false` when a value has a format the API would refuse. */
export function parseSearch(params: URLSearchParams): ParsedSearch {
  const raw: Record<string, string> = {};
  for (const name of CONDITION_PARAMS) {
    const value = params.get(name);
    // An empty value is an absent condition (a form may send "u_keyword=").
    if (value !== null && value.trim() !== '') raw[name] = value;
  }
  // The same formats as GET /api/search/logo (rules/search-params.ts, which its contract uses), so
  // a URL that passes here passes there too; checked without zod to keep it out of the first bundle.
  if (raw.keyword !== undefined && !isSearchText(raw.keyword)) return { valid: false };
  if (raw.u_keyword !== undefined && !isSearchText(raw.u_keyword)) return { valid: false };
  if (raw.sold_out !== undefined && !isSoldOut(raw.sold_out)) return { valid: false };
  const ids = (field: FilterField): number[] | null => {
    const value = raw[field];
    if (value === undefined) return [];
    return isIdList(value) ? idsOf(value) : null;
  };
  const [industry, alphabet, color, taste] = FILTER_FIELDS.map(ids);
  if (!industry || !alphabet || !color || !taste) return { valid: false };
  return {
    valid: true,
    conditions: {
      keyword: raw.keyword?.trim() ?? '',
      u_keyword: raw.u_keyword?.trim() ?? '',
      // The API reads 0 as All; the URL keeps only real ids.
      industry_id: uniqueSorted(industry),
      alphabet_id: uniqueSorted(alphabet),
      color_id: uniqueSorted(color),
      taste_id: uniqueSorted(taste),
      hideSoldOut: raw.sold_out === '0',
    },
  };
}

/**
 * The query string of conditions and a page, in a stable order, with readable id lists
 * ("industry_id=1,3" rather than "1%2C3"). Empty conditions give ''.
 */
export function searchQueryString(conditions: SearchConditions, page = 1): string {
  const parts: string[] = [];
  if (conditions.keyword) parts.push(`keyword=${encodeURIComponent(conditions.keyword)}`);
  if (conditions.u_keyword) parts.push(`u_keyword=${encodeURIComponent(conditions.u_keyword)}`);
  for (const field of FILTER_FIELDS) {
    const ids = uniqueSorted(conditions[field]).filter((id) => id > 0);
    if (ids.length > 0) parts.push(`${field}=${ids.join(',')}`);
  }
  if (conditions.hideSoldOut) parts.push('sold_out=0');
  if (page > 1) parts.push(`page=${page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function hasConditions(conditions: SearchConditions): boolean {
  return searchQueryString(conditions) !== '';
}

export function hasFilters(conditions: SearchConditions): boolean {
  return FILTER_FIELDS.some((field) => conditions[field].length > 0);
}

/**
 * A new text search: the typed text replaces the previous words (text and keyword tag); the
 * sidebar filters and the sold-out choice stay.
 */
export function withText(conditions: SearchConditions, text: string): SearchConditions {
  return { ...conditions, keyword: '', u_keyword: text.trim() };
}

/** Adds or removes one id of a filter; id 0 (All) clears the filter. */
export function toggleId(
  conditions: SearchConditions,
  field: FilterField,
  id: number,
  on: boolean,
): SearchConditions {
  if (id === 0) return { ...conditions, [field]: [] };
  const rest = conditions[field].filter((existing) => existing !== id);
  return { ...conditions, [field]: on ? uniqueSorted([...rest, id]) : rest };
}

export function withIds(conditions: SearchConditions, field: FilterField, ids: number[]): SearchConditions {
  return { ...conditions, [field]: uniqueSorted(ids.filter((id) => id > 0)) };
}

/** Clears the sidebar filters; the words and the sold-out choice stay. */
export function withoutFilters(conditions: SearchConditions): SearchConditions {
  return { ...conditions, industry_id: [], alphabet_id: [], color_id: [], taste_id: [] };
}

/** Whether every id of `all` is selected (an empty `all` is never fully selected). */
export function selectsAll(selected: number[], all: number[]): boolean {
  if (all.length === 0) return false;
  const chosen = new Set(selected);
  return all.every((id) => chosen.has(id));
}

/** The filter fields holding an id that is not among the known options. */
export function unknownFilterFields(
  conditions: SearchConditions,
  known: Record<FilterField, number[]>,
): FilterField[] {
  return FILTER_FIELDS.filter((field) => {
    const ids = new Set(known[field]);
    return conditions[field].some((id) => !ids.has(id));
  });
}
