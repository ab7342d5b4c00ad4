import { useMemo, useState } from 'react';
import { useCart } from '../../../shared/cart/cart-query.ts';
import { checkoutLineIds, readPrepareOrder } from '../../../shared/cart/prepare-order.ts';

/**
 * The cart lines chosen for this payment (SPEC §3: prepareOrderData), as ids of the server's
 * current cart: the lines ticked in the cart, or every line when this browser holds no choice
 * (a new session: the cart shows them all ticked; ADR 0091). Null while the cart loads, [] when
 * none of them is left in it.
 */
export function useCheckoutItems() {
  const { cart, isPending, isError, refetch } = useCart({ fresh: true });
  const [stored] = useState(readPrepareOrder);
  const ids = useMemo(() => (cart ? checkoutLineIds(stored, cart.items) : null), [cart, stored]);
  return { ids, isPending, isError, refetch, storedMethod: stored?.paymentMethod ?? null };
}
