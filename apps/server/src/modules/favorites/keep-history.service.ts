import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import * as events from './keep-events.repository.ts';

/** The favourites' face for the keep history: the dashboard's figure, and a member leaving. */

export type { KeepPeriodScope } from './keep-events.repository.ts';

/**
 * Keeps started in the period (calendar days of `timeZone`), and how many of them ended with the
 * keeper buying the logo while the keep held. A keep released or run out before the purchase does
 * not count as converted.
 */
export function keepConversion(
  db: Db,
  ctx: TxScope,
  scope: events.KeepPeriodScope,
): Promise<{ keeps: number; purchased: number }> {
  return events.keepConversion(dbOf(ctx, db), scope);
}

/**
 * Ends every keep of a member whose account is being deleted, in the caller's transaction: the
 * logos are free for other members at once. Answers how many keeps ended.
 */
export function endKeepsOfMember(ctx: TxScope & { tx: Db }, userId: number): Promise<number> {
  return events.endKeepsOfMember(ctx.tx, userId);
}
