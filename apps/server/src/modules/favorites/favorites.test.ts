import type { FavoriteResult, MyFavoriteResponse } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  callsOf,
  counts,
  favoriteRows,
  keysOf,
  type Member,
  MSG,
  newMember,
  setState,
  takeLogos,
} from '../../../test/fixtures/favorites.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 60 });
  a = await newMember(t);
  b = await newMember(t);
});
afterAll(() => t.close());

const { favorite, keep, get, myFavorites, cardOf } = callsOf(() => t);

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
