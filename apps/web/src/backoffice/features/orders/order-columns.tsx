import type { StaffOrder } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { useMemo } from 'react';
import { formatDateTime } from '../../../shared/format/date.ts';
import type { Column } from '../../../shared/list/data-table.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { ConfirmPaidButton } from './confirm-paid-button.tsx';
import { canConfirmPayment, paymentStatusOf, paymentTypeKey } from './order-labels.ts';

const numeric = 'text-right tabular-nums whitespace-nowrap';

function PaymentStatus({ value }: { value: number }) {
  const { t } = useBoTranslation();
  const status = paymentStatusOf(value);
  if (!status) return <span>{t('orders.unknown')}</span>;
  return (
    <span
      title={t(`orders.paymentStatusEn.${status.key}`)}
      data-testid="payment-status"
      className={`inline-block rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${status.tone}`}
    >
      {t(`orders.paymentStatus.${status.key}`)}
    </span>
  );
}

/** The columns of SPEC §2: invoice number, id, user, payment date and status, type, tax, total, action. */
export function useOrderColumns(): Column<StaffOrder>[] {
  const { t } = useBoTranslation();
  return useMemo(() => {
    const money = (order: StaffOrder, amount: number) => formatMoney({ amount, currency: order.currency });
    return [
      {
        key: 'invoice_num',
        header: t('orders.columns.invoice'),
        sortable: true,
        cell: (o) => o.invoice_num,
        className: 'tabular-nums whitespace-nowrap font-semibold',
      },
      {
        key: 'id',
        header: t('orders.columns.id'),
        sortable: true,
        cell: (o) => o.order_number,
        className: 'tabular-nums whitespace-nowrap',
      },
      { key: 'user_name', header: t('orders.columns.user'), cell: (o) => o.user.name, className: 'min-w-32' },
      {
        key: 'payment_date',
        header: t('orders.columns.paymentDate'),
        sortable: true,
        cell: (o) => (o.payment_date ? formatDateTime(o.payment_date, 'ja') : '—'),
        className: 'whitespace-nowrap',
      },
      {
        key: 'payment_status',
        header: t('orders.columns.paymentStatus'),
        sortable: true,
        cell: (o) => <PaymentStatus value={o.payment_status} />,
      },
      {
        key: 'payment_type',
        header: t('orders.columns.paymentType'),
        sortable: true,
        cell: (o) => {
          const type = paymentTypeKey(o.payment_type);
          return type ? t(`orders.paymentType.${type}`) : t('orders.unknown');
        },
        className: 'whitespace-nowrap',
      },
      {
        key: 'tax',
        header: t('orders.columns.tax'),
        sortable: true,
        cell: (o) => money(o, o.tax),
        className: numeric,
      },
      {
        key: 'total_amount',
        header: t('orders.columns.total'),
        sortable: true,
        cell: (o) => money(o, o.total_amount),
        className: `${numeric} font-semibold`,
      },
      {
        key: 'action',
        header: t('orders.columns.action'),
        cell: (o) => (canConfirmPayment(o) ? <ConfirmPaidButton order={o} /> : null),
      },
    ];
  }, [t]);
}
