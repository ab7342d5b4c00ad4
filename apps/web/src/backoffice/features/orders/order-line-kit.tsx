import type { Order, OrderKit } from '@logoya/core';
import { ORDER_STATUS } from '@logoya/core/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { userMessage } from '../../../shared/api/user-message.ts';
import { useSession } from '../../../shared/auth/session.tsx';
import { fileSizeText } from '../../../shared/format/file-size.ts';
import { orderKitsKey, orderKitsQuery } from '../../../shared/orders/order-kits-api.ts';
import { denseButton } from '../../../shared/ui/field.tsx';
import { useToast } from '../../../shared/ui/toast.tsx';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { retryOrderKit } from './api.ts';

const NO_KITS: ReadonlyMap<number, OrderKit> = new Map();

/**
 * The brand kits of an opened order, by logo id (ADR 0106). Asked for by admins only (a designer
 * gets the order's 404 from the call) and only for a paid order; read afresh whenever the row
 * opens, then polled by the shop's query while a kit is pending, building or retrying.
 */
export function useOrderKits(order: Order): ReadonlyMap<number, OrderKit> {
  const { user } = useSession();
  const enabled = user?.role === 'admin' && order.status === ORDER_STATUS.paid;
  const kits = useQuery({ ...orderKitsQuery('ja', order.id), enabled, staleTime: 0 });
  const data = enabled ? kits.data : undefined;
  return useMemo(() => (data ? new Map(data.map((kit) => [kit.logo_id, kit])) : NO_KITS), [data]);
}

/** The state in words: 待機中, 作成中（n%）, 完成 (with its files and zip size), 失敗, 失敗（再試行待ち）. */
function useKitState(kit: OrderKit): { text: string; tone: string; detail?: string } {
  const { t } = useBoTranslation();
  switch (kit.status) {
    case 'pending':
      return { text: t('orders.kit.pending'), tone: 'text-gray-700' };
    case 'building':
      return { text: t('orders.kit.building', { progress: String(kit.progress) }), tone: 'text-gray-700' };
    case 'ready':
      return {
        text: t('orders.kit.ready'),
        tone: 'text-green-800',
        detail: t('orders.kit.readyDetail', {
          files: String(kit.files.length),
          size: fileSizeText(kit.size ?? 0),
        }),
      };
    default:
      return kit.retrying
        ? { text: t('orders.kit.retrying'), tone: 'text-amber-800' }
        : { text: t('orders.kit.failed'), tone: 'text-red-800' };
  }
}

/**
 * A paid line's brand kit in the opened order row (a term and its value inside the line's list):
 * its state, ロゴ画像のみ for a logo without a lettering layout, and for a failed kit the builder no
 * longer retries by itself, ブランドキットを再作成.
 */
export function OrderLineKit({ order, kit, name }: { order: Order; kit: OrderKit; name: string }) {
  const { t } = useBoTranslation();
  const state = useKitState(kit);
  return (
    <>
      <dt className="self-baseline text-gray-600">{t('orders.kit.label')}</dt>
      <dd
        className="flex min-w-0 flex-wrap items-baseline gap-x-3 gap-y-1.5 self-baseline sm:col-span-3"
        data-testid="line-kit"
        data-status={kit.status}
      >
        <span className="inline-flex flex-wrap items-baseline gap-x-2" aria-live="polite">
          <span className={`font-semibold ${state.tone}`} data-testid="line-kit-state">
            {state.text}
          </span>
          {state.detail ? (
            <span className="whitespace-nowrap text-gray-700" data-testid="line-kit-detail">
              {state.detail}
            </span>
          ) : null}
        </span>
        {kit.status === 'building' ? (
          <progress className="h-2 w-32 max-w-full" max={100} value={kit.progress} aria-label={state.text} />
        ) : null}
        {kit.has_layout ? null : (
          <span
            className="inline-block rounded-full border border-amber-300 bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900"
            title={t('orders.kit.imagesOnlyHint')}
            data-testid="line-kit-images-only"
          >
            {t('orders.kit.imagesOnly')}
          </span>
        )}
        {kit.status === 'failed' && !kit.retrying ? (
          <RetryKitButton order={order} kit={kit} name={name} />
        ) : null}
      </dd>
    </>
  );
}

/**
 * ブランドキットを再作成: queues the failed kit again (admin; 409 unless it is failed), toasts, and
 * shows the kit as the server answered it, so the shop's query polls it until it settles. A
 * refusal toasts the server's message and reads the kits again (someone may have retried first).
 */
function RetryKitButton({ order, kit, name }: { order: Order; kit: OrderKit; name: string }) {
  const { t } = useBoTranslation();
  const toast = useToast();
  const queryClient = useQueryClient();
  const key = orderKitsKey(order.id, 'ja');
  const mutation = useMutation({
    mutationFn: () => retryOrderKit(order.id, kit.logo_id),
    onSuccess: ({ data }) => {
      queryClient.setQueryData<OrderKit[]>(key, (kits) =>
        kits?.map((each) => (each.logo_id === data.logo_id ? data : each)),
      );
      toast.success(t('orders.kit.retried'));
    },
    onError: (error) => toast.error(userMessage(error) ?? t('common.error')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  return (
    <button
      type="button"
      disabled={mutation.isPending}
      aria-label={t('orders.kit.retryLabel', { name })}
      onClick={() => mutation.mutate()}
      className={`${denseButton.secondary} px-3 py-1 text-xs whitespace-nowrap`}
      data-testid="line-kit-retry"
    >
      {t('orders.kit.retry')}
    </button>
  );
}
