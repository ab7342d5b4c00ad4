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
 */
export function usePageTitle(page: PublicPage, lang: Locale): string | null {
  const [title, setTitle] = useState<string | null>(null);
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (!painted) return;
    let current = true;
    void import('@logoya/core/seo/page-meta').then(({ PAGE_META }) => {
      if (!current) return;
      const bare = PAGE_META[lang][page].title;
      document.title = pageTitle(bare);
      setTitle(bare);
    });
    return () => {
      current = false;
    };
  }, [page, lang, painted]);
  return title;
}
