import type { LogoCard, MyFavoriteResponse } from '@logoya/core';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/app.ts';
import { issueToken } from '../../platform/auth.ts';
import { rows } from '../../platform/db.ts';

/** Test data for the favourites tests: members with tokens and logos in chosen states. */

export interface Member {
  id: number;
  headers: Record<string, string>;
}

let serial = 0;

/** A new member with a signed-in token (issued directly: the sign-in itself is tested elsewhere). */
export async function newMember(t: TestApp): Promise<Member> {
  serial++;
  const [row] = await rows<{ id: number }>(
    t.database.db,
    sql`insert into users (name, email, role) values (${`Member ${serial}`}, ${`fav-${serial}-${Date.now()}@example.test`}, 'user')
        returning id`,
  );
  const id = Number(row!.id);
  const { token } = await issueToken(t.database.db, id, false);
  return { id, headers: { authorization: `Bearer ${token}` } };
}

const handedOut = new Set<number>();

/**
 * `count` logos of the seeded catalogue that no test used yet and nobody likes, set to `state`.
 * Each test takes its own, so tests do not see each other's favourites.
 */
export async function takeLogos(t: TestApp, count: number, state = 0): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.database.db,
    sql`select id from logos l where not exists (select 1 from favorites f where f.logo_id = l.id) order by id`,
  );
  const ids = found
    .map((r) => Number(r.id))
    .filter((id) => !handedOut.has(id))
    .slice(0, count);
  if (ids.length < count) throw new Error(`only ${ids.length} free logos left`);
  for (const id of ids) handedOut.add(id);
  await t.database.db.execute(
    sql`update logos set state = ${state} where id = any(${sql.raw(`array[${ids.join(',')}]::int[]`)})`,
  );
  return ids;
}

export async function setState(t: TestApp, logoId: number, state: number): Promise<void> {
  await t.database.db.execute(sql`update logos set state = ${state} where id = ${logoId}`);
}

export async function favoriteRows(t: TestApp, logoId: number) {
  return rows<{ user_id: number; kept: boolean; keep_date: string | null; keep_expired_at: string | null }>(
    t.database.db,
    sql`select user_id, kept, keep_date, keep_expired_at from favorites where logo_id = ${logoId} order by user_id`,
  );
}

/** favorites_count and the real number of favourite rows of a logo. */
export async function counts(t: TestApp, logoId: number): Promise<{ stored: number; real: number }> {
  const [row] = await rows<{ stored: number; real: number }>(
    t.database.db,
    sql`select favorites_count as stored, (select count(*)::int from favorites where logo_id = ${logoId}) as real
        from logos where id = ${logoId}`,
  );
  return { stored: Number(row!.stored), real: Number(row!.real) };
}

/** Moves a keep's start (and its open event's) into the past, as if `days` had gone by. */
export async function ageKeep(t: TestApp, userId: number, logoId: number, days: number): Promise<void> {
  await t.database.db.execute(sql`with aged as (
      update favorites set keep_date = now() - make_interval(days => ${days})
      where user_id = ${userId} and logo_id = ${logoId} returning keep_date)
    update keep_events set started_at = (select keep_date from aged)
    where user_id = ${userId} and logo_id = ${logoId} and ended_at is null and exists (select 1 from aged)`);
}

export interface KeepEventRow {
  user_id: number;
  started_at: string;
  ended_at: string | null;
  outcome: string | null;
}

/** The keep history of a logo, oldest first, with times as ISO strings. */
export async function keepEvents(t: TestApp, logoId: number): Promise<KeepEventRow[]> {
  const found = await rows<{
    user_id: number;
    started_at: Date | string;
    ended_at: Date | string | null;
    outcome: string | null;
  }>(
    t.database.db,
    sql`select user_id, started_at, ended_at, outcome from keep_events where logo_id = ${logoId} order by id`,
  );
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return found.map((r) => ({
    user_id: Number(r.user_id),
    started_at: iso(r.started_at)!,
    ended_at: iso(r.ended_at),
    outcome: r.outcome,
  }));
}

/** Every object key in a JSON answer, at any depth. */
export function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const v of value) keysOf(v, into);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      into.add(k);
      keysOf(v, into);
    }
  }
  return into;
}

/** The calls the tests make, as a member (or a guest with null), on the file's app. */
export function callsOf(app: () => TestApp) {
  const favorite = (m: Member | null, id: number | string, type: unknown, locale?: string) =>
    app().app.inject({
      method: 'POST',
      url: `/api/favorite/${id}`,
      payload: { type, ...(locale ? { locale } : {}) },
      headers: m?.headers ?? {},
    });
  const keep = (m: Member | null, id: number | string, is_keep: unknown, locale?: string) =>
    app().app.inject({
      method: 'POST',
      url: `/api/keep-logo/${id}`,
      payload: { is_keep, ...(locale ? { locale } : {}) },
      headers: m?.headers ?? {},
    });
  const get = (m: Member | null, url: string) =>
    app().app.inject({ method: 'GET', url, headers: m?.headers ?? {} });
  const myFavorites = async (m: Member, query = '') =>
    (await get(m, `/api/my-favorite${query}`)).json<MyFavoriteResponse>();
  const cardOf = async (m: Member | null, id: number) =>
    (await get(m, `/api/logo/${id}`)).json<{ data: LogoCard }>().data;
  return { favorite, keep, get, myFavorites, cardOf };
}

/** The spec's messages, in English. */
export const MSG = {
  unauthenticated: 'Please sign in to continue.',
  notFound: 'The logo was not found.',
  unavailable: 'This logo is sold out or no longer available, so it cannot be added to your favourites.',
  keepUnavailable: 'This logo cannot be kept: it is sold out, negotiating or no longer available.',
  keepTaken: 'Another customer is already keeping this logo.',
  keepLimit: 'You can keep up to 5 logos at once. Release one to keep another.',
  notYours: 'You are not keeping this logo.',
  expired: 'Keep cancelled due to timeout.',
};
