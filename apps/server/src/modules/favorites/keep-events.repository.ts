import { type SQL, sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { keepLength } from '../../platform/db/sql.ts';

/**
 * SQL of the keep history (table keep_events): an open row per keep, closed in the statement that
 * ends the keep on the favourite, so the two never disagree. The statements that end keeps live
 * beside the rest of their work (keep.repository, favorites.repository, sale.repository) and use
 * `closeEvents` as one of their CTEs.
 */

export type KeepOutcome =
  | 'released'
  | 'unfavorited'
  | 'expired'
  | 'bought'
  | 'sold_to_other'
  | 'member_deleted';

/** A constant outcome as SQL text (code constants only, never input). */
export const outcome = (value: KeepOutcome): SQL => sql.raw(`'${value}'`);

/**
 * The body of a CTE closing the open events of the keeps in `ended` (a relation of user_id,
 * logo_id: the favourites whose keep the same statement just ended), as `why` says. A keep that
 * had already run out before anyone noticed closes as expired, at its expiry instant: the sale or
 * the removal did not end it. `why` may read the ended row as `x`.
 */
export function closeEvents(ended: SQL, why: SQL): SQL {
  return sql`update keep_events e set
      outcome = case when e.started_at + ${keepLength()} <= now() then 'expired' else ${why} end,
      ended_at = least(now(), e.started_at + ${keepLength()})
    from ${ended} x
    where e.user_id = x.user_id and e.logo_id = x.logo_id and e.ended_at is null
    returning e.id`;
}

/**
 * Ends every keep of a member (the account is being deleted): the logos are free for others at
 * once. The favourites stay. Answers how many keeps ended.
 */
export async function endKeepsOfMember(tx: Db, userId: number): Promise<number> {
  const [row] = await rows<{ n: number }>(
    tx,
    sql`with ended as (
          update favorites set kept = false, keep_date = null, keep_expired_at = null
          where user_id = ${userId} and kept returning user_id, logo_id),
        closed as (${closeEvents(sql`ended`, outcome('member_deleted'))})
        select count(*)::int as n from ended`,
  );
  return Number(row?.n ?? 0);
}

export interface KeepPeriodScope {
  /** First and last calendar day (YYYY-MM-DD) of the period in `timeZone`, both included. */
  from: string;
  to: string;
  timeZone: string;
  /** Only keeps of this designer's logos; null for the whole shop. */
  designerId: number | null;
}

/** Keeps started in the period, and how many of them ended with the keeper buying the logo. */
export async function keepConversion(
  db: Db,
  s: KeepPeriodScope,
): Promise<{ keeps: number; purchased: number }> {
  const designer = s.designerId === null ? sql`` : sql`and l.designer_id = ${s.designerId}`;
  const [row] = await rows<{ keeps: number; purchased: number }>(
    db,
    sql`select count(*)::int as keeps, (count(*) filter (where e.outcome = 'bought'))::int as purchased
        from keep_events e join logos l on l.id = e.logo_id
        where e.started_at >= timezone(${s.timeZone}, ${s.from}::date::timestamp)
          and e.started_at < timezone(${s.timeZone}, (${s.to}::date + 1)::timestamp) ${designer}`,
  );
  return { keeps: Number(row?.keeps ?? 0), purchased: Number(row?.purchased ?? 0) };
}
