import type { LogoCardPage } from '@logoya/core';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember } from '../../../test/fixtures/favorites.ts';
import { type Db, rows } from '../../platform/db/db.ts';

/**
 * The filter read model (migration 0009, ADR 0054) against the link tables it copies, after each
 * kind of write, and the filter searches it serves against the same searches answered from the
 * link tables by brute force: every single value and every pair of values of two filters, with
 * and without sold_out=0.
 */
let t: TestApp;
let db: Db;
let member: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 40 });
  db = t.database.db;
  member = await newMember(t);
});
afterAll(() => t.close());

/** Every link of every logo, as (kind, value, logo_id), from the five link tables. */
const links = sql`select 1 as kind, industry_id as value, logo_id from logo_industries
  union all select 2, color_id, logo_id from logo_colors
  union all select 3, taste_id, logo_id from logo_tastes
  union all select 4, alphabet_id, logo_id from logo_alphabets
  union all select 5, keyword_id, logo_id from logo_keywords`;

async function expectModelCurrent() {
  const [stale] = await rows<{ missing: number; extra: number }>(
    db,
    sql`with want as (select x.kind, x.value, x.logo_id, l.state, l.created_at
          from (${links}) x join logos l on l.id = x.logo_id)
        select (select count(*)::int from (select * from want except select kind, value, logo_id, state, created_at from logo_filters) a) as missing,
          (select count(*)::int from (select kind, value, logo_id, state, created_at from logo_filters except select * from want) b) as extra`,
  );
  expect(stale).toEqual({ missing: 0, extra: 0 });
  const want = await rows<Record<string, number>>(
    db,
    sql`with f as (select x.kind, x.value, x.logo_id, l.state from (${links}) x join logos l on l.id = x.logo_id)
        select kind_a, value_a, kind_b, value_b, state, n from (
          select kind as kind_a, value as value_a, 0 as kind_b, 0 as value_b, state, count(*)::int as n
            from f group by kind, value, state
          union all select a.kind, a.value, b.kind, b.value, a.state, count(*)::int
            from f a join f b on b.logo_id = a.logo_id and b.kind > a.kind
            group by a.kind, a.value, b.kind, b.value, a.state) c
        order by 1, 2, 3, 4, 5`,
  );
  const kept = await rows<Record<string, number>>(
    db,
    sql`select kind_a, value_a, kind_b, value_b, state, n from logo_filter_counts where n <> 0
        order by 1, 2, 3, 4, 5`,
  );
  expect(kept).toEqual(want);
}

const PARAM = { 1: 'industry_id', 2: 'color_id', 3: 'taste_id', 4: 'alphabet_id' } as const;

/**
 * The ids a filter search must answer, computed from the link tables: newest first, sold logos
 * last (ADR 0093).
 */
async function expectedIds(filters: [number, number][], availableOnly: boolean): Promise<number[]> {
  const conditions = filters.map(
    ([kind, value]) => sql`exists (select 1 from (${links}) x where x.logo_id = l.id
      and x.kind = ${kind} and x.value = ${value})`,
  );
  const states = availableOnly
    ? sql`l.state = 0 and not exists (select 1 from favorites f where f.logo_id = l.id and f.kept
        and f.keep_date > now() - interval '10 days')`
    : sql`l.state in (0, 2, 8)`;
  const found = await rows<{ id: number }>(
    db,
    sql`select l.id from logos l where ${states} and ${sql.join(conditions, sql` and `)}
        order by (l.state = 8), l.created_at desc, l.id desc`,
  );
  return found.map((r) => Number(r.id));
}

async function keywordTag(id: number): Promise<string> {
  const [row] = await rows<{ name_en: string }>(db, sql`select name_en from keywords where id = ${id}`);
  return row!.name_en;
}

async function served(filters: [number, number][], availableOnly: boolean, headers = {}) {
  const params = new URLSearchParams({ per_page: '100' });
  for (const [kind, value] of filters) {
    if (kind === 5) params.set('keyword', await keywordTag(value));
    else params.set(PARAM[kind as 1 | 2 | 3 | 4], String(value));
  }
  if (availableOnly) params.set('sold_out', '0');
  const res = await t.app.inject({ url: `/api/search/logo?${params}`, headers });
  if (res.statusCode === 404) return { ids: [], total: 0 };
  expect(res.statusCode).toBe(200);
  const body = res.json<LogoCardPage>();
  return { ids: body.data.map((c) => c.logo_id), total: body.meta.total };
}

/** Every value in use, and pairs of values of two filters that share at least one logo. */
async function filterSets(): Promise<[number, number][][]> {
  const singles = await rows<{ kind: number; value: number }>(
    db,
    sql`select distinct kind, value from (${links}) x
        where kind <> 5 or value in (select min(id) from keywords group by lower(name_en))
        order by 1, 2`,
  );
  const pairs = await rows<{ ka: number; va: number; kb: number; vb: number }>(
    db,
    sql`select distinct a.kind as ka, a.value as va, b.kind as kb, b.value as vb
        from (${links}) a join (${links}) b on b.logo_id = a.logo_id and b.kind > a.kind
        where a.kind <> 5 and b.kind <> 5 order by 1, 2, 3, 4 limit 60`,
  );
  return [
    ...singles.map((s): [number, number][] => [[s.kind, s.value]]),
    ...pairs.map((p): [number, number][] => [
      [p.ka, p.va],
      [p.kb, p.vb],
    ]),
  ];
}

