import type { Order } from '@logoya/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useToast } from '../../../shared/ui/toast.tsx';
import { areaKey } from '../../api/list.ts';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { useConfirm } from '../../ui/confirm.tsx';
import { buttonPrimary } from '../../ui/form.tsx';
import { confirmOrderPaid, ORDERS_AREA } from './api.ts';

/**
 * 入金完了: asks '注文の支払いが完了したかどうかを確認しますか?', confirms the transfer and
 * reloads the list (SPEC §2, §4, §8).
 */
export function ConfirmPaidButton({ order }: { order: Order }) {
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
        if (await confirm(t('orders.confirmText'))) mutation.mutate();
      }}
      className={`${buttonPrimary} px-3 py-1.5 text-xs whitespace-nowrap`}
    >
      {t('orders.confirmPaid')}
    </button>
  );
}
