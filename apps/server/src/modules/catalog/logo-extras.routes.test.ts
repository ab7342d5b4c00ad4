import type { LogoCard } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/app.ts';
import { one, recommendFixtures, signedIn } from '../../../test/fixtures/catalog/logo-extras.fixtures.ts';
import { rows } from '../../platform/db/db.ts';
import { withDistinctNames } from './distinct-names.ts';
import * as rank from './recommend.repository.ts';

let t: TestApp;
let x: Record<string, number>;
let member: Record<string, string>;

beforeAll(async () => {
  ({ t, x, member } = await recommendFixtures());
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const ids = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return res.json<{ data: LogoCard[] }>().data.map((c) => c.logo_id);
};

describe('GET /api/logo/recommended/{id}', () => {
  it('ranks by shared categories and keywords (keywords double), newest first among equals', async () => {
    // full 9; kw1cat5 and kw2cat3 7 (kw1cat5 newer); catOnly and kwOnly 4 (catOnly newer);
    // kwAndInd 3; indOnly 1.
    expect(await ids(`/api/logo/recommended/${x.source}`)).toEqual([
      x.full,
      x.kw1cat5,
      x.kw2cat3,
      x.catOnly,
      x.kwOnly,
      x.kwAndInd,
      x.indOnly,
    ]);
  });

  it('leaves out the logo itself and sold, negotiating, kept, stopped and deleted logos', async () => {
    const found = await ids(`/api/logo/recommended/${x.source}?limit=24`);
    for (const name of ['source', 'sold', 'negotiating', 'kept', 'stopped', 'deleted']) {
      expect(found).not.toContain(x[name]);
    }
  });

  it('gives every limit the same order (the cheap first stage agrees with the full sum)', async () => {
    const full = await ids(`/api/logo/recommended/${x.source}?limit=24`);
    for (let limit = 1; limit <= 7; limit++) {
      expect(await ids(`/api/logo/recommended/${x.source}?limit=${limit}`)).toEqual(full.slice(0, limit));
    }
  });

  it('finds a newer logo of equal score that shares fewer keywords (the second stage)', async () => {
    // The first stage sees full (9) and kw2cat3 (7); kw1cat5 (7, newer) has one keyword only.
    expect(await ids(`/api/logo/recommended/${x.source}?limit=2`)).toEqual([x.full, x.kw1cat5]);
  });

  it('matches the full ranking for every seeded logo', async () => {
    const seeded = await rows<{ id: number }>(
      t.database.db,
      sql`select id from logos where state in (0, 2, 8) and id <> all(${sql.raw(`array[${Object.values(x).join(',')}]`)})`,
    );
    expect(seeded.length).toBeGreaterThan(20);
    for (const { id } of seeded) {
      const profile = await rank.profileOfLogo(t.database.db, id);
      const exact = (await rank.rankAll(t.database.db, profile, [id], 24)).map((r) => Number(r.id));
      const named = await rows<{ id: number; name_en: string | null }>(
        t.database.db,
        sql`select id, name_en from logos where id = any(${sql.raw(`array[${[0, ...exact].join(',')}]::int[]`)})`,
      );
      const nameOf = new Map(named.map((r) => [Number(r.id), r.name_en]));
      const cards = exact.map(
        (logo_id) => ({ logo_id, logo_language: nameOf.get(logo_id) ?? null }) as LogoCard,
      );
      const expected = withDistinctNames(cards, 'en', 8).map((c) => c.logo_id);
      expect(await ids(`/api/logo/recommended/${id}?limit=8`)).toEqual(expected);
    }
  });

  it('shows no two logos whose names read the same on a card, in the page language', async () => {
    // Name families cut to the same 10 characters: the better ranked one stays, the next distinct
    // name takes the place of the other. The names are set for this test and put back after.
    const renamed = ['full', 'kw1cat5', 'kw2cat3'] as const;
    const before = await rows<{ id: number; name_en: string | null; name_vi: string | null }>(
      t.database.db,
      sql`select id, name_en, name_vi from logos where id in (${sql.join(
        renamed.map((n) => sql`${x[n]}`),
        sql`, `,
      )})`,
    );
    try {
      for (const [i, n] of renamed.entries()) {
        const en = ['Blue Harbor Beauty', 'Blue Harbor Kids', 'Koi Realty'][i];
        const vi = ['Tiệm hoa Xanh', 'Tiệm hoa Xuân', 'Tiệm hoa Xinh'][i];
        await t.database.db.execute(
          sql`update logos set name_en = ${en}, name_vi = ${vi} where id = ${x[n]}`,
        );
      }
      // en: full and kw1cat5 both read "Blue Harbo..."; kw2cat3 ("Koi Realty") stays.
      expect(await ids(`/api/logo/recommended/${x.source}?limit=4&locale=en`)).toEqual([
        x.full,
        x.kw2cat3,
        x.catOnly,
        x.kwOnly,
      ]);
      // vi: all three read "Tiệm hoa X...": only the best of them stays.
      const vi = await get(`/api/logo/recommended/${x.source}?limit=4&locale=vi`);
      expect(vi.json<{ data: LogoCard[] }>().data.map((c) => c.logo_id)).toEqual([
        x.full,
        x.catOnly,
        x.kwOnly,
        x.kwAndInd,
      ]);
    } finally {
      for (const row of before) {
        await t.database.db.execute(
          sql`update logos set name_en = ${row.name_en}, name_vi = ${row.name_vi} where id = ${row.id}`,
        );
      }
    }
  });

  it('defaults to 8 and clamps the limit to 24', async () => {
    const seeded = await one<{ id: number }>(
      t,
      sql`select id from logos where state = 0 and id <> all(${sql.raw(`array[${Object.values(x).join(',')}]`)}) limit 1`,
    );
    expect(await ids(`/api/logo/recommended/${seeded.id}`)).toHaveLength(8);
    expect((await ids(`/api/logo/recommended/${seeded.id}?limit=100`)).length).toBeLessThanOrEqual(24);
    const bad = await get(`/api/logo/recommended/${seeded.id}?limit=0`);
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.limit).toEqual(['The per page must be at least 1.']);
  });

  it('answers 404 for unknown, stopped and deleted logos; a sold logo still has recommendations', async () => {
    for (const id of [x.stopped, x.deleted, 99_999_999, 3_000_000_000]) {
      const res = await get(`/api/logo/recommended/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The logo was not found.' });
    }
    expect((await get(`/api/logo/recommended/${x.stopped}?locale=ja`)).json().message).toBe(
      'ロゴが見つかりません。',
    );
    expect(await ids(`/api/logo/recommended/${x.sold}`)).toContain(x.full);
  });

  it('carries the member’s own flags on the cards', async () => {
    await t.app.inject({
      method: 'POST',
      url: `/api/favorite/${x.catOnly}`,
      payload: { type: 1 },
      headers: member,
    });
    const cards = (await get(`/api/logo/recommended/${x.source}`, member)).json<{ data: LogoCard[] }>().data;
    expect(cards.find((c) => c.logo_id === x.catOnly)).toMatchObject({ is_like: true, favorites_count: 1 });
    expect(cards.find((c) => c.logo_id === x.full)).toMatchObject({ is_like: false, kept: false });
    await t.app.inject({
      method: 'POST',
      url: `/api/favorite/${x.catOnly}`,
      payload: { type: 0 },
      headers: member,
    });
  });
});

describe('GET /api/my-favorite/similar', () => {
  it('is empty without favourites, and needs sign-in', async () => {
    const fresh = await signedIn(t, 'rec-fresh@example.test');
    expect(await ids('/api/my-favorite/similar', fresh)).toEqual([]);
    const guest = await get('/api/my-favorite/similar');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('ranks logos like the favourites and leaves the favourites out', async () => {
    const fan = await signedIn(t, 'rec-fan@example.test');
    for (const id of [x.kwOnly, x.catOnly]) {
      await t.app.inject({ method: 'POST', url: `/api/favorite/${id}`, payload: { type: 1 }, headers: fan });
    }
    const found = await ids('/api/my-favorite/similar?limit=4', fan);
    expect(found[0]).toBe(x.full);
    expect(found).toContain(x.source);
    for (const name of ['kwOnly', 'catOnly', 'sold', 'negotiating', 'kept', 'stopped', 'deleted']) {
      expect(found).not.toContain(x[name]);
    }
  });
});
