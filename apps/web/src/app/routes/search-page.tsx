import { PAGE_META } from '@logoya/core/seo/page-meta';
import { useEffect } from 'react';
import { SearchResults } from '../../features/catalog/components/search-results.tsx';
import { RecentSearches } from '../../features/discover/components/recent-searches.tsx';
import { RecentlyViewed } from '../../features/discover/components/recently-viewed.tsx';
import { rememberKeyword } from '../../features/discover/hooks/use-recently.ts';
import { useDocumentTitle } from '../../shared/hooks/use-document-title.ts';
import { useLang } from '../../shared/i18n/locale.ts';
import { useActiveConditions } from '../../shared/search/use-search-url.ts';

/** /{lang}/search: the results of the URL's conditions, recent searches and recently viewed logos. */
export function SearchPage() {
  const lang = useLang();
  const { keyword, u_keyword } = useActiveConditions();
  const title = PAGE_META[lang].search.title;
  useDocumentTitle(title);

  // Every search with words joins the recent searches, however it was opened (box, tag, link).
  useEffect(() => {
    if (keyword) rememberKeyword({ kind: 'keyword', text: keyword });
    if (u_keyword) rememberKeyword({ kind: 'u_keyword', text: u_keyword });
  }, [keyword, u_keyword]);

  return (
    <>
      <h1 className="sr-only">{title}</h1>
      <RecentSearches layout="row" className="mb-4" />
      <SearchResults />
      <RecentlyViewed />
    </>
  );
}
