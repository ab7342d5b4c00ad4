import type { Order } from '@logoya/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useCartOwner } from '../../../shared/cart/cart-query.ts';
import { writePrepareOrder } from '../../../shared/cart/prepare-order.ts';
import { localizedPath, useLang } from '../../../shared/i18n/locale.ts';
import { writeClientEntry } from '../../../shared/storage/client-state.ts';
import { checkoutKeys } from '../api/keys.ts';

/** The order the payment-complete page reports to analytics once (SPEC §3: system.order). */
export interface PendingPurchase {
  id: number;
  order_number: string;
  total_amount: number;
  currency: string;
}

/**
 * After an order is placed: remember it for the payment-complete page, forget the checkout
 * choice, go on to `path`, and refresh what the order changed (the bought lines leave the cart,
 * the logos are sold or held).
 */
export function useOrderPlaced() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const lang = useLang();
  const owner = useCartOwner();
  return useCallback(
    (order: Order, path: string) => {
      if (order.status === 2) {
        const pending: PendingPurchase = {
          id: order.id,
          order_number: order.order_number,
          total_amount: order.total_amount,
          currency: order.currency,
        };
        writeClientEntry('system', 'order', pending);
      }
      writePrepareOrder(null);
      client.setQueryData(checkoutKeys.order(owner, String(order.id)), order);
      navigate(localizedPath(lang, path), { replace: true });
      for (const key of [['cart'], ['catalog'], ['favorites'], ['orders']]) {
        void client.invalidateQueries({ queryKey: key });
      }
    },
    [client, navigate, lang, owner],
  );
}
