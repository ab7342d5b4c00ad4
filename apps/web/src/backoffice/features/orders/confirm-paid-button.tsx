import type { StaffOrder } from '@logoya/core';
import { formatMoney } from '@logoya/core/rules/money';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { formatDateTime } from '../../../shared/format/date.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { areaKey } from '../../api/list.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { confirmOrderPaid, ORDERS_AREA } from './api.ts';

/**
 * What the transfer is checked against on the bank statement (issue 24): the amount, the note it
 * arrives with, the buyer and when they ordered. Admins only: the orders screen and its call are
 * theirs (ADR 0076).
 */
function TransferCheck({ order }: { order: StaffOrder }) {
  const { t } = useBoTranslation();
  const buyer = [order.user.name, order.user.company_name, order.user.email].filter((v) => v.trim());
  const rows: [string, string | string[]][] = [
    [t('orders.confirmFields.amount'), formatMoney(order.total)],
    [t('orders.confirmFields.note'), order.transfer_note ?? '—'],
    [t('orders.confirmFields.buyer'), buyer.length ? buyer : '—'],
    [t('orders.confirmFields.orderDate'), formatDateTime(order.purchase_date, 'ja', { style: 'long' })],
  ];
  return (
    <>
      <p className="mb-2 text-sm text-gray-700">{t('orders.confirmCheck')}</p>
      <dl
        aria-label={t('orders.confirmDetails', { number: order.order_number })}
        data-testid="transfer-check"
        className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 rounded-md border border-gray-200 bg-gray-50 px-3 py-2 text-sm"
      >
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="whitespace-nowrap text-gray-600">{label}</dt>
            <dd className="min-w-0 font-semibold break-words text-gray-900">
              {Array.isArray(value)
                ? value.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))
                : value}
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * 入金完了: asks '注文の支払いが完了したかどうかを確認しますか?' with what to check against the bank
 * statement, confirms the transfer and reloads the list (SPEC §2, §4, §8).
 */
export function ConfirmPaidButton({ order }: { order: StaffOrder }) {
  const { t } = useBoTranslation();
  const confirm = useConfirm();
  const toast = useToast();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: () => confirmOrderPaid(order.id),
    onSuccess: () => toast.success(t('orders.confirmed')),
    onError: (error) => toast.error(userMessage(error) ?? t('common.error')),
    // Refused too (someone confirmed it first): the list shows the order as it now is.
    onSettled: () => queryClient.invalidateQueries({ queryKey: areaKey(ORDERS_AREA) }),
  });

  return (
    <button
      type="button"
      disabled={mutation.isPending}
      aria-label={t('orders.confirmPaidLabel', { number: order.order_number })}
      onClick={async () => {
        const body = <TransferCheck order={order} />;
        if (await confirm(t('orders.confirmText'), { body })) mutation.mutate();
      }}
      className={`${denseButton.primary} px-3 py-1.5 text-xs whitespace-nowrap`}
    >
      {t('orders.confirmPaid')}
    </button>
  );
}
