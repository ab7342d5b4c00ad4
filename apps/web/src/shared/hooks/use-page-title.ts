import type { Locale } from '@logoya/core';
import type { PublicPage } from '@logoya/core/seo/page-meta';
import { pageTitle } from '@logoya/core/seo/site';
import { useEffect, useState } from 'react';
import { useAfterFirstPaint } from '../first-load.tsx';

/**
 * The tab title of a public page, from the same table as the server's SEO head. The table (every
 * page in every language) loads after the first paint: the server already wrote the first
 * page's title into the HTML, so only later navigations wait for it, and the first load is
 * lighter by its size. Answers the bare title once loaded (null before).
 *
 * `specific` is a title that says more than the table can (the search page's query and total):
 * while it is set, the tab shows it instead, from the first render on.
 */
export function usePageTitle(page: PublicPage, lang: Locale, specific?: string | null): string | null {
  const [title, setTitle] = useState<string | null>(null);
  const painted = useAfterFirstPaint();
  const hasSpecific = Boolean(specific);
  useEffect(() => {
    if (!painted) return;
    let current = true;
    void import('@logoya/core/seo/page-meta').then(({ PAGE_META }) => {
      if (!current) return;
      const bare = PAGE_META[lang][page].title;
      if (!hasSpecific) document.title = pageTitle(bare);
      setTitle(bare);
    });
    return () => {
      current = false;
    };
  }, [page, lang, painted, hasSpecific]);
  useEffect(() => {
    if (specific) document.title = pageTitle(specific);
  }, [specific]);
  return title;
}
