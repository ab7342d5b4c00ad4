import { LIMITS } from '@logoya/core/constants';

/**
 * The state of a list as it lives in the URL (SPEC §2, §9): the page in the path
 * (`{listPath}/page/{n}`), and search_text, per_page, sort_field and sort_value (plus a list's own
 * filters) in the query. Pure functions, so the rules are unit-tested and every list reads and
 * writes its URL the same way. Page 1 is the bare list path: one URL per state.
 */

export const PAGE_SIZES = LIMITS.listPageSizes;
export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = LIMITS.listDefaultPageSize as PageSize;

export type SortValue = 'asc' | 'desc';

/** The server refuses longer search texts (staff-list.ts); the URL never carries one. */
const MAX_SEARCH_LENGTH = 100;
/** Pages are written as plain numbers well inside the server's range. */
const PAGE_PATTERN = /^[1-9]\d{0,8}$/;
const PAGE_SEGMENT = /^(.*?)\/page\/([^/]*)\/?$/;

export interface ListState<F extends string = string> {
  /** The list's own path, without `/page/{n}`: e.g. "/admin/orders". */
  base: string;
  page: number;
  perPage: PageSize;
  searchText: string;
  sort: { field: F; value: SortValue } | null;
  /** The list's own filters (e.g. users' role), by name; empty values are absent. */
  filters: Record<string, string>;
}

export interface ListOptions<F extends string = string> {
  /** The columns the server may sort by; any other sort_field in a URL is ignored. */
  sortable: readonly F[];
  /** Query parameters of the list's own filters, kept in links and sent to the API. */
  filters?: readonly string[];
}

/** The query a list sends to its staff call (the common list parameters, staff-list.ts). */
export interface ListApiQuery {
  page: number;
  per_page: number;
  search_text?: string;
  sort_field?: string;
  sort_value?: SortValue;
  [filter: string]: string | number | undefined;
}

export function isPageSize(value: number): value is PageSize {
  return (PAGE_SIZES as readonly number[]).includes(value);
}

/** The list path and page of a pathname: "/admin/orders/page/3" is ("/admin/orders", 3). */
export function splitListPath(pathname: string): { base: string; page: number } {
  const match = PAGE_SEGMENT.exec(pathname);
  const base = (match ? match[1] : pathname)?.replace(/\/+$/, '') || '/';
  const raw = match?.[2] ?? '';
  return { base, page: PAGE_PATTERN.test(raw) ? Number(raw) : 1 };
}

/** Reads a list's state from its URL; anything malformed reads as the default. */
export function readListState<F extends string>(
  pathname: string,
  params: URLSearchParams,
  options: ListOptions<F>,
): ListState<F> {
  const { base, page } = splitListPath(pathname);
  const size = Number(params.get('per_page'));
  const field = params.get('sort_field');
  const value = params.get('sort_value')?.toLowerCase();
  const sortable = field !== null && (options.sortable as readonly string[]).includes(field);
  const filters: Record<string, string> = {};
  for (const name of options.filters ?? []) {
    const filter = params.get(name)?.trim();
    if (filter) filters[name] = filter;
  }
  return {
    base,
    page,
    perPage: isPageSize(size) ? size : DEFAULT_PAGE_SIZE,
    searchText: (params.get('search_text') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sort: sortable && (value === 'asc' || value === 'desc') ? { field: field as F, value } : null,
    filters,
  };
}

/** The URL of a state: `{base}/page/{n}` (page 1 is the bare base) and its query, in a fixed order. */
export function listHref(state: ListState): string {
  const params = new URLSearchParams();
  if (state.searchText) params.set('search_text', state.searchText);
  if (state.perPage !== DEFAULT_PAGE_SIZE) params.set('per_page', String(state.perPage));
  if (state.sort) {
    params.set('sort_field', state.sort.field);
    params.set('sort_value', state.sort.value);
  }
  for (const [name, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) {
    if (value) params.set(name, value);
  }
  const path = state.page > 1 ? `${state.base === '/' ? '' : state.base}/page/${state.page}` : state.base;
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function withPage<F extends string>(state: ListState<F>, page: number): ListState<F> {
  return { ...state, page: Math.max(1, Math.floor(page) || 1) };
}

/** Another page size: back to page 1 (SPEC §9). Sizes the lists do not offer are ignored. */
export function withPerPage<F extends string>(state: ListState<F>, perPage: number): ListState<F> {
  if (!isPageSize(perPage)) return state;
  return { ...state, perPage, page: 1 };
}

/** A new search: back to page 1. */
export function withSearch<F extends string>(state: ListState<F>, text: string): ListState<F> {
  return { ...state, searchText: text.trim().slice(0, MAX_SEARCH_LENGTH), page: 1 };
}

/** A list filter changed (empty removes it): back to page 1. */
export function withFilter<F extends string>(state: ListState<F>, name: string, value: string): ListState<F> {
  const filters = { ...state.filters };
  if (value.trim()) filters[name] = value.trim();
  else delete filters[name];
  return { ...state, filters, page: 1 };
}

/**
 * The sort after a click on a column's header: ASC, then DESC, then none (SPEC §2). Another
 * column starts again at ASC; a column that is not sortable changes nothing. The rows are in a
 * new order, so the list goes back to page 1.
 */
export function withNextSort<F extends string>(
  state: ListState<F>,
  field: string,
  options: ListOptions<F>,
): ListState<F> {
  if (!(options.sortable as readonly string[]).includes(field)) return state;
  const current = state.sort?.field === field ? state.sort.value : null;
  const sort =
    current === null
      ? { field: field as F, value: 'asc' as const }
      : current === 'asc'
        ? { field: field as F, value: 'desc' as const }
        : null;
  return { ...state, sort, page: 1 };
}

/** A chosen sort (the phones' sort select): a column that is not sortable is no sort. Page 1. */
export function withSort<F extends string>(
  state: ListState<F>,
  sort: { field: string; value: SortValue } | null,
  options: ListOptions<F>,
): ListState<F> {
  const valid = sort && (options.sortable as readonly string[]).includes(sort.field);
  return { ...state, sort: valid ? { field: sort.field as F, value: sort.value } : null, page: 1 };
}

/** A column's aria-sort: ascending, descending or none; undefined for a column that cannot sort. */
export function ariaSortOf(
  state: ListState,
  field: string,
  options: ListOptions,
): 'ascending' | 'descending' | 'none' | undefined {
  if (!options.sortable.includes(field)) return undefined;
  if (state.sort?.field !== field) return 'none';
  return state.sort.value === 'asc' ? 'ascending' : 'descending';
}

/** The parameters of the list's staff call for a state. */
export function listApiQuery(state: ListState): ListApiQuery {
  const query: ListApiQuery = { page: state.page, per_page: state.perPage };
  if (state.searchText) query.search_text = state.searchText;
  if (state.sort) {
    query.sort_field = state.sort.field;
    query.sort_value = state.sort.value;
  }
  for (const [name, value] of Object.entries(state.filters)) query[name] = value;
  return query;
}

/**
 * Where to go after an answer: a page past the last (its rows were deleted meanwhile) goes to
 * the last page; null when the page is fine.
 */
export function pageAfterAnswer(meta: { current_page: number; last_page: number }): number | null {
  const last = Math.max(1, meta.last_page);
  return meta.current_page > last ? last : null;
}

/** The page typed in the go-to-page box, kept within 1..last; null when it is not a number. */
export function goToPageOf(text: string, last: number): number | null {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isFinite(value)) return null;
  return Math.min(Math.max(1, Math.trunc(value)), Math.max(1, last));
}
