import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { genericPlanRows, rows } from './db.ts';
import { genericPlansOf } from './db-generic.ts';

/**
 * genericPlanRows (ADR 0070): on PostgreSQL a statement runs on the connections that keep one
 * generic plan, answers with each run's own values from the first run on, and each connection
 * keeps only its most recently used statements. In a transaction, and on PGlite, it runs as a
 * plain query on the caller's connection.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
});
afterAll(() => t.close());

const shape = (name: string, n: number) =>
  sql`select ${n}::int * ${n}::int as v, ${sql.raw(`'${name}'`)} as shape`;
const mode = sql`select current_setting('plan_cache_mode') as mode`;
const listed = sql`select name, statement, generic_plans::int as generic, custom_plans::int as custom
  from pg_prepared_statements order by prepare_time`;
type Listed = { name: string; statement: string; generic: number; custom: number };

describe('genericPlanRows', () => {
  it('answers with each run’s own values', async () => {
    const { db } = t.database;
    for (let n = 1; n <= 8; n++) {
      expect(await genericPlanRows(db, shape('square', n))).toEqual([{ v: n * n, shape: 'square' }]);
      expect(await genericPlanRows(db, shape('other', n + 1))).toEqual([{ v: (n + 1) ** 2, shape: 'other' }]);
    }
  });

  it('runs on connections that force generic plans, and plans each statement once', async () => {
    const { db } = t.database;
    const expected = t.database.kind === 'postgres' ? 'force_generic_plan' : 'auto';
    expect(await genericPlanRows(db, mode)).toEqual([{ mode: expected }]);
    expect(await rows(db, mode)).toEqual([{ mode: 'auto' }]);
    if (t.database.kind !== 'postgres') return;
    // Sequential runs reuse the one idle connection of the generic pool.
    for (let n = 1; n <= 6; n++) await genericPlanRows(db, shape('planned-once', n));
    const prepared = await genericPlanRows<Listed>(db, listed);
    const once = prepared.find((p) => p.statement.includes("'planned-once'"));
    expect(once).toMatchObject({ generic: 6, custom: 0 });
    expect(once?.name).toMatch(/^g[\w-]{20}$/);
  });

  it('keeps each connection’s most recent statements only, and prepares an evicted one again', async () => {
    if (t.database.kind !== 'postgres') return;
    const { db } = t.database;
    const plans = genericPlansOf(db)!;
    const keep = plans.keep;
    plans.keep = 3;
    try {
      for (const name of ['a', 'b', 'c', 'd']) await genericPlanRows(db, shape(`lru-${name}`, 2));
      // The listing is itself a statement: it takes the place of the oldest but two.
      const held = (await genericPlanRows<Listed>(db, listed)).map((p) => p.statement);
      expect(held).toHaveLength(3);
      expect(held.filter((s) => s.includes("'lru-"))).toEqual([
        expect.stringContaining("'lru-c'"),
        expect.stringContaining("'lru-d'"),
      ]);
      expect(await genericPlanRows(db, shape('lru-a', 3))).toEqual([{ v: 9, shape: 'lru-a' }]);
    } finally {
      plans.keep = keep;
    }
  });

  it('answers 60 parallel runs of 12 shapes right while every connection evicts', async () => {
    const { db } = t.database;
    const plans = genericPlansOf(db);
    const keep = plans?.keep;
    if (plans) plans.keep = 4;
    try {
      const runs = Array.from({ length: 60 }, (_, i) => ({ name: `par-${i % 12}`, n: i + 1 }));
      const answers = await Promise.all(runs.map((r) => genericPlanRows(db, shape(r.name, r.n))));
      expect(answers).toEqual(runs.map((r) => [{ v: r.n * r.n, shape: r.name }]));
    } finally {
      if (plans && keep !== undefined) plans.keep = keep;
    }
  });

  it('replaces a connection the server ends, and the next run answers', async () => {
    if (t.database.kind !== 'postgres') return;
    const { db } = t.database;
    const ended = await genericPlanRows(db, sql`select pg_terminate_backend(pg_backend_pid())`).catch(
      (e: Error) => e,
    );
    expect(ended).toBeInstanceOf(Error);
    expect(await genericPlanRows(db, shape('after-end', 5))).toEqual([{ v: 25, shape: 'after-end' }]);
  });

  it('runs on the transaction’s own connection inside a transaction', async () => {
    const seen = await t.database.db.transaction(async (tx) => {
      await rows(tx, sql`set local plan_cache_mode = force_custom_plan`);
      return genericPlanRows<{ mode: string }>(tx, mode);
    });
    expect(seen).toEqual([{ mode: 'force_custom_plan' }]);
  });

  it('leaves a connection usable after a statement the server refuses', async () => {
    const { db } = t.database;
    const refused = await genericPlanRows(db, sql`select 1 / ${0}::int as v`).catch((e: Error) => e);
    // drizzle (PGlite) wraps the server's error; node-postgres (PostgreSQL) throws it as it is.
    expect(`${refused} ${(refused as Error).cause ?? ''}`).toMatch(/division by zero/);
    expect(await genericPlanRows(db, shape('after-error', 4))).toEqual([{ v: 16, shape: 'after-error' }]);
  });
});
