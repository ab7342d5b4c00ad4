import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { activeKeep, idArray } from '../../platform/db/sql.ts';
import { closeEvents } from './keep-events.repository.ts';

/** SQL the sale of a logo needs from the favourites: who keeps it, and ending those keeps. */

/** The member holding an active keep on each of the logos (at most one each: the unique index). */
export function activeKeepers(
  db: Db,
  logoIds: readonly number[],
): Promise<{ logo_id: number; user_id: number }[]> {
  if (logoIds.length === 0) return Promise.resolve([]);
  return rows(
    db,
    sql`select logo_id, user_id from favorites
        where logo_id = any(${idArray(logoIds)}) and ${activeKeep(null)}`,
  );
}

/**
 * Ends every keep on the logos (a sold logo is nobody's to keep); the favourites stay. The keeps'
 * events close as bought when the keeper is the buyer, else as sold_to_other (or expired, for a
 * keep that had run out unnoticed).
 */
export async function endKeepsOn(tx: Db, logoIds: readonly number[], buyerId: number): Promise<void> {
  if (logoIds.length === 0) return;
  await tx.execute(sql`with ended as (
      update favorites set kept = false, keep_date = null, keep_expired_at = null
      where logo_id = any(${idArray(logoIds)}) and kept returning user_id, logo_id),
    closed as (${closeEvents(
      sql`ended`,
      sql`case when x.user_id = ${buyerId} then 'bought' else 'sold_to_other' end`,
    )})
    select count(*) from ended`);
}
