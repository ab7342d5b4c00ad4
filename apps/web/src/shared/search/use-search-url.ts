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

/** The conditions in force: those of the search page's URL (when valid), none elsewhere. */
export function useActiveConditions(): SearchConditions {
  const onSearchPage = useOnSearchPage();
  const [params] = useSearchParams();
  return useMemo(() => {
    if (!onSearchPage) return NO_CONDITIONS;
    const parsed = parseSearch(params);
    return parsed.valid ? parsed.conditions : NO_CONDITIONS;
  }, [onSearchPage, params]);
}

/** The link of the search page with some conditions (page 1). */
export function useSearchHref(): (conditions: SearchConditions) => string {
  const lang = useLang();
  return useCallback(
    (conditions: SearchConditions) => `${localizedPath(lang, SEARCH_PATH)}${searchQueryString(conditions)}`,
    [lang],
  );
}
