import type { Db } from '../../platform/db/db.ts';
import { dbOf, type TxScope } from '../../platform/db/transaction.ts';
import { toDate } from './keep-expiry.ts';
import * as repo from './return-mails.repository.ts';

/** The favourites' face for the return mails (issue 26): who favours a sold logo, running keeps. */

/** The members with each logo among their favourites (not the buyer), in the sale's transaction. */
export async function favoritersOf(
  db: Db,
  ctx: TxScope,
  logoIds: readonly number[],
  buyerId: number,
): Promise<{ userId: number; logoId: number }[]> {
  const found = await repo.favoritersOf(dbOf(ctx, db), logoIds, buyerId);
  return found.map((r) => ({ userId: Number(r.user_id), logoId: Number(r.logo_id) }));
}

export interface RunningKeep {
  /** The keep's keep_events row: one per keep, so a new keep of the same logo is a new keep. */
  keepId: number;
  userId: number;
  logoId: number;
  keepDate: Date;
}

/** Keeps still running that started at or before `startedBy` (the reminders' candidates). */
export async function runningKeepsStartedBy(db: Db, startedBy: Date): Promise<RunningKeep[]> {
  const found = await repo.runningKeepsStartedBy(db, startedBy);
  return found.flatMap((r) => {
    const keepDate = toDate(r.keep_date);
    return keepDate
      ? [{ keepId: Number(r.event_id), userId: Number(r.user_id), logoId: Number(r.logo_id), keepDate }]
      : [];
  });
}
