import type { KeepResult, LogoCard } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  callsOf,
  counts,
  favoriteRows,
  type Member,
  MSG,
  newMember,
  takeLogos,
} from '../../../test/fixtures/favorites.ts';

let t: TestApp;
let a: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 60 });
  a = await newMember(t);
});
afterAll(() => t.close());

const { favorite, keep, get, myFavorites, cardOf } = callsOf(() => t);

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
