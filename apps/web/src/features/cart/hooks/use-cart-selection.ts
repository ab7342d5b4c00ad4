import type { CartItem } from '@logoya/core';
import { useState } from 'react';
import { readPrepareOrder } from '../../../shared/cart/prepare-order.ts';
import { chosenLines, initialLeftOut } from '../lib/selection.ts';

/**
 * Which lines to buy now. Lines are remembered by logo, so a line changed or merged keeps its
 * place; lines added later start chosen.
 */
export function useCartSelection(items: readonly CartItem[]) {
  const [leftOut, setLeftOut] = useState(() => initialLeftOut(items, readPrepareOrder()?.cart));
  const chosen = chosenLines(items, leftOut);
  const valid = items.filter((item) => item.valid);

  const toggle = (item: CartItem, on: boolean) =>
    setLeftOut((prev) => {
      const next = new Set(prev);
      if (on) next.delete(item.logo_id);
      else next.add(item.logo_id);
      return next;
    });
  const setAll = (on: boolean) => setLeftOut(on ? new Set() : new Set(valid.map((item) => item.logo_id)));

  return {
    chosen,
    isChosen: (item: CartItem) => item.valid && !leftOut.has(item.logo_id),
    toggle,
    setAll,
    allChosen: valid.length > 0 && chosen.length === valid.length,
    someChosen: chosen.length > 0 && chosen.length < valid.length,
  };
}
