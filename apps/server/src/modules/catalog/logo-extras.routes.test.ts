import type { LogoCard } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { issueToken } from '../../platform/auth.ts';
import { rows } from '../../platform/db.ts';
import { withDistinctNames } from './distinct-names.ts';
import * as rank from './recommend.repository.ts';

let t: TestApp;
const x: Record<string, number> = {};
let member: Record<string, string>;
let keeper: Record<string, string>;

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(t.database.db, query))[0]!;
}
const newId = async (table: string, key: string) =>
  (
    await one<{ id: number }>(
      sql`insert into ${sql.identifier(table)} (name_ja, name_en, name_vi, key_name) values (${key}, ${key}, ${key}, ${key}) returning id`,
    )
  ).id;

async function signedIn(email: string) {
  const { id } = await one<{ id: number }>(
    sql`insert into users (name, email, role) values ('Test', ${email}, 'user') returning id`,
  );
  return { authorization: `Bearer ${(await issueToken(t.database.db, id, false)).token}` };
}

/**
 * Logos with categories and keywords of their own (new industries, colour, taste, alphabet and
 * keywords that no seeded logo has), so the expected ranking is known exactly.
 */
beforeAll(async () => {
  t = await createTestApp({ logos: 60 });
  const db = t.database.db;
  const [i1, i2, c1, t1] = [
    await newId('industries', 'test-i1'),
    await newId('industries', 'test-i2'),
    await newId('colors', 'test-c1'),
    await newId('tastes', 'test-t1'),
  ];
  const { id: a1 } = await one<{ id: number }>(sql`insert into alphabets (name) values ('#') returning id`);
  const k = async (name: string) =>
    (
      await one<{ id: number }>(
        sql`insert into keywords (name_ja, name_en, name_vi) values (${name}, ${name}, ${name}) returning id`,
      )
    ).id;
  const [k1, k2] = [await k('test-k1'), await k('test-k2')];
  const all = { industries: [i1, i2], colors: [c1], tastes: [t1], alphabets: [a1], keywords: [k1, k2] };
  const spec: Record<string, [number, Partial<typeof all>, number]> = {
    // name: [state, shared values, age in days]
    source: [0, all, 50],
    full: [0, all, 40],
    kwOnly: [0, { keywords: [k1, k2] }, 30],
    catOnly: [0, { industries: [i1, i2], colors: [c1], tastes: [t1] }, 20],
    kwAndInd: [0, { keywords: [k1], industries: [i1] }, 10],
    // Both score 7; the newer one shares a single keyword, so only the second stage finds it.
    kw2cat3: [0, { keywords: [k1, k2], industries: [i1], colors: [c1], tastes: [t1] }, 35],
    kw1cat5: [0, { keywords: [k1], industries: [i1, i2], colors: [c1], tastes: [t1], alphabets: [a1] }, 3],
    indOnly: [0, { industries: [i1] }, 5],
    sold: [8, all, 1],
    negotiating: [2, all, 1],
    kept: [0, all, 1],
    stopped: [7, all, 1],
    deleted: [9, all, 1],
  };
  const free = await rows<{ id: number }>(
    db,
    sql`select id from logos l where not exists (select 1 from favorites f where f.logo_id = l.id) order by id limit 13`,
  );
  const tables = {
    industries: ['logo_industries', 'industry_id'],
    colors: ['logo_colors', 'color_id'],
    tastes: ['logo_tastes', 'taste_id'],
    alphabets: ['logo_alphabets', 'alphabet_id'],
    keywords: ['logo_keywords', 'keyword_id'],
  } as const;
  for (const [n, [name, [state, values, days]]] of Object.entries(spec).entries()) {
    const id = Number(free[n]!.id);
    x[name] = id;
    await db.execute(sql`update logos set state = ${state}, created_at = now() - make_interval(days => ${days})
      where id = ${id}`);
    for (const [key, [table, column]] of Object.entries(tables)) {
      await db.execute(sql`delete from ${sql.identifier(table)} where logo_id = ${id}`);
      for (const v of values[key as keyof typeof all] ?? []) {
        await db.execute(
          sql`insert into ${sql.identifier(table)} (logo_id, ${sql.identifier(column)}) values (${id}, ${v})`,
        );
      }
    }
  }
  member = await signedIn('rec-member@example.test');
  keeper = await signedIn('rec-keeper@example.test');
  const keep = await t.app.inject({
    method: 'POST',
    url: `/api/keep-logo/${x.kept}`,
    payload: { is_keep: true },
    headers: keeper,
  });
  expect(keep.statusCode).toBe(200);
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
    const fresh = await signedIn('rec-fresh@example.test');
    expect(await ids('/api/my-favorite/similar', fresh)).toEqual([]);
    const guest = await get('/api/my-favorite/similar');
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toEqual({ message: 'Please sign in to continue.' });
  });

  it('ranks logos like the favourites and leaves the favourites out', async () => {
    const fan = await signedIn('rec-fan@example.test');
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

describe('GET /api/logo/check-logo-image-muti/{id}', () => {
  it('lists every image of a public logo, the main image first', async () => {
    const id = x.full!;
    await t.database.db.execute(sql`insert into logo_images (logo_id, kind, format, storage_key, content_hash, sort)
      values (${id}, 'gallery', 'png', ${`logos/${id}/gallery.png`}, 'g', 0),
             (${id}, 'main', 'png', ${`logos/${id}/main.png`}, 'p', 0)`);
    const res = await get(`/api/logo/check-logo-image-muti/${id}`);
    expect(res.statusCode).toBe(200);
    const files = res.json().files as { url: string; kind: string; format: string }[];
    expect(files.map((f) => `${f.kind}/${f.format}`)).toEqual([
      'main/gif',
      'main/png',
      'hover/png',
      'gallery/png',
    ]);
    expect(files.every((f) => f.url.startsWith(`/files/logos/`))).toBe(true);
    const sold = await get(`/api/logo/check-logo-image-muti/${x.sold}`);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().files.length).toBeGreaterThan(0);
  });

  it('answers 404 for unknown, stopped and deleted logos', async () => {
    for (const id of [x.stopped, x.deleted, 99_999_999]) {
      const res = await get(`/api/logo/check-logo-image-muti/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The logo was not found.' });
    }
    expect((await get('/api/logo/check-logo-image-muti/abc')).statusCode).toBe(422);
  });
});
