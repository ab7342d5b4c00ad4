import { LOGO_STATE } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';
import { activeKeep, expiredKeep, inIds, publicLogo } from '../../platform/db/sql.ts';
import { favoritesCountMoved } from '../logos/index.ts';
import { closeEvents, outcome } from './keep-events.repository.ts';

export interface FavoriteChange {
  /** The logo's state, as locked. */
  state: number;
  /** The logo's public count after the change. */
  favoritesCount: number;
  /** A row was really inserted or deleted. */
  changed: boolean;
  /** The member's favourites of public logos after the change. */
  total: number;
}

/**
 * Adds or removes a favourite in one statement (one round trip, atomic): the logo row is locked
 * first (the keep transaction's order: logo, then favourites), the row is inserted (only for a
 * normal or negotiating logo) or deleted, and the counter moves only when that really happened.
 * Removing also ends any keep, since the keep lives on the row (its event closes as unfavorited).
 * Undefined for an unknown logo.
 */
export async function applyFavorite(
  db: Db,
  userId: number,
  logoId: number,
  add: boolean,
): Promise<FavoriteChange | undefined> {
  const change = add
    ? sql`insert into favorites (user_id, logo_id)
          select ${userId}, id from logo where state in (${LOGO_STATE.normal}, ${LOGO_STATE.negotiating})
          on conflict (user_id, logo_id) do nothing returning user_id, logo_id`
    : sql`delete from favorites where user_id = ${userId} and logo_id in (select id from logo)
          returning user_id, logo_id, kept`;
  const closed = add
    ? sql``
    : sql`, closed as (${closeEvents(sql`(select user_id, logo_id from changed where kept)`, outcome('unfavorited'))})`;
  const delta = add ? 1 : -1;
  const [row] = await rows<{ state: number; favorites_count: number; changed: boolean; total: number }>(
    db,
    sql`with logo as (select id, state, favorites_count from logos where id = ${logoId} for no key update),
        changed as (${change})${closed},
        bumped as (${favoritesCountMoved(sql`select logo_id from changed`, delta)})
        select l.state, coalesce((select favorites_count from bumped), l.favorites_count) as favorites_count,
          exists (select 1 from changed) as changed,
          (select count(*)::int from favorites f join logos l on l.id = f.logo_id
            where f.user_id = ${userId} and ${publicLogo()})
          + case when ${publicLogo()} then ${delta} * (select count(*)::int from changed) else 0 end as total
        from logo l`,
  );
  return row
    ? {
        state: Number(row.state),
        favoritesCount: Number(row.favorites_count),
        changed: Boolean(row.changed),
        total: Number(row.total),
      }
    : undefined;
}

/** The member's favourites and active keeps on public logos (what my-favorite lists). */
export async function countMine(db: Db, userId: number): Promise<{ count: number; keepCount: number }> {
  const [row] = await rows<{ count: number; keep_count: number }>(
    db,
    sql`select count(*)::int as count, (count(*) filter (where ${activeKeep()}))::int as keep_count
        from favorites f join logos l on l.id = f.logo_id
        where f.user_id = ${userId} and ${publicLogo()}`,
  );
  return { count: Number(row?.count ?? 0), keepCount: Number(row?.keep_count ?? 0) };
}

/**
 * Releases expired keeps: kept becomes false and keep_expired_at records when, so the owner sees
 * the keep as expired. keep_date stays for the record; the keep's event closes as expired, at its
 * expiry instant. Without a scope, every expired keep (the sweep); with one, those of a member
 * and/or a logo. One statement either way; racing releases close each event once (the favourite
 * row's lock and its `kept` re-check decide which statement ends the keep).
 */
export async function releaseExpiredKeeps(
  db: Db,
  scope: { userId?: number; logoId?: number } = {},
): Promise<number> {
  const only =
    scope.userId !== undefined && scope.logoId !== undefined
      ? sql` and (user_id = ${scope.userId} or logo_id = ${scope.logoId})`
      : scope.userId !== undefined
        ? sql` and user_id = ${scope.userId}`
        : scope.logoId !== undefined
          ? sql` and logo_id = ${scope.logoId}`
          : sql``;
  const [row] = await rows<{ n: number }>(
    db,
    sql`with released as (
          update favorites set kept = false, keep_expired_at = now() where ${expiredKeep(null)}${only}
          returning user_id, logo_id),
        closed as (${closeEvents(sql`released`, outcome('expired'))})
        select count(*)::int as n from released`,
  );
  return Number(row?.n ?? 0);
}

export interface MyFavoriteRow {
  logo_id: number;
  kept: boolean;
  keep_date: Date | string | null;
  keep_expired_at: Date | string | null;
  created_at: Date | string;
}

/** The favourite rows of a member for the given logos (the cards come from the catalogue). */
export function favoritesFor(db: Db, userId: number, logoIds: number[]): Promise<MyFavoriteRow[]> {
  if (logoIds.length === 0) return Promise.resolve([]);
  return rows<MyFavoriteRow>(
    db,
    sql`select logo_id, kept, keep_date, keep_expired_at, created_at from favorites
        where user_id = ${userId} and ${inIds(sql`logo_id`, logoIds)}`,
  );
}
