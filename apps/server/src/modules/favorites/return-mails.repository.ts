import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { activeKeep, idArray } from '../../platform/db/sql.ts';

/** What the return mails (issue 26) read of favourites and keeps. */

/** The members who have each logo among their favourites, the buyer left out. */
export function favoritersOf(
  db: Db,
  logoIds: readonly number[],
  buyerId: number,
): Promise<{ user_id: number; logo_id: number }[]> {
  if (logoIds.length === 0) return Promise.resolve([]);
  return rows(
    db,
    sql`select user_id, logo_id from favorites
        where logo_id = any(${idArray(logoIds)}) and user_id <> ${buyerId}`,
  );
}

export interface RunningKeepRow {
  event_id: number;
  user_id: number;
  logo_id: number;
  keep_date: Date | string;
}

/** Active keeps started at or before `startedBy`, each with its open keep_events row (its identity). */
export function runningKeepsStartedBy(db: Db, startedBy: Date): Promise<RunningKeepRow[]> {
  return rows<RunningKeepRow>(
    db,
    sql`select e.id as event_id, f.user_id, f.logo_id, f.keep_date from favorites f
        join keep_events e on e.logo_id = f.logo_id and e.user_id = f.user_id and e.ended_at is null
        where ${activeKeep('f')} and f.keep_date <= ${startedBy.toISOString()}::timestamptz
        order by f.keep_date, e.id limit 5000`,
  );
}