async function expectSearchesMatch() {
  for (const filters of await filterSets()) {
    for (const availableOnly of [false, true]) {
      const want = await expectedIds(filters, availableOnly);
      const got = await served(filters, availableOnly);
      expect({ filters, availableOnly, ...got }).toEqual({
        filters,
        availableOnly,
        ids: want.slice(0, 100),
        total: want.length,
      });
    }
  }
}

const someLogo = async () => {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select l.id from logos l where l.state = 0
        and exists (select 1 from logo_industries j where j.logo_id = l.id)
        and exists (select 1 from logo_tastes j where j.logo_id = l.id) order by l.id limit 1`,
  );
  return Number(row!.id);
};

describe('the filter read model', () => {
  it('agrees with the link tables after the seed, and serves every filter and pair as they would', async () => {
    await expectModelCurrent();
    await expectSearchesMatch();
  });

  it('follows states and dates written to logos', async () => {
    const id = await someLogo();
    await db.execute(sql`update logos set state = 7 where id = ${id}`);
    await expectModelCurrent();
    await db.execute(sql`update logos set state = 8, created_at = now() + interval '1 day' where id = ${id}`);
    await expectModelCurrent();
    await db.execute(sql`update logos set state = 2 where id = ${id}`);
    await expectModelCurrent();
    await expectSearchesMatch();
  });

  it('follows links added, moved and removed, and a category removed with its links', async () => {
    const id = await someLogo();
    const [taste] = await rows<{ id: number }>(
      db,
      sql`select id from tastes where id not in (select taste_id from logo_tastes where logo_id = ${id})
          order by id limit 1`,
    );
    await db.execute(sql`insert into logo_tastes (logo_id, taste_id) values (${id}, ${taste!.id})`);
    await expectModelCurrent();
    await db.execute(sql`delete from logo_industries where logo_id = ${id}`);
    await expectModelCurrent();
    const [keyword] = await rows<{ id: number }>(db, sql`select keyword_id as id from logo_keywords limit 1`);
    await db.execute(sql`delete from keywords where id = ${keyword!.id}`);
    await expectModelCurrent();
    await expectSearchesMatch();
  });

  it('leaves kept logos out of sold_out=0, and shows them again when the keep ends', async () => {
    const id = await someLogo();
    await db.execute(
      sql`insert into favorites (user_id, logo_id, kept, keep_date) values (${member.id}, ${id}, true, now())`,
    );
    const [industry] = await rows<{ id: number }>(
      db,
      sql`select industry_id as id from logo_industries where logo_id = ${id} limit 1`,
    );
    const before = await served([[1, Number(industry!.id)]], true);
    expect(before.ids).not.toContain(id);
    await expectSearchesMatch();
    // Ten days and a minute later, with no sweep yet: the logo is available again.
    await db.execute(
      sql`update favorites set keep_date = now() - interval '10 days 1 minute' where logo_id = ${id}`,
    );
    const after = await served([[1, Number(industry!.id)]], true);
    expect(after.ids).toContain(id);
    expect(after.total).toBe(before.total + 1);
    await expectSearchesMatch();
  });

  it('stays exact when 60 writers change overlapping logos at once', async () => {
    // On PostgreSQL every write runs on its own pool connection: the triggers of concurrent
    // statements over the same logos must neither miss each other's rows nor deadlock. Writers of
    // several logos lock them in id order first, as the shop's own do (sale.repository.ts); link
    // writes lock nothing themselves, their trigger locks the logos in id order.
    const logos = (
      await rows<{ id: number }>(db, sql`select id from logos where state in (0, 2) order by id limit 12`)
    ).map((r) => Number(r.id));
    const tastes = (await rows<{ id: number }>(db, sql`select id from tastes order by id limit 4`)).map((r) =>
      Number(r.id),
    );
    const some = (i: number) => logos.filter((_, j) => (i + j) % 3 !== 0);
    const onLogos = (ids: SQL, write: SQL) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`select id from logos where id = any(${ids}) order by id for no key update`);
        await tx.execute(write);
      });
    const writes = Array.from({ length: 60 }, (_, i) => {
      const ids = sql.raw(`array[${some(i).join(',')}]::int[]`);
      const taste = tastes[i % tastes.length]!;
      switch (i % 4) {
        case 0:
          return onLogos(ids, sql`update logos set state = ${i % 8 === 0 ? 2 : 0} where id = any(${ids})`);
        case 1:
          return db.execute(sql`insert into logo_tastes (logo_id, taste_id)
            select unnest(${ids}), ${taste} on conflict do nothing`);
        case 2:
          return db.execute(sql`delete from logo_tastes where taste_id = ${taste} and logo_id = any(${ids})`);
        default:
          return onLogos(
            ids,
            sql`update logos set created_at = created_at - interval '1 second' where id = any(${ids})`,
          );
      }
    });
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    await expectModelCurrent();
    await expectSearchesMatch();
  });

  it('drops the rows and counts of a logo deleted outright', async () => {
    const id = await someLogo();
    await db.execute(sql`delete from logos where id = ${id}`);
    await expectModelCurrent();
    const [left] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from logo_filters where logo_id = ${id}`,
    );
    expect(left!.n).toBe(0);
  });
});
