import { lazy, Suspense, useEffect } from 'react';
import { SearchResults } from '../../features/catalog/components/search-results.tsx';
import { useSearchTitle } from '../../features/catalog/hooks/use-search-title.ts';
import { rememberKeyword } from '../../features/discover/hooks/use-recently.ts';
import { AfterFirstPaint } from '../../shared/first-load.tsx';
import { usePageTitle } from '../../shared/hooks/use-page-title.ts';
import { useLang } from '../../shared/i18n/locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useActiveConditions } from '../../shared/search/use-search-url.ts';

// Below the results: loads after the first view.
const RecentlyViewed = lazy(() =>
  import('../../features/discover/components/recently-viewed.tsx').then((m) => ({
    default: m.RecentlyViewed,
  })),
);

/**
 * /{lang}/search: the results of the URL's conditions and recently viewed logos (recent searches
 * are in the search box's panel). The tab title and the heading name the words and the total.
 */
export function SearchPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { keyword, u_keyword } = useActiveConditions();
  const specific = useSearchTitle();
  // The same title as the server's SEO head for this page until the total is known.
  const title = usePageTitle('search', lang, specific) ?? t('meta.searchTitle');

  // Every search with words joins the recent searches, however it was opened (box, tag, link).
  useEffect(() => {
    if (keyword) rememberKeyword({ kind: 'keyword', text: keyword });
    if (u_keyword) rememberKeyword({ kind: 'u_keyword', text: u_keyword });
  }, [keyword, u_keyword]);

  return (
    <>
      <h1 className="sr-only" tabIndex={-1}>
        {specific ?? title}
      </h1>
      <SearchResults />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <RecentlyViewed />
        </Suspense>
      </AfterFirstPaint>
    </>
  );
}
