import type { Locale } from '@logoya/core';
import { PAGE_META } from '@logoya/core/seo/page-meta';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { CustomPlansView } from '../components/custom-plans-view.tsx';
import { ReadyOfferView } from '../components/ready-offer-view.tsx';
import { loadOrderContent } from '../content/index.ts';
import type { OrderContent } from '../content/order-types.ts';
import { pageLang } from './page-lang.ts';

interface OrderData {
  lang: Locale;
  content: OrderContent;
}

/** /:lang/order: custom design plans in Vietnamese (SPEC §1), the ready-made offer elsewhere. */
function OrderPage() {
  const { lang, content } = useLoaderData() as OrderData;
  const { title } = PAGE_META[lang].order;
  useDocumentTitle(title);
  return content.kind === 'custom' ? (
    <CustomPlansView title={title} content={content} lang={lang} />
  ) : (
    <ReadyOfferView title={title} content={content} lang={lang} />
  );
}

export const orderRoute = {
  loader: async ({ params }: LoaderFunctionArgs): Promise<OrderData> => {
    const lang = pageLang(params.lang);
    return { lang, content: await loadOrderContent(lang) };
  },
  Component: OrderPage,
};
