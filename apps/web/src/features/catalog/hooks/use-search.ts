import type { SearchOptions } from '@logoya/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLang } from '../../../shared/i18n/locale.ts';
import {
  hasFilters,
  parseSearch,
  type SearchConditions,
  unknownFilterFields,
} from '../../../shared/search/search-url.ts';
import { useSearchHref } from '../../../shared/search/use-search-url.ts';
import { searchApiQuery, searchLogosQuery } from '../api/search-logos.ts';
import { filterIds, searchOptionsQuery } from '../api/search-options.ts';
import { usePageParam } from './use-page-param.ts';

export type SearchState =
  /** A value the API would refuse, or an id that is not a known option. */
  | { status: 'invalid' }
  /** Ids to check against the options, which are still loading. */
  | { status: 'checking'; conditions: SearchConditions }
  | { status: 'ready'; conditions: SearchConditions; apiQuery: URLSearchParams };

function stateOf(
  params: URLSearchParams,
  { page, asOf }: { page: number; asOf: number | undefined },
  options: SearchOptions | undefined,
  optionsFailed: boolean,
): SearchState {
  const parsed = parseSearch(params);
  if (!parsed.valid) return { status: 'invalid' };
  const { conditions } = parsed;
  if (!hasFilters(conditions))
    return { status: 'ready', conditions, apiQuery: searchApiQuery(conditions, page, [], asOf) };
  // Without the options the ids cannot be checked here; the API still checks them.
  if (!options) {
    return optionsFailed
      ? { status: 'ready', conditions, apiQuery: searchApiQuery(conditions, page, [], asOf) }
      : { status: 'checking', conditions };
  }
  const known = filterIds(options);
  if (unknownFilterFields(conditions, known).length > 0) return { status: 'invalid' };
  return { status: 'ready', conditions, apiQuery: searchApiQuery(conditions, page, known.alphabet_id, asOf) };
}

/** The search of the current URL: its conditions, checked, and the API query to run. */
export function useSearchState(): SearchState {
  const [params] = useSearchParams();
  const { page, asOf } = usePageParam();
  const options = useQuery(searchOptionsQuery());
  return useMemo(
    () => stateOf(params, { page, asOf }, options.data, options.isError),
    [params, page, asOf, options.data, options.isError],
  );
}

/** The current search and its page of results (no request while the URL is invalid). */
export function useSearchLogos() {
  const lang = useLang();
  const state = useSearchState();
  const apiQuery = state.status === 'ready' ? state.apiQuery : new URLSearchParams();
  const query = useQuery({ ...searchLogosQuery(lang, apiQuery), enabled: state.status === 'ready' });
  return { state, query };
}

/**
 * Opens the search with new conditions as a new history entry, so Back returns to the previous
 * ones. `filter` marks a change made in the sidebar: the phone drawer stays open for more.
 */
export function useSearchNavigate(): (conditions: SearchConditions) => void {
  const navigate = useNavigate();
  const hrefOf = useSearchHref();
  return useCallback(
    (conditions: SearchConditions) => void navigate(hrefOf(conditions), { state: { filter: true } }),
    [navigate, hrefOf],
  );
}
