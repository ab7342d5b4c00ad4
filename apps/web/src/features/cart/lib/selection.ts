interface Line {
  logo_id: number;
  valid: boolean;
}

/**
 * The lines to buy: valid ones whose logo is not left out (an invalid line can never be chosen).
 * A line this browser has not seen yet is not left out, so it starts chosen.
 */
export function chosenLines<T extends Line>(items: readonly T[], leftOut: ReadonlySet<number>): T[] {
  return items.filter((item) => item.valid && !leftOut.has(item.logo_id));
}
