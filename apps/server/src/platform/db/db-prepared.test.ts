import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { preparedRows, rows } from './db.ts';

/**
 * preparedRows (ADR 0056): on PostgreSQL a statement is prepared once per connection under a name
 * taken from its text, answers with its values each time (also past the fifth run, where
 * PostgreSQL may switch to a generic plan), and two texts never share a name. On PGlite it runs
 * as a plain query.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
});
afterAll(() => t.close());

const square = (n: number) => sql`select ${n}::int * ${n}::int as v, 'square' as shape`;
const cube = (n: number) => sql`select ${n}::int * ${n}::int * ${n}::int as v, 'cube' as shape`;

describe('preparedRows', () => {
  it('answers with each run’s own values, and keeps two texts apart', async () => {
    const { db } = t.database;
    for (let n = 1; n <= 8; n++) {
      expect(await preparedRows(db, square(n))).toEqual([{ v: n * n, shape: 'square' }]);
      expect(await preparedRows(db, cube(n))).toEqual([{ v: n * n * n, shape: 'cube' }]);
    }
  });

  it('prepares each text once per connection on PostgreSQL, and nothing on PGlite', async () => {
    const prepared = await t.database.db.transaction(async (tx) => {
      // One connection for the whole transaction: the statements prepared on it are listed there.
      for (let n = 1; n <= 3; n++) await preparedRows(tx, square(n));
      await preparedRows(tx, cube(2));
      return rows<{ name: string; statement: string }>(
        tx,
        sql`select name, statement from pg_prepared_statements where statement like 'select $1::int * $2::int%'`,
      );
    });
    if (t.database.kind === 'postgres') {
      expect(prepared).toHaveLength(2);
      expect(new Set(prepared.map((p) => p.name)).size).toBe(2);
      for (const p of prepared) expect(p.name).toMatch(/^q[\w-]{20}$/);
    } else {
      expect(prepared).toEqual([]);
    }
  });
});
