import type { FavoriteResult, KeepResult, LogoCard, MyFavoriteResponse } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';
import {
  counts,
  favoriteRows,
  keysOf,
  type Member,
  newMember,
  setState,
  takeLogos,
} from './favorites.fixtures.ts';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 60 });
  a = await newMember(t);
  b = await newMember(t);
});
afterAll(() => t.close());

const favorite = (m: Member | null, id: number | string, type: unknown, locale?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/favorite/${id}`,
    payload: { type, ...(locale ? { locale } : {}) },
    headers: m?.headers ?? {},
  });
const keep = (m: Member | null, id: number | string, is_keep: unknown, locale?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/keep-logo/${id}`,
    payload: { is_keep, ...(locale ? { locale } : {}) },
    headers: m?.headers ?? {},
  });
const get = (m: Member | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: m?.headers ?? {} });
const myFavorites = async (m: Member, query = '') =>
  (await get(m, `/api/my-favorite${query}`)).json<MyFavoriteResponse>();
const cardOf = async (m: Member | null, id: number) =>
  (await get(m, `/api/logo/${id}`)).json<{ data: LogoCard }>().data;

const MSG = {
  unauthenticated: 'Please sign in to continue.',
  notFound: 'The logo was not found.',
  unavailable: 'This logo is sold out or no longer available, so it cannot be added to your favourites.',
  keepUnavailable: 'This logo cannot be kept: it is sold out, negotiating or no longer available.',
  keepTaken: 'Another customer is already keeping this logo.',
  keepLimit: 'You can keep up to 5 logos at once. Release one to keep another.',
  notYours: 'You are not keeping this logo.',
  expired: 'Keep cancelled due to timeout.',
};

describe('sign-in', () => {
  it('answers 401 to guests on every favourites call, and 401 to a bad token', async () => {
    const [id] = await takeLogos(t, 1);
    const calls = [
      favorite(null, id!, 1),
      keep(null, id!, true),
      get(null, '/api/my-favorite'),
      get(null, '/api/favorite-count'),
      get(null, '/api/my-favorite/similar'),
      favorite({ id: 0, headers: { authorization: `Bearer ${'x'.repeat(43)}` } }, id!, 1),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MSG.unauthenticated });
    }
    expect(await favoriteRows(t, id!)).toEqual([]);
  });
});

