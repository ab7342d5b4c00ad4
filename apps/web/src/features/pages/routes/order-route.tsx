import { PAGE_META } from '@logoya/core/seo/page-meta';
import { use } from 'react';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title.ts';
import { CustomPlansView } from '../components/custom-plans-view.tsx';
import { ReadyOfferView } from '../components/ready-offer-view.tsx';
import { loadOrderContent } from '../content/index.ts';
import type { OrderContent } from '../content/order-types.ts';
import { cachedLoad } from './page-content.ts';
import { pageLang } from './page-lang.ts';

/** /:lang/order: custom design plans in Vietnamese (SPEC §1), the ready-made offer elsewhere. */
export function OrderPage() {
  const lang = pageLang(useParams().lang);
  const content = use(cachedLoad<OrderContent>(`order.${lang}`, () => loadOrderContent(lang)));
  const { title } = PAGE_META[lang].order;
  useDocumentTitle(title);
  return content.kind === 'custom' ? (
    <CustomPlansView title={title} content={content} lang={lang} />
  ) : (
    <ReadyOfferView title={title} content={content} lang={lang} />
  );
}
