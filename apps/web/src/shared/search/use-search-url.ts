import { useCallback, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { localizedPath, useLang } from '../i18n/locale.ts';
import {
  NO_CONDITIONS,
  parseSearch,
  SEARCH_PATH,
  type SearchConditions,
  searchQueryString,
} from './search-url.ts';

/** Whether the current page is /{lang}/search. */
export function useOnSearchPage(): boolean {
  const lang = useLang();
  const { pathname } = useLocation();
  return pathname === localizedPath(lang, SEARCH_PATH);
}

/** The conditions of a page address: the search page's (when valid), none elsewhere. */
function conditionsAt(onSearchPage: boolean, params: URLSearchParams): SearchConditions {
  if (!onSearchPage) return NO_CONDITIONS;
  const parsed = parseSearch(params);
  return parsed.valid ? parsed.conditions : NO_CONDITIONS;
}

/**
 * The conditions of the address bar at the moment of the call. A navigation renders in a
 * transition, so the page may still show the previous conditions; a filter clicked meanwhile must
 * build on the address (the first click's choice), not on what is still on screen, or the first
 * choice is lost.
 */
export function useLatestConditions(): () => SearchConditions {
  const lang = useLang();
  return useCallback(
    () =>
      conditionsAt(
        window.location.pathname === localizedPath(lang, SEARCH_PATH),
        new URLSearchParams(window.location.search),
      ),
    [lang],
  );
}

/** The conditions in force: those of the search page's URL (when valid), none elsewhere. */
export function useActiveConditions(): SearchConditions {
  const onSearchPage = useOnSearchPage();
  const [params] = useSearchParams();
  return useMemo(() => conditionsAt(onSearchPage, params), [onSearchPage, params]);
}

/** The link of the search page with some conditions (page 1). */
export function useSearchHref(): (conditions: SearchConditions) => string {
  const lang = useLang();
  return useCallback(
    (conditions: SearchConditions) => `${localizedPath(lang, SEARCH_PATH)}${searchQueryString(conditions)}`,
    [lang],
  );
}
