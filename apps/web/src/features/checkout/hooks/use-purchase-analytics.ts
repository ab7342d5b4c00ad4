import type { Currency, Order } from '@logoya/core';
import { toMajor } from '@logoya/core/rules/money';
import { useEffect } from 'react';
import { analytics } from '../../../shared/consent/analytics.ts';
import { readClientEntry, writeClientEntry } from '../../../shared/storage/client-state.ts';
import type { PendingPurchase } from './use-order-placed.ts';

/**
 * Pushes `purchase` with the order's total to the analytics data layer, once per order and only
 * for the order just placed in this browser (a reload or an old link pushes nothing). The gate
 * drops it unless the visitor accepted analytics cookies (ADR 0016).
 */
export function usePurchaseAnalytics(order: Order | undefined): void {
  useEffect(() => {
    if (!order) return;
    const pending = readClientEntry('system', 'order') as Partial<PendingPurchase> | undefined;
    if (pending?.id !== order.id) return;
    writeClientEntry('system', 'order', undefined);
    analytics.push({
      event: 'purchase',
      transaction_id: order.order_number,
      value: toMajor(order.total_amount, order.currency as Currency),
      currency: order.currency,
    });
  }, [order]);
}
