import { ORDER_STATUS } from '@logoya/core/constants';
import { formatMoney } from '@logoya/core/rules/money';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { useCartOwner } from '../../../shared/cart/cart-query.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DeliveryNotes } from '../../../shared/orders/delivery-status.tsx';
import { ErrorState } from '../../../shared/ui/error-state.tsx';
import { primaryButton, secondaryButton } from '../../../shared/ui/field.tsx';
import { orderQuery } from '../api/order.ts';
import { QrTransferDetails } from './qr-transfer-details.tsx';

const POLL_MS = 5000;

/**
 * /my-page/payment-qr/{id}: the QR code and transfer details of a waiting order, asking the
 * server every 5 s until staff have confirmed the transfer (then "paid") or the order expired.
 */
export function QrPaymentView({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const owner = useCartOwner();
  const query = useQuery({
    ...orderQuery(lang, owner, id),
    enabled: /^\d{1,10}$/.test(id),
    staleTime: 0,
    refetchInterval: (q) => (q.state.data?.status === ORDER_STATUS.waiting ? POLL_MS : false),
  });
  const order = query.data;
  const history = localizedPath(lang, '/my-page/order-history');

  let body: ReactNode;
  if (query.isError && query.error instanceof ApiError && query.error.status === 404) {
    body = <ErrorState message={t('buying.qr.notFound')} />;
  } else if (query.isError) {
    body = <ErrorState onRetry={() => void query.refetch()} />;
  } else if (!order) {
    body = (
      <div
        role="status"
        aria-label={t('common.loading')}
        className="h-72 animate-pulse rounded-xl bg-gray-100"
      />
    );
  } else if (order.status === ORDER_STATUS.paid) {
    body = (
      <div
        role="status"
        className="rounded-xl border border-green-300 bg-green-50 px-4 py-6 text-center"
        data-testid="qr-paid"
      >
        <p className="text-lg font-bold text-green-900">{t('buying.qr.paid')}</p>
        <p className="mt-1 text-sm text-green-900">{t('buying.qr.paidNote')}</p>
        {/* What happens next, in the words of the logos' delivery states (ADR 0104). */}
        <DeliveryNotes lines={order.order_logos} />
        <Link to={history} className={`${primaryButton} mt-4`}>
          {t('buying.qr.toHistory')}
        </Link>
      </div>
    );
  } else if (order.status !== ORDER_STATUS.waiting || !order.qr) {
    body = (
      <div
        role="alert"
        className="rounded-xl border border-red-300 bg-red-50 px-4 py-6 text-center"
        data-testid="qr-cancelled"
      >
        <p className="font-semibold text-red-900">{t('buying.qr.cancelled')}</p>
        <Link to={localizedPath(lang, '/my-page/cart')} className={`${secondaryButton} mt-4`}>
          {t('buying.qr.backToCart')}
        </Link>
      </div>
    );
  } else {
    const until = formatDateTime(order.expires_at, lang, { style: 'long', zone: true });
    body = (
      <div className="space-y-4">
        <p className="text-sm text-gray-700">{t('buying.qr.intro')}</p>
        <QrTransferDetails qr={order.qr} orderNumber={order.order_number} />
        {until ? (
          <p className="text-sm font-semibold text-gray-900">{t('buying.qr.expires', { date: until })}</p>
        ) : null}
        <p
          role="status"
          className="flex items-center gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="qr-waiting"
        >
          <span aria-hidden="true" className="size-3 shrink-0 animate-pulse rounded-full bg-amber-500" />
          {t('buying.qr.waiting')}
        </p>
      </div>
    );
  }

  return (
    <section className="max-w-3xl space-y-4">
      <div>
        <h1 className="text-xl font-bold text-gray-900 sm:text-2xl">{t('buying.qr.title')}</h1>
        {order ? (
          <p className="mt-1 text-sm text-gray-700">
            {t('buying.qr.orderNumber', { number: order.order_number })} ·{' '}
            <span className="font-semibold text-orange-700">{formatMoney(order.total)}</span>
          </p>
        ) : null}
      </div>
      {body}
    </section>
  );
}
