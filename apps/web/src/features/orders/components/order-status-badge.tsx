import { ORDER_STATUS } from '@logoya/core/constants';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const STYLES: Record<number, { key: 'waiting' | 'paid' | 'cancelled'; className: string }> = {
  [ORDER_STATUS.waiting]: { key: 'waiting', className: 'bg-yellow-100 text-yellow-900 ring-yellow-300' },
  [ORDER_STATUS.paid]: { key: 'paid', className: 'bg-green-100 text-green-900 ring-green-300' },
  [ORDER_STATUS.cancelled]: { key: 'cancelled', className: 'bg-red-100 text-red-900 ring-red-300' },
};

/** An order's status in its colour: waiting yellow, paid green, cancelled red (SPEC §4). */
export function OrderStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const style = STYLES[status] ?? STYLES[ORDER_STATUS.waiting]!;
  return (
    <span
      data-testid="order-status"
      data-status={status}
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1 ${style.className}`}
    >
      {t(`buying.history.statuses.${style.key}`)}
    </span>
  );
}