describe('POST /api/favorite/{id}', () => {
  it('adds once, removes once, and keeps the counter equal to the rows', async () => {
    const [id] = await takeLogos(t, 1);
    const before = (await get(a, '/api/favorite-count')).json().data.count as number;
    const added = await favorite(a, id!, 1);
    expect(added.statusCode).toBe(200);
    expect(added.json<{ data: FavoriteResult }>().data).toEqual({
      logo_id: id,
      is_like: true,
      favorites_count: 1,
      favorite_total: before + 1,
    });
    const again = (await favorite(a, id!, '1')).json<{ data: FavoriteResult }>().data;
    expect(again).toMatchObject({ is_like: true, favorites_count: 1, favorite_total: before + 1 });
    expect((await favorite(b, id!, 1)).json().data.favorites_count).toBe(2);
    expect(await counts(t, id!)).toEqual({ stored: 2, real: 2 });

    const removed = (await favorite(a, id!, 0)).json<{ data: FavoriteResult }>().data;
    expect(removed).toEqual({ logo_id: id, is_like: false, favorites_count: 1, favorite_total: before });
    const twice = (await favorite(a, id!, '0')).json<{ data: FavoriteResult }>().data;
    expect(twice).toMatchObject({ is_like: false, favorites_count: 1 });
    expect(await counts(t, id!)).toEqual({ stored: 1, real: 1 });
    expect((await cardOf(a, id!)).is_like).toBe(false);
    expect((await cardOf(b, id!)).is_like).toBe(true);
  });

  it('never lets the counter go below zero', async () => {
    const [id] = await takeLogos(t, 1);
    await favorite(a, id!, 1);
    await t.database.db.execute(sql`update logos set favorites_count = 0 where id = ${id}`);
    expect((await favorite(a, id!, 0)).json().data.favorites_count).toBe(0);
  });

  it('refuses sold logos with 409 and stopped, deleted or unknown ones with 404', async () => {
    const [sold] = await takeLogos(t, 1, 8);
    const [stopped] = await takeLogos(t, 1, 7);
    const [deleted] = await takeLogos(t, 1, 9);
    const soldRes = await favorite(a, sold!, 1);
    expect(soldRes.statusCode).toBe(409);
    expect(soldRes.json()).toEqual({ message: MSG.unavailable });
    for (const id of [stopped!, deleted!, 99_999_999, 3_000_000_000]) {
      const res = await favorite(a, id, 1);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: MSG.notFound });
    }
    expect((await favorite(a, 99_999_999, 0)).statusCode).toBe(404);
    expect((await favorite(a, stopped!, 0)).statusCode).toBe(404);
    for (const id of [sold!, stopped!, deleted!]) expect(await counts(t, id)).toEqual({ stored: 0, real: 0 });
  });

  it('lets a negotiating logo be favourited', async () => {
    const [id] = await takeLogos(t, 1, 2);
    expect((await favorite(a, id!, 1)).json().data.is_like).toBe(true);
  });

  it('still removes an existing favourite of a logo sold or stopped since', async () => {
    const [one, two] = await takeLogos(t, 2);
    await favorite(a, one!, 1);
    await favorite(a, two!, 1);
    await setState(t, one!, 8);
    await setState(t, two!, 7);
    for (const id of [one!, two!]) {
      const res = await favorite(a, id, 0);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ is_like: false, favorites_count: 0 });
      expect(await counts(t, id)).toEqual({ stored: 0, real: 0 });
    }
  });

  it('checks the type and the id, with the exact messages', async () => {
    const [id] = await takeLogos(t, 1);
    for (const type of [2, 'x', null, undefined, true]) {
      const res = await favorite(a, id!, type);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.type).toEqual(['The type must be 1 (add) or 0 (remove).']);
    }
    const badId = await favorite(a, 'abc', 1);
    expect(badId.statusCode).toBe(422);
    expect(badId.json().errors.id).toEqual(['The id must be a positive whole number.']);
  });

  it('answers in the caller’s language', async () => {
    const [sold] = await takeLogos(t, 1, 8);
    expect((await favorite(a, sold!, 1, 'ja')).json().message).toBe(
      'このロゴは売り切れか公開終了のため、お気に入りに追加できません。',
    );
    expect((await favorite(a, 99_999_999, 1, 'vi')).json().message).toBe('Không tìm thấy logo.');
  });
});

