import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { issueToken } from '../../platform/auth.ts';
import { rows } from '../../platform/db.ts';

/** The recommendation tests' catalogue (logo-extras.routes.test.ts, logo-image-list.test.ts). */
export interface RecommendFixtures {
  t: TestApp;
  /** Logo ids by role: source, full, kwOnly, catOnly, …, sold, kept, stopped, deleted. */
  x: Record<string, number>;
  member: Record<string, string>;
  keeper: Record<string, string>;
}

export async function one<T>(t: TestApp, query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(t.database.db, query))[0]!;
}
const newId = async (t: TestApp, table: string, key: string) =>
  (
    await one<{ id: number }>(
      t,
      sql`insert into ${sql.identifier(table)} (name_ja, name_en, name_vi, key_name) values (${key}, ${key}, ${key}, ${key}) returning id`,
    )
  ).id;

export async function signedIn(t: TestApp, email: string) {
  const { id } = await one<{ id: number }>(
    t,
    sql`insert into users (name, email, role) values ('Test', ${email}, 'user') returning id`,
  );
  return { authorization: `Bearer ${(await issueToken(t.database.db, id, false)).token}` };
}

/**
 * Logos with categories and keywords of their own (new industries, colour, taste, alphabet and
 * keywords that no seeded logo has), so the expected ranking is known exactly.
 */
export async function recommendFixtures(): Promise<RecommendFixtures> {
  const t = await createTestApp({ logos: 60 });
  const x: Record<string, number> = {};
  const db = t.database.db;
  const [i1, i2, c1, t1] = [
    await newId(t, 'industries', 'test-i1'),
    await newId(t, 'industries', 'test-i2'),
    await newId(t, 'colors', 'test-c1'),
    await newId(t, 'tastes', 'test-t1'),
  ];
  const { id: a1 } = await one<{ id: number }>(
    t,
    sql`insert into alphabets (name) values ('#') returning id`,
  );
  const k = async (name: string) =>
    (
      await one<{ id: number }>(
        t,
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
  const member = await signedIn(t, 'rec-member@example.test');
  const keeper = await signedIn(t, 'rec-keeper@example.test');
  const keep = await t.app.inject({
    method: 'POST',
    url: `/api/keep-logo/${x.kept}`,
    payload: { is_keep: true },
    headers: keeper,
  });
  expect(keep.statusCode).toBe(200);
  return { t, x, member, keeper };
}
