import type { CartItem } from '@logoya/core';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { keepChoice, readLeftOutKey } from '../../../shared/cart/prepare-order.ts';
import { subscribeClientState } from '../../../shared/storage/client-state.ts';
import { chosenLines } from '../lib/selection.ts';

/**
 * Which lines to buy now. Lines are remembered by logo, so a line changed or merged keeps its
 * place, and lines added later start chosen. The ticks live in the browser's prepareOrderData,
 * written as soon as the cart shows or changes them, and the cart follows that record: the
 * payment page, opened from here, in another tab or after a reload, pays for what the cart shows
 * ticked, and a choice settled elsewhere (the merge at sign-in) shows here at once (ADR 0091).
 */
export function useCartSelection(items: readonly CartItem[]) {
  const leftOutKey = useSyncExternalStore(subscribeClientState, readLeftOutKey, readLeftOutKey);
  const leftOut = useMemo(
    () => new Set(leftOutKey === '' ? [] : leftOutKey.split(',').map(Number)),
    [leftOutKey],
  );
  const chosen = chosenLines(items, leftOut);
  const valid = items.filter((item) => item.valid);

  const keep = (out: ReadonlySet<number>) =>
    keepChoice(
      chosenLines(items, out).map(({ id, logo_id }) => ({ id, logo_id })),
      items.filter((item) => out.has(item.logo_id)).map((item) => item.logo_id),
    );

  const kept = chosen.map((item) => `${item.id}:${item.logo_id}`).join();
  const out = items
    .filter((item) => leftOut.has(item.logo_id))
    .map((item) => item.logo_id)
    .join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the two keys stand for chosen and leftOut
  useEffect(() => keep(leftOut), [kept, out]);

  const toggle = (item: CartItem, on: boolean) => {
    const next = new Set(leftOut);
    if (on) next.delete(item.logo_id);
    else next.add(item.logo_id);
    keep(next);
  };
  const setAll = (on: boolean) => keep(on ? new Set() : new Set(valid.map((item) => item.logo_id)));

  return {
    chosen,
    isChosen: (item: CartItem) => item.valid && !leftOut.has(item.logo_id),
    toggle,
    setAll,
    allChosen: valid.length > 0 && chosen.length === valid.length,
    someChosen: chosen.length > 0 && chosen.length < valid.length,
  };
}