describe('POST /api/keep-logo/{id}', () => {
  it('keeps a favourite for 10 days, idempotently, and releases it', async () => {
    const m = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await favorite(m, id!, 1);
    const res = await keep(m, id!, true);
    expect(res.statusCode).toBe(200);
    const kept = res.json<{ data: KeepResult }>().data;
    expect(kept).toMatchObject({
      logo_id: id,
      kept: true,
      keep_count: 1,
      max_keeps: 5,
      is_like: true,
      favorites_count: 1,
      favorite_total: 1,
    });
    const start = Date.parse(kept.keep_date!);
    expect(Math.abs(start - Date.now())).toBeLessThan(60_000);
    expect(Date.parse(kept.expires_at!) - start).toBe(10 * 86_400_000);

    await new Promise((r) => setTimeout(r, 20));
    const again = (await keep(m, id!, 1)).json<{ data: KeepResult }>().data;
    expect(again.keep_date).toBe(kept.keep_date);
    expect(again.keep_count).toBe(1);

    const released = await keep(m, id!, false);
    expect(released.statusCode).toBe(200);
    expect(released.json().data).toMatchObject({
      kept: false,
      keep_date: null,
      expires_at: null,
      keep_count: 0,
    });
    expect(await favoriteRows(t, id!)).toEqual([
      { user_id: m.id, kept: false, keep_date: null, keep_expired_at: null },
    ]);
    const twice = await keep(m, id!, '0');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: MSG.notYours });
  });

  it('adds the logo to the favourites when it was not one', async () => {
    const m = await newMember(t);
    const [id] = await takeLogos(t, 1);
    const res = (await keep(m, id!, true)).json<{ data: KeepResult }>().data;
    expect(res).toMatchObject({ kept: true, is_like: true, favorites_count: 1, favorite_total: 1 });
    expect(await counts(t, id!)).toEqual({ stored: 1, real: 1 });
    expect((await get(m, '/api/favorite-count')).json()).toEqual({ data: { count: 1, keep_count: 1 } });
  });

  it('refuses a logo another member keeps, and releasing someone else’s keep', async () => {
    const [id] = await takeLogos(t, 1);
    const owner = await newMember(t);
    const other = await newMember(t);
    await keep(owner, id!, true);
    const taken = await keep(other, id!, true);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: MSG.keepTaken });
    expect((await keep(other, id!, true, 'ja')).json().message).toBe('このロゴは他のお客様がキープ中です。');
    await favorite(other, id!, 1);
    const release = await keep(other, id!, false);
    expect(release.statusCode).toBe(409);
    expect(release.json()).toEqual({ message: MSG.notYours });
    expect((await favoriteRows(t, id!)).filter((r) => r.kept).map((r) => r.user_id)).toEqual([owner.id]);
  });

  it('refuses sold and negotiating logos (409) and stopped, deleted or unknown ones (404)', async () => {
    const [sold] = await takeLogos(t, 1, 8);
    const [negotiating] = await takeLogos(t, 1, 2);
    const [stopped] = await takeLogos(t, 1, 7);
    const [deleted] = await takeLogos(t, 1, 9);
    for (const id of [sold!, negotiating!]) {
      const res = await keep(a, id, true);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MSG.keepUnavailable });
    }
    for (const id of [stopped!, deleted!, 99_999_999]) {
      for (const flag of [true, false]) {
        const res = await keep(a, id, flag);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: MSG.notFound });
      }
    }
    for (const id of [sold!, negotiating!, stopped!, deleted!]) expect(await favoriteRows(t, id)).toEqual([]);
  });

  it('allows five keeps at once and refuses the sixth', async () => {
    const m = await newMember(t);
    const ids = await takeLogos(t, 6);
    for (const id of ids.slice(0, 5)) expect((await keep(m, id, true)).statusCode).toBe(200);
    const sixth = await keep(m, ids[5]!, true);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json()).toEqual({ message: MSG.keepLimit });
    expect((await keep(m, ids[5]!, true, 'vi')).json().message).toBe(
      'Bạn chỉ có thể giữ tối đa 5 logo cùng lúc. Hãy bỏ giữ một logo để giữ logo khác.',
    );
    expect(await favoriteRows(t, ids[5]!)).toEqual([]);
    // Keeping one already kept is no new keep, so it is not refused at the limit.
    expect((await keep(m, ids[0]!, true)).statusCode).toBe(200);
    await keep(m, ids[0]!, false);
    expect((await keep(m, ids[5]!, true)).json().data.keep_count).toBe(5);
  });

  it('checks is_keep with the exact message', async () => {
    const [id] = await takeLogos(t, 1);
    for (const value of ['yes', 2, null, undefined]) {
      const res = await keep(a, id!, value);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.is_keep).toEqual(['is_keep must be true or false.']);
    }
  });

  it('ends the keep when the favourite is removed', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await keep(owner, id!, true);
    const removed = (await favorite(owner, id!, 0)).json().data;
    expect(removed).toMatchObject({ is_like: false, favorites_count: 0 });
    expect(await favoriteRows(t, id!)).toEqual([]);
    expect((await get(owner, '/api/favorite-count')).json().data).toEqual({ count: 0, keep_count: 0 });
    expect((await keep(other, id!, true)).statusCode).toBe(200);
  });

  it('shows the keep on cards: negotiating to everyone, is_user_kept to the keeper only', async () => {
    const owner = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await keep(owner, id!, true);
    const mine = await cardOf(owner, id!);
    const theirs = await cardOf(a, id!);
    const visitor = await cardOf(null, id!);
    expect(mine).toMatchObject({ kept: true, is_user_kept: true, is_like: true, favorites_count: 1 });
    expect(theirs).toMatchObject({ kept: true, is_user_kept: false, is_like: false });
    expect(visitor).toMatchObject({ kept: true, is_user_kept: false, is_like: false });
    const list = (await get(null, '/api/all-logo?per_page=100')).json<{ data: LogoCard[] }>().data;
    expect(list.find((c) => c.logo_id === id)?.kept).toBe(true);
  });
});

