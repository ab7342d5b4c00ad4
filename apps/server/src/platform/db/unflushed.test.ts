import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from './db.ts';
import { unflushedRows } from './unflushed.ts';

/**
 * unflushedRows (ADR 0117): a write whose loss in a crash is harmless commits without waiting for
 * the WAL flush, and nothing else does. On PostgreSQL it runs on connections of its own, one
 * statement in one round trip; on PGlite in a transaction of its own.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
});
afterAll(() => t.close());

const setting = sql`select current_setting('synchronous_commit') as commit`;

describe('unflushedRows', () => {
  it('commits without the flush, while the shop’s other statements keep it', async () => {
    const { db } = t.database;
    expect(await unflushedRows(db, setting)).toEqual([{ commit: 'off' }]);
    expect(await rows(db, setting)).toEqual([{ commit: 'on' }]);
  });

  it('sends one statement for a hit on PostgreSQL, and writes what it returns', async () => {
    const { db } = t.database;
    const before = t.database.stats.queries;
    const [row] = await unflushedRows<{ key: string; hits: number }>(
      db,
      sql`insert into rate_limits (key, window_start, hits) values ('unflushed-test', now(), 1)
        on conflict (key) do update set hits = rate_limits.hits + 1 returning key, hits`,
    );
    expect(row).toEqual({ key: 'unflushed-test', hits: 1 });
    if (t.database.kind === 'postgres') expect(t.database.stats.queries - before).toBe(1);
    expect(await rows(db, sql`select hits from rate_limits where key = 'unflushed-test'`)).toEqual([
      { hits: 1 },
    ]);
  });
});
