import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { activeKeep, publicLogo } from '../../platform/db/sql.ts';
import { favoritesCountMoved } from '../logos/index.ts';
import { closeEvents, outcome } from './keep-events.repository.ts';

/** SQL of the keep transaction (keep.service.ts), in the order it runs. */

/**
 * Serialises one member's keeps. `for no key update` still lets foreign-key checks of other
 * statements (which take `key share` on the user row) through, so it cannot deadlock with a
 * favourite insert of the same member. False when the account is gone: a keep that waited here
 * while staff deleted the member must not start after the deletion ended the member's keeps.
 */
export async function lockUser(tx: Db, userId: number): Promise<boolean> {
  const found = await rows<{ id: number }>(
    tx,
    sql`select id from users where id = ${userId} and deleted_at is null for no key update`,
  );
  return found.length > 0;
}

/** Locks the logo row: keeps, favourite toggles (and sales) on one logo run one after another. */
export async function lockLogo(tx: Db, logoId: number): Promise<{ state: number } | undefined> {
  const [row] = await rows<{ state: number }>(
    tx,
    sql`select state from logos where id = ${logoId} for no key update`,
  );
  return row ? { state: Number(row.state) } : undefined;
}

export interface KeepSituation {
  /** The member's favourite row of the logo, if any. */
  mine: { kept: boolean; keep_date: Date | string | null; keep_expired_at: Date | string | null } | null;
  /** Another member holds an active keep on the logo. */
  takenByOther: boolean;
  /** The member's active keeps on public logos (the five-keep limit counts these). */
  keepCount: number;
  /** The member's favourites of public logos. */
  favoriteTotal: number;
  favoritesCount: number;
}

/** Everything the keep rules look at, in one read (taken after the locks and the release). */
export async function keepSituation(tx: Db, userId: number, logoId: number): Promise<KeepSituation> {
  const [row] = await rows<{
    mine: KeepSituation['mine'];
    taken: boolean;
    keep_count: number;
    total: number;
    favorites_count: number;
  }>(
    tx,
    sql`select
      (select json_build_object('kept', f.kept, 'keep_date', f.keep_date, 'keep_expired_at', f.keep_expired_at)
        from favorites f where f.user_id = ${userId} and f.logo_id = ${logoId}) as mine,
      exists (select 1 from favorites f where f.logo_id = ${logoId} and f.user_id <> ${userId} and ${activeKeep()}) as taken,
      (select count(*) filter (where ${activeKeep()})::int from favorites f join logos l on l.id = f.logo_id
        where f.user_id = ${userId} and ${publicLogo()}) as keep_count,
      (select count(*)::int from favorites f join logos l on l.id = f.logo_id
        where f.user_id = ${userId} and ${publicLogo()}) as total,
      (select favorites_count from logos where id = ${logoId}) as favorites_count`,
  );
  const mine = typeof row?.mine === 'string' ? JSON.parse(row.mine) : (row?.mine ?? null);
  return {
    mine,
    takenByOther: Boolean(row?.taken),
    keepCount: Number(row?.keep_count ?? 0),
    favoriteTotal: Number(row?.total ?? 0),
    favoritesCount: Number(row?.favorites_count ?? 0),
  };
}

/** The open event of the keep a `kept` CTE (user_id, logo_id, keep_date) just started. */
const openEvents = sql`insert into keep_events (user_id, logo_id, started_at) select user_id, logo_id, keep_date from kept`;

/**
 * Starts a keep now, and its open event in keep_events. Without a favourite row yet, the row is
 * inserted already kept and the logo's count moves in the same statement. The one-keeper indexes
 * (favourites and open events) still refuse a second keeper (23505).
 */
export async function startKeep(
  tx: Db,
  userId: number,
  logoId: number,
  isFavorite: boolean,
): Promise<{ keepDate: Date | string; favoritesCount: number | null }> {
  const [row] = await rows<{ keep_date: Date | string; favorites_count: number | null }>(
    tx,
    isFavorite
      ? sql`with kept as (update favorites set kept = true, keep_date = now(), keep_expired_at = null
              where user_id = ${userId} and logo_id = ${logoId} returning user_id, logo_id, keep_date),
            opened as (${openEvents})
            select (select keep_date from kept) as keep_date, null::int as favorites_count`
      : sql`with kept as (insert into favorites (user_id, logo_id, kept, keep_date) values (${userId}, ${logoId}, true, now())
              returning user_id, logo_id, keep_date),
            opened as (${openEvents}),
            bumped as (${favoritesCountMoved(sql`select logo_id from kept`, 1)})
            select (select keep_date from kept) as keep_date, (select favorites_count from bumped) as favorites_count`,
  );
  return {
    keepDate: row!.keep_date,
    favoritesCount: row!.favorites_count === null ? null : Number(row!.favorites_count),
  };
}

/** The member releases their keep: the favourite stays, the keep's event closes as released. */
export async function endKeep(tx: Db, userId: number, logoId: number): Promise<void> {
  await tx.execute(sql`with ended as (
      update favorites set kept = false, keep_date = null, keep_expired_at = null
      where user_id = ${userId} and logo_id = ${logoId} and kept returning user_id, logo_id),
    closed as (${closeEvents(sql`ended`, outcome('released'))})
    select count(*) from ended`);
}