describe('keep expiry', () => {
  it('lists a run-out keep as expired, releases it, and lets it be kept again', async () => {
    const owner = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await keep(owner, id!, true);
    await t.database.db.execute(
      sql`update favorites set keep_date = now() - interval '11 days' where logo_id = ${id}`,
    );
    // Cards drop it at once, before anything is released.
    expect((await cardOf(null, id!)).kept).toBe(false);
    expect((await cardOf(owner, id!)).is_user_kept).toBe(false);

    const list = await myFavorites(owner);
    const record = list.data.find((r) => r.logo_id === id)!;
    expect(record).toMatchObject({
      kept: false,
      expired: true,
      remaining_hours: 0,
      keepable: true,
    });
    expect(Date.parse(record.expires_at!)).toBeLessThan(Date.now());
    expect(list.meta.keep_count).toBe(0);
    const [row] = await favoriteRows(t, id!);
    expect(row).toMatchObject({ kept: false });
    expect(row!.keep_expired_at).not.toBeNull();

    const release = await keep(owner, id!, false);
    expect(release.statusCode).toBe(409);
    expect(release.json()).toEqual({ message: MSG.expired });
    expect((await keep(owner, id!, false, 'ja')).json().message).toBe(
      'キープ期限が過ぎたため、キープを解除しました。',
    );

    const again = (await keep(owner, id!, true)).json<{ data: KeepResult }>().data;
    expect(again.kept).toBe(true);
    expect(Math.abs(Date.parse(again.keep_date!) - Date.now())).toBeLessThan(60_000);
    const relisted = (await myFavorites(owner)).data.find((r) => r.logo_id === id)!;
    expect(relisted).toMatchObject({ kept: true, expired: false, keepable: false });
    expect(relisted.remaining_hours).toBe(240);
  });

  it('lets another member keep a logo whose keep ran out before any sweep', async () => {
    const owner = await newMember(t);
    const other = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await keep(owner, id!, true);
    await t.database.db.execute(
      sql`update favorites set keep_date = now() - interval '10 days 1 minute' where logo_id = ${id}`,
    );
    // The stale row still says kept: only the keep transaction's release lets the new keeper in.
    expect((await favoriteRows(t, id!))[0]!.kept).toBe(true);
    const res = await keep(other, id!, true);
    expect(res.statusCode).toBe(200);
    const rowsNow = await favoriteRows(t, id!);
    expect(rowsNow.filter((r) => r.kept).map((r) => r.user_id)).toEqual([other.id]);
    expect(rowsNow.find((r) => r.user_id === owner.id)!.keep_expired_at).not.toBeNull();
    expect((await keep(owner, id!, true)).json()).toEqual({ message: MSG.keepTaken });
  });

  it('frees the member’s keep slots when keeps run out', async () => {
    const m = await newMember(t);
    const ids = await takeLogos(t, 6);
    for (const id of ids.slice(0, 5)) await keep(m, id, true);
    await t.database.db.execute(
      sql`update favorites set keep_date = now() - interval '12 days' where user_id = ${m.id} and logo_id = ${ids[0]}`,
    );
    expect((await keep(m, ids[5]!, true)).json().data.keep_count).toBe(5);
  });

  it('is released for everyone by the sweep', async () => {
    const { releaseExpiredKeeps } = await import('./favorites.repository.ts');
    const owner = await newMember(t);
    const [old, fresh] = await takeLogos(t, 2);
    await keep(owner, old!, true);
    await keep(owner, fresh!, true);
    await t.database.db.execute(
      sql`update favorites set keep_date = now() - interval '11 days' where logo_id = ${old}`,
    );
    expect(await releaseExpiredKeeps(t.database.db)).toBeGreaterThanOrEqual(1);
    const [oldRow] = await favoriteRows(t, old!);
    const [freshRow] = await favoriteRows(t, fresh!);
    expect(oldRow).toMatchObject({ kept: false });
    expect(oldRow!.keep_expired_at).not.toBeNull();
    expect(freshRow).toMatchObject({ kept: true, keep_expired_at: null });
    expect(await releaseExpiredKeeps(t.database.db)).toBe(0);
  });
});

