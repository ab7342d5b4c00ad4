import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import * as repo from './sale.repository.ts';

/** The favourites' face for selling: keeps block other buyers and end when a logo is sold. */

/** The active keeper of each logo that has one. */
export async function keepersOf(
  db: Db,
  ctx: TxScope,
  logoIds: readonly number[],
): Promise<Map<number, number>> {
  const found = await repo.activeKeepers(dbOf(ctx, db), logoIds);
  return new Map(found.map((r) => [Number(r.logo_id), Number(r.user_id)]));
}

/**
 * Releases the keeps on logos being sold to `buyerId`, in the sale's transaction; the keep
 * history records whether the keeper was the buyer (the dashboard's keep-to-purchase figure).
 */
export function releaseKeepsOn(
  ctx: TxScope & { tx: Db },
  logoIds: readonly number[],
  buyerId: number,
): Promise<void> {
  return repo.endKeepsOn(ctx.tx, logoIds, buyerId);
}
