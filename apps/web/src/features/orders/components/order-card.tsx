import type { Order } from '@logoya/core';
import { ORDER_STATUS, PAYMENT_METHOD } from '@logoya/core/constants';
import { canDownload } from '@logoya/core/rules/delivery';
import { formatMoney } from '@logoya/core/rules/money';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { OrderKits } from '../../../shared/orders/order-kits.tsx';
import { linkButton, secondaryButton } from '../../../shared/ui/field.tsx';
import type { useOrderFiles } from '../hooks/use-order-files.ts';
import type { LogoColumn } from './order-logo-columns.tsx';
import { OrderStatusBadge } from './order-status-badge.tsx';

interface OrderCardProps {
  order: Order;
  columns: LogoColumn[];
  files: ReturnType<typeof useOrderFiles>;
}

/**
 * One order: its number, purchase date, total, status and invoice, then its logos as a table on
 * wide screens and as stacked cards on phones.
 */
export function OrderCard({ order, columns, files }: OrderCardProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const paid = order.status === ORDER_STATUS.paid;
  const waitingQr = order.status === ORDER_STATUS.waiting && order.payment_type === PAYMENT_METHOD.qr;
  const invoicePending = files.invoice.isPending && files.invoice.variables?.id === order.id;
  return (
    <li
      className="overflow-hidden rounded-xl border border-gray-200"
      data-testid="order"
      data-order-id={order.id}
    >
      <div className="flex flex-col gap-3 bg-gray-50 px-4 py-3 sm:flex-row sm:items-center">
        <dl className="grid flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
          <div>
            <dt className="text-xs text-gray-600">{t('buying.history.orderNumber')}</dt>
            <dd className="font-bold text-gray-900" data-testid="order-number">
              {order.order_number}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">{t('buying.history.purchaseDate')}</dt>
            <dd className="text-gray-900">{formatDate(order.purchase_date, lang)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">{t('buying.history.total')}</dt>
            <dd className="font-bold text-orange-700">{formatMoney(order.total)}</dd>
          </div>
          <div>
            <dt className="text-xs text-gray-600">{t('buying.history.status')}</dt>
            <dd>
              <OrderStatusBadge status={order.status} />
            </dd>
          </div>
        </dl>
        {paid ? (
          <button
            type="button"
            className={`${secondaryButton} min-h-9 self-start px-3 py-1 sm:self-auto`}
            disabled={invoicePending}
            aria-label={t('buying.history.invoiceLabel', { number: order.order_number })}
            onClick={() => files.invoice.mutate(order)}
            data-testid="invoice"
          >
            {invoicePending ? t('buying.history.preparing') : t('buying.history.invoice')}
          </button>
        ) : waitingQr ? (
          <Link to={localizedPath(lang, `/my-page/payment-qr/${order.id}`)} className={linkButton}>
            {t('buying.history.payQr')}
          </Link>
        ) : null}
      </div>
      <div className="hidden overflow-x-auto md:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            {t('buying.history.logosCaption', { number: order.order_number })}
          </caption>
          <thead className="border-y border-gray-200 text-xs text-gray-600">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.key}
                  scope="col"
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${column.numeric ? 'text-right' : ''}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {order.order_logos.map((logo) => (
              <tr key={logo.id} data-testid="order-logo">
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={`px-3 py-2 align-middle ${column.numeric ? 'text-right whitespace-nowrap' : ''}`}
                  >
                    {column.render(order, logo)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul
        className="divide-y divide-gray-200 md:hidden"
        aria-label={t('buying.history.logosCaption', { number: order.order_number })}
      >
        {order.order_logos.map((logo) => (
          <li key={logo.id} className="px-4 py-3" data-testid="order-logo-card">
            {columns[0]?.render(order, logo)}
            <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
              {columns.slice(1, -1).map((column) => (
                <div key={column.key} className="contents">
                  <dt className="text-gray-600">{column.label}</dt>
                  <dd className="text-gray-900">{column.render(order, logo)}</dd>
                </div>
              ))}
            </dl>
            {canDownload(logo.delivery_state) ? (
              <div className="mt-2">{columns.at(-1)?.render(order, logo)}</div>
            ) : null}
          </li>
        ))}
      </ul>
      {paid ? <OrderKits order={order} /> : null}
    </li>
  );
}
