import type { ChosenLine } from '../../../shared/cart/prepare-order.ts';

interface Line {
  logo_id: number;
  valid: boolean;
}

/**
 * The logos left out when the cart opens. Every valid line is chosen by default; coming back from
 * checkout, the lines that were not chosen then stay left out.
 */
export function initialLeftOut(
  items: readonly Line[],
  stored: readonly ChosenLine[] | undefined,
): Set<number> {
  if (!stored || stored.length === 0) return new Set();
  const chosen = new Set(stored.map((line) => line.logo_id));
  return new Set(items.filter((item) => !chosen.has(item.logo_id)).map((item) => item.logo_id));
}

/** The lines to buy: valid ones that are not left out (an invalid line can never be chosen). */
export function chosenLines<T extends Line>(items: readonly T[], leftOut: ReadonlySet<number>): T[] {
  return items.filter((item) => item.valid && !leftOut.has(item.logo_id));
}
