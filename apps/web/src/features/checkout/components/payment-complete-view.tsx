import { ORDER_STATUS } from '@logoya/core/constants';
import { formatMoney } from '@logoya/core/rules/money';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useCartOwner } from '../../../shared/cart/cart-query.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DeliveryNotes, DeliveryStatus } from '../../../shared/orders/delivery-status.tsx';
import { OrderKits } from '../../../shared/orders/order-kits.tsx';
import { FallbackImage } from '../../../shared/ui/fallback-image.tsx';
import { primaryButton, secondaryButton } from '../../../shared/ui/field.tsx';
import { orderQuery } from '../api/order.ts';
import { usePurchaseAnalytics } from '../hooks/use-purchase-analytics.ts';

/**
 * /my-page/payment-complete?order=ID: thanks, each logo with its delivery state, the order number
 * and total, what happens next in the states' words (ADR 0104), and the way home.
 */
export function PaymentCompleteView() {
  const { t } = useTranslation();
  const lang = useLang();
  const owner = useCartOwner();
  const [params] = useSearchParams();
  const id = params.get('order') ?? '';
  const query = useQuery({ ...orderQuery(lang, owner, id), enabled: /^\d{1,10}$/.test(id) });
  const order = query.data;
  usePurchaseAnalytics(order);

  return (
    <section className="mx-auto max-w-2xl py-6 text-center" data-testid="payment-complete">
      <div
        aria-hidden="true"
        className="mx-auto flex size-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-800"
      >
        ✓
      </div>
      <h1 className="mt-4 text-2xl font-bold text-gray-900">{t('buying.complete.title')}</h1>
      <p className="mt-2 text-gray-700">{t('buying.complete.text')}</p>
      {order && order.order_logos.length > 0 ? (
        <ul
          className="mx-auto mt-5 flex max-w-sm flex-wrap justify-center gap-3"
          aria-label={t('buying.complete.pictures')}
          data-testid="complete-pictures"
        >
          {order.order_logos.map((line) => (
            <li key={line.id} className="w-40 max-w-full">
              <FallbackImage
                src={line.picture_url}
                alt={t('detail.namedAlt', {
                  name: line.logo.logo_name,
                  main: line.main_name,
                  sub: line.sub_name,
                })}
                width={160}
                height={160}
                className="aspect-square w-full rounded-xl border border-gray-200 bg-white object-contain"
                data-testid="line-picture"
              />
              <div className="mt-2 flex justify-center">
                <DeliveryStatus line={line} />
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {order ? (
        <dl className="mx-auto mt-5 grid max-w-sm grid-cols-2 gap-y-2 rounded-xl border border-gray-200 px-5 py-4 text-left text-sm">
          <dt className="text-gray-600">{t('buying.complete.orderNumber')}</dt>
          <dd className="text-right font-bold text-gray-900" data-testid="complete-order-number">
            {order.order_number}
          </dd>
          <dt className="text-gray-600">{t('buying.complete.total')}</dt>
          <dd className="text-right font-bold text-orange-700">{formatMoney(order.total)}</dd>
        </dl>
      ) : null}
      {order ? <DeliveryNotes lines={order.order_logos} /> : null}
      {order?.status === ORDER_STATUS.paid ? (
        <div className="mx-auto mt-5 max-w-xl overflow-hidden rounded-xl border border-gray-200 text-left">
          <OrderKits order={order} />
        </div>
      ) : null}
      <p className="mt-3 text-sm text-gray-700">{t('buying.complete.next')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={localizedPath(lang, '/')} className={`${primaryButton} min-h-11`}>
          {t('buying.complete.home')}
        </Link>
        <Link to={localizedPath(lang, '/my-page/order-history')} className={`${secondaryButton} min-h-11`}>
          {t('buying.complete.history')}
        </Link>
      </div>
    </section>
  );
}
