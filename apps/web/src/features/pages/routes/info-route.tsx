import type { Locale } from '@logoya/core';
import { PAGE_META } from '@logoya/core/seo/page-meta';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { DocView } from '../components/doc-view.tsx';
import { type InfoPageKey, loadDoc } from '../content/index.ts';
import type { PageDoc } from '../content/types.ts';
import { pageLang } from './page-lang.ts';

interface InfoData {
  lang: Locale;
  doc: PageDoc;
}

function InfoPage({ page }: { page: InfoPageKey }) {
  const { lang, doc } = useLoaderData() as InfoData;
  // The same title as the server's SEO head for this page.
  const { title } = PAGE_META[lang][page];
  useDocumentTitle(title);
  return <DocView title={title} doc={doc} lang={lang} />;
}

/**
 * An information page as a lazy route: its loader fetches the body in the page language (one
 * chunk per page and language), so a language switch shows the new text without a blank frame.
 */
export function infoRoute(page: InfoPageKey) {
  return {
    loader: async ({ params }: LoaderFunctionArgs): Promise<InfoData> => {
      const lang = pageLang(params.lang);
      return { lang, doc: await loadDoc(page, lang) };
    },
    Component: () => <InfoPage page={page} />,
  };
}