describe('GET /api/my-favorite', () => {
  it('lists the member’s favourites newest first, with keeps, counts and meta', async () => {
    const m = await newMember(t);
    const [first, second, third, stopped] = await takeLogos(t, 4);
    for (const id of [first!, second!, third!, stopped!]) {
      await favorite(m, id, 1);
      await new Promise((r) => setTimeout(r, 5));
    }
    await keep(m, second!, true);
    await setState(t, third!, 8);
    await setState(t, stopped!, 7);
    await t.database.db.execute(sql`update logos set tank_num = 7 where id = ${first}`);

    const res = await get(m, '/api/my-favorite?limit=2');
    expect(res.statusCode).toBe(200);
    const page = res.json<MyFavoriteResponse>();
    expect(page.meta).toEqual({
      current_page: 1,
      last_page: 2,
      per_page: 2,
      total: 3,
      keep_count: 1,
      max_keeps: 5,
      keep_days: 10,
    });
    expect(page.data.map((r) => r.logo_id)).toEqual([third, second]);
    const [sold, kept] = page.data;
    expect(sold).toMatchObject({
      kept: false,
      expired: false,
      keepable: false,
      keep_date: null,
      remaining_hours: 0,
    });
    expect(sold!.logo.inactive).toBe(true);
    expect(kept).toMatchObject({ kept: true, expired: false, keepable: false, remaining_hours: 240 });
    expect(kept!.logo).toMatchObject({ logo_id: second, is_like: true, is_user_kept: true, kept: true });

    const rest = (await myFavorites(m, '?limit=2&page=2')).data;
    expect(rest.map((r) => r.logo_id)).toEqual([first]);
    expect(rest[0]).toMatchObject({ keepable: true, like_count: 1 + 7, kept: false });
    expect(Date.parse(rest[0]!.created_at)).toBeLessThan(Date.parse(kept!.created_at));

    const keptOnly = await myFavorites(m, '?kept=1');
    expect(keptOnly.data.map((r) => r.logo_id)).toEqual([second]);
    expect(keptOnly.meta.total).toBe(1);
    expect((await myFavorites(m, '?page=9')).data).toEqual([]);
    expect((await get(m, '/api/favorite-count')).json()).toEqual({ data: { count: 3, keep_count: 1 } });
    const bad = await get(m, '/api/my-favorite?kept=2');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.kept).toEqual(['The kept filter must be 1 or 0.']);
  });

  it('shows a logo another member keeps as not keepable', async () => {
    const m = await newMember(t);
    const owner = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await favorite(m, id!, 1);
    await keep(owner, id!, true);
    const [record] = (await myFavorites(m)).data;
    expect(record).toMatchObject({ logo_id: id, kept: false, keepable: false, expired: false });
    expect(record!.logo).toMatchObject({ kept: true, is_user_kept: false });
  });
});

describe('privacy', () => {
  it('never names a member in public or member answers', async () => {
    const owner = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await keep(owner, id!, true);
    const answers = [
      await get(null, '/api/all-logo?per_page=100'),
      await get(null, `/api/logo/${id}`),
      await get(a, `/api/logo/${id}`),
      await get(null, `/api/logo/recommended/${id}`),
      await get(null, `/api/logo/check-logo-image-muti/${id}`),
      await get(owner, '/api/my-favorite'),
      await get(owner, '/api/my-favorite/similar'),
      await favorite(owner, id!, 1),
      await keep(owner, id!, true),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      const keys = keysOf(res.json());
      for (const key of ['user_id', 'userId', 'user', 'users', 'email', 'keeper', 'kept_by', 'member'])
        expect(keys.has(key)).toBe(false);
    }
  });
});

describe('OpenAPI', () => {
  it('describes every favourites call with tags, security and error answers', async () => {
    const doc = (await get(null, '/api/docs/json')).json();
    const calls: [string, string, boolean, string[]][] = [
      ['/api/favorite/{id}', 'post', true, ['200', '401', '404', '409', '422']],
      ['/api/keep-logo/{id}', 'post', true, ['200', '401', '404', '409', '422']],
      ['/api/my-favorite', 'get', true, ['200', '401', '422']],
      ['/api/favorite-count', 'get', true, ['200', '401', '422']],
      ['/api/my-favorite/similar', 'get', true, ['200', '401', '422']],
      ['/api/logo/recommended/{id}', 'get', false, ['200', '404', '422']],
      ['/api/logo/check-logo-image-muti/{id}', 'get', false, ['200', '404', '422']],
    ];
    for (const [path, method, secured, codes] of calls) {
      const op = doc.paths[path]?.[method];
      expect(op, path).toBeDefined();
      expect(op.tags.length, path).toBeGreaterThan(0);
      expect(op.summary, path).toBeTruthy();
      expect(op.description, path).toBeTruthy();
      expect(op.security, path).toEqual(secured ? [{ bearerAuth: [] }] : undefined);
      expect(Object.keys(op.responses).sort(), path).toEqual(codes);
    }
  });
});

it('keeps the seeded counters equal to the rows', async () => {
  const mismatched = await rows<{ id: number }>(
    t.database.db,
    sql`select l.id from logos l where l.favorites_count <> (select count(*) from favorites f where f.logo_id = l.id)`,
  );
  expect(mismatched).toEqual([]);
});
