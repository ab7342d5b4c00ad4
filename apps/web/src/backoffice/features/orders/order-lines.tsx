import type { Order } from '@logoya/core';
import { deliveryText } from '@logoya/core/rules/delivery';
import { isLocale } from '@logoya/core/rules/locale';
import { formatMoney } from '@logoya/core/rules/money';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/format/date.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useBackofficePath } from '../../lib/base-path.tsx';
import { OrderLineKit, useOrderKits } from './order-line-kit.tsx';

/**
 * An order's logos, shown when its row opens (SPEC §2): image, name (to the shop's detail page),
 * price, manual and motion extras with their prices, main and sub name, and the logo's zip; with
 * the line's delivery state in the shop's words, its date, and who uploaded the zip when (ADR 0104);
 * for admins, a paid line's brand kit (ADR 0106): its state, and 再作成 when it failed.
 */
export function OrderLines({ order }: { order: Order }) {
  const { t } = useBoTranslation();
  const path = useBackofficePath();
  const lang = isLocale(order.lang) ? order.lang : 'ja';
  const money = (amount: number) => formatMoney({ amount, currency: order.currency });
  const extra = (chosen: boolean, amount: number) => (chosen ? money(amount) : t('orders.lines.extraNone'));
  const kits = useOrderKits(order);

  return (
    <ul aria-label={t('orders.lines.heading', { number: order.order_number })} className="space-y-3">
      {order.order_logos.map((line) => {
        const name = line.logo.logo_name || `#${line.logo_id}`;
        const kit = kits.get(line.logo_id);
        return (
          <li
            key={line.id}
            data-testid="order-line"
            className="flex flex-col gap-3 rounded-md border border-gray-200 bg-white p-3 sm:flex-row"
          >
            <img
              src={line.picture_url}
              alt={t('orders.lines.pictureAlt', { main: line.main_name, sub: line.sub_name })}
              data-testid="line-picture"
              width={128}
              height={128}
              loading="lazy"
              className="size-32 shrink-0 rounded border border-gray-100 bg-white object-contain"
            />
            <dl className="grid min-w-0 flex-1 grid-cols-[minmax(0,7.5rem)_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_minmax(0,1fr)_auto_minmax(0,1fr)]">
              <dt className="text-gray-600">{t('orders.lines.name')}</dt>
              <dd className="min-w-0 break-words">
                <a
                  href={`/${lang}/logo/detail/${line.logo_id}`}
                  target="_blank"
                  rel="noopener"
                  className="font-semibold text-orange-800 underline hover:text-orange-900"
                >
                  {name}
                  <span className="sr-only">{t('app.newTab')}</span>
                </a>
              </dd>
              <dt className="text-gray-600">{t('orders.lines.price')}</dt>
              <dd className="tabular-nums">{money(line.price)}</dd>
              <dt className="text-gray-600">{t('orders.lines.manual')}</dt>
              <dd className="tabular-nums">{extra(line.logo_manual, line.logo_manual_price)}</dd>
              <dt className="text-gray-600">{t('orders.lines.motion')}</dt>
              <dd className="tabular-nums">{extra(line.logo_motion, line.logo_motion_price)}</dd>
              <dt className="text-gray-600">{t('orders.lines.mainName')}</dt>
              <dd className="min-w-0 break-words">{line.main_name}</dd>
              <dt className="text-gray-600">{t('orders.lines.subName')}</dt>
              <dd className="min-w-0 break-words">{line.sub_name}</dd>
              <dt className="text-gray-600">{t('orders.lines.delivery')}</dt>
              <dd
                className="min-w-0 font-semibold break-words"
                data-testid="line-delivery"
                data-state={line.delivery_state}
              >
                {deliveryText(line.delivery_state, 'ja').label}
              </dd>
              <dt className="text-gray-600">{t('orders.lines.deliveredAt')}</dt>
              <dd className="tabular-nums" data-testid="line-delivered-at">
                {line.delivered_at ? formatDateTime(line.delivered_at, 'ja') : '—'}
              </dd>
              <dt className="text-gray-600">{t('orders.lines.upload')}</dt>
              <dd className="min-w-0 break-words" data-testid="line-upload">
                {line.upload
                  ? t('orders.lines.uploadBy', {
                      name: line.upload.uploaded_by?.name || t('orders.lines.uploaderUnknown'),
                      at: formatDateTime(line.upload.uploaded_at, 'ja'),
                    })
                  : t('orders.lines.uploadNone')}
              </dd>
              <dt className="text-gray-600">{t('orders.lines.zip')}</dt>
              <dd>
                <Link
                  to={path(`/zips/${line.logo_id}`)}
                  className="font-semibold text-orange-800 underline hover:text-orange-900"
                >
                  {t('orders.lines.zipLink')}
                </Link>
              </dd>
              {kit ? <OrderLineKit order={order} kit={kit} name={name} /> : null}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
