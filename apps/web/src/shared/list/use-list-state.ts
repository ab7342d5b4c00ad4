import { useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import {
  ariaSortOf,
  type ListApiQuery,
  type ListOptions,
  type ListState,
  listApiQuery,
  listHref,
  pageAfterAnswer,
  readListState,
  type SortValue,
  withFilter,
  withNextSort,
  withPage,
  withPerPage,
  withSearch,
  withSort,
} from './list-url.ts';

export interface ListController<F extends string = string> {
  state: ListState<F>;
  options: ListOptions<F>;
  /** The parameters for the list's staff call (a query key part too). */
  query: ListApiQuery;
  /** The URL of the list as it is now (edit screens come back to it). */
  href: string;
  hrefFor: (page: number) => string;
  setPage: (page: number) => void;
  setPerPage: (size: number) => void;
  setSearch: (text: string) => void;
  setFilter: (name: string, value: string) => void;
  /** Several filters in one move (a filter form's submit); empty values remove theirs. */
  setFilters: (values: Record<string, string>) => void;
  /** A click on a column header: ASC, DESC, none. */
  toggleSort: (field: string) => void;
  setSort: (sort: { field: string; value: SortValue } | null) => void;
  ariaSort: (field: string) => 'ascending' | 'descending' | 'none' | undefined;
}

/**
 * The list's state from the URL and the moves that change it (each one a navigation, so the
 * browser's back button and shared links work). `options` should be a constant.
 */
export function useListState<F extends string>(options: ListOptions<F>): ListController<F> {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const state = useMemo(() => readListState(pathname, params, options), [pathname, params, options]);

  // A new page starts at the top; a new order, size, search or filter keeps the scroll.
  const go = useCallback(
    (next: ListState<F>, keepScroll = true) => {
      void navigate(listHref(next), { preventScrollReset: keepScroll });
    },
    [navigate],
  );

  return useMemo(
    () => ({
      state,
      options,
      query: listApiQuery(state),
      href: listHref(state),
      hrefFor: (page: number) => listHref(withPage(state, page)),
      setPage: (page: number) => go(withPage(state, page), false),
      setPerPage: (size: number) => go(withPerPage(state, size)),
      setSearch: (text: string) => go(withSearch(state, text)),
      setFilter: (name: string, value: string) => go(withFilter(state, name, value)),
      setFilters: (values: Record<string, string>) =>
        go(Object.entries(values).reduce((next, [name, value]) => withFilter(next, name, value), state)),
      toggleSort: (field: string) => go(withNextSort(state, field, options)),
      setSort: (sort: { field: string; value: SortValue } | null) => go(withSort(state, sort, options)),
      ariaSort: (field: string) => ariaSortOf(state, field, options),
    }),
    [state, options, go],
  );
}

/**
 * After an answer for a page past the last (its rows were deleted meanwhile), goes to the last
 * page, replacing the history entry.
 */
export function useFollowLastPage(
  list: ListController,
  meta: { current_page: number; last_page: number } | undefined,
): void {
  const navigate = useNavigate();
  const target = meta && meta.current_page === list.state.page ? pageAfterAnswer(meta) : null;
  const href = target === null ? null : list.hrefFor(target);
  useEffect(() => {
    if (href) void navigate(href, { replace: true });
  }, [href, navigate]);
}
