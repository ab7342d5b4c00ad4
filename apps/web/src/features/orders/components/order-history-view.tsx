import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/auth/session.tsx';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { primaryButton } from '../../../shared/ui/field.tsx';
import { ShowMore } from '../../../shared/ui/show-more.tsx';
import { orderHistoryQuery } from '../api/order-history.ts';
import { useOrderFiles } from '../hooks/use-order-files.ts';
import { OrderCard } from './order-card.tsx';
import { useLogoColumns } from './order-logo-columns.tsx';

/** /my-page/order-history: 25 orders a page, newest first, then "Show more". */
export function OrderHistoryView() {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const query = useInfiniteQuery(orderHistoryQuery(lang, user?.id ?? 'guest'));
  const files = useOrderFiles();
  const columns = useLogoColumns(files);

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <div role="status" className="space-y-3">
        <span className="sr-only">{t('common.loading')}</span>
        <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-gray-100" />
        <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-gray-100" />
      </div>
    );
  } else if (query.isError) {
    body = <ErrorState onRetry={() => void query.refetch()} />;
  } else {
    const orders = query.data.pages.flatMap((page) => page.data);
    body =
      orders.length === 0 ? (
        <div
          className="rounded-xl border border-dashed border-gray-300 px-4 py-10 text-center"
          data-testid="orders-empty"
        >
          <p className="text-gray-800">{t('buying.history.empty')}</p>
          <Link to={localizedPath(lang, '/')} className={`${primaryButton} mt-4`}>
            {t('buying.cart.browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul className="space-y-4">
            {orders.map((order) => (
              <OrderCard key={order.id} order={order} columns={columns} files={files} />
            ))}
          </ul>
          <ShowMore query={query} label={t('buying.history.showMore')} />
        </>
      );
  }

  return (
    <section>
      <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('buying.history.title')}</h1>
      <p className="mt-2 mb-5 max-w-3xl text-sm text-gray-700">{t('buying.history.intro')}</p>
      {body}
    </section>
  );
}
