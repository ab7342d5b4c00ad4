import type { Locale } from '@logoya/core';
import { PAGE_META } from '@logoya/core/seo/page-meta';
import { type ComponentType, use } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { DocView } from '../components/doc-view.tsx';
import { type InfoPageKey, loadDoc } from '../content/index.ts';
import type { PageDoc } from '../content/types.ts';
import { cachedLoad } from './page-content.ts';
import { pageLang } from './page-lang.ts';

function InfoPage({ page }: { page: InfoPageKey }) {
  const lang: Locale = pageLang(useParams().lang);
  // Suspends until the body in the page language is loaded (one chunk per page and language); a
  // language switch is a transition, so the old text stays until the new one is there.
  const doc = use(cachedLoad<PageDoc>(`${page}.${lang}`, () => loadDoc(page, lang)));
  // The same title as the server's SEO head for this page.
  const { title } = PAGE_META[lang][page];
  useDocumentTitle(title);
  return <DocView title={title} doc={doc} lang={lang} />;
}

/** An information page as a lazy route's component. */
export function infoPage(page: InfoPageKey): ComponentType {
  return function Info() {
    return <InfoPage page={page} />;
  };
}
