import { msg, ON_SALE_STATES, publishProblems, putsOnSale } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { currentLetteringVersions } from '../lettering/index.ts';
import { imageKindsOf } from './logo-images.repository.ts';

/**
 * The facts the publishing rule (packages/core rules/publishable.ts, ADR 0086) looks at, read
 * inside the caller's transaction after it locked the logos, and its verdict per logo. The single
 * and bulk state changes and the CSV import ask here: the logos' image kinds, and whether each has
 * a lettering layout (through the lettering module's face, ADR 0105).
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
  // One after the other: `db` is the caller's transaction, one connection.
  const kinds = await imageKindsOf(db, going);
  const lettering = await currentLetteringVersions(db, going);
  for (const id of going) {
    const problems = publishProblems({ imageKinds: kinds.get(id) ?? [], hasLettering: lettering.has(id) });
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
  // Only the images change here: the layout is taken as present.
  const missing = new Set(publishProblems({ imageKinds: before, hasLettering: true }));
  return publishProblems({ imageKinds: after, hasLettering: true }).some((problem) => !missing.has(problem));
}

/** The 422 of one logo that may not go on sale yet: the message, and each reason on `state`. */
export const notPublishable = (reasons: string[]) => ({
  message: msg('logo_not_publishable'),
  errors: { state: reasons },
});
