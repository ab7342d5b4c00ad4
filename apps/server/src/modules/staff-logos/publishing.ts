import { msg, ON_SALE_STATES, publishProblems, putsOnSale } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { imageKindsOf } from './logo-images.repository.ts';

/**
 * The facts the publishing rule (packages/core rules/publishable.ts, ADR 0086) looks at, read
 * inside the caller's transaction after it locked the logos, and its verdict per logo. The single
 * and bulk state changes and the CSV import ask here; issue 25 adds the lettering layout to the
 * facts read here and to the rule.
 */

export interface StateMove {
  id: number;
  /** The state now. */
  from: number;
}

/** Why each logo that `to` would put on sale may not go yet: message codes by logo id (none: all may). */
export async function publishRefusals(
  db: Db,
  moves: readonly StateMove[],
  to: number,
): Promise<Map<number, string[]>> {
  const going = moves.filter((m) => putsOnSale(m.from, to)).map((m) => m.id);
  const refusals = new Map<number, string[]>();
  if (going.length === 0) return refusals;
  const kinds = await imageKindsOf(db, going);
  for (const id of going) {
    const problems = publishProblems({ imageKinds: kinds.get(id) ?? [] });
    if (problems.length > 0)
      refusals.set(
        id,
        problems.map((key) => msg(key)),
      );
  }
  return refusals;
}

/**
 * Whether deleting images of a logo on sale would leave it without what the rule asks (the shop
 * would show a "NO IMAGE" card): `before` and `after` are its image kinds.
 */
export function deletionBreaksSale(
  state: number,
  before: readonly string[],
  after: readonly string[],
): boolean {
  if (!ON_SALE_STATES.includes(state)) return false;
  const missing = new Set(publishProblems({ imageKinds: before }));
  return publishProblems({ imageKinds: after }).some((problem) => !missing.has(problem));
}

/** The 422 of one logo that may not go on sale yet: the message, and each reason on `state`. */
export const notPublishable = (reasons: string[]) => ({
  message: msg('logo_not_publishable'),
  errors: { state: reasons },
});
