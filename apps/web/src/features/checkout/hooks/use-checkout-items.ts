import { useMemo, useState } from 'react';
import { useCart } from '../../../shared/cart/cart-query.ts';
import { currentChosenIds, readPrepareOrder } from '../../../shared/cart/prepare-order.ts';

/**
 * The cart lines chosen for this payment (SPEC §3: prepareOrderData), as ids of the current cart:
 * null while the cart loads, [] when none of them is left in it.
 */
export function useCheckoutItems() {
  const { cart, isPending, isError, refetch } = useCart({ fresh: true });
  const [stored] = useState(readPrepareOrder);
  const ids = useMemo(() => (cart ? currentChosenIds(stored?.cart ?? [], cart.items) : null), [cart, stored]);
  return { ids, isPending, isError, refetch, storedMethod: stored?.paymentMethod ?? null };
}
