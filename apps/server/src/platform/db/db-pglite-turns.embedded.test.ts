import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, rows } from './db.ts';
import { takingTurns } from './db-pglite.ts';

/**
 * Embedded PGlite runs in the server's process. Queries waiting for it used to run back to back
 * in promise callbacks, so a burst of requests held the event loop for all their database work and
 * `/healthz` waited behind it (issue 22; ADR 0078). They now take turns with the loop.
 */
let database: Database;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-turns-'));

beforeAll(async () => {
  database = await openDatabase({ url: 'memory://', dataDir });
});
afterAll(async () => {
  await database?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** How many of `count` parallel queries had finished when a timer set before them fired. */
async function doneWhenTimerFired(query: () => Promise<unknown>, count: number): Promise<number> {
  let done = 0;
  let seen = -1;
  const timer = new Promise<void>((resolve) =>
    setTimeout(() => {
      seen = done;
      resolve();
    }, 0),
  );
  await Promise.all([...Array.from({ length: count }, () => query().then(() => done++)), timer]);
  return seen;
}

describe('embedded PGlite and the event loop', () => {
  it('lets timers and sockets in between the queries of a burst', async () => {
    const db = database.db;
    const seen = await doneWhenTimerFired(() => rows(db, sql`select 1 as one`), 200);
    expect(seen).toBeGreaterThanOrEqual(0);
    expect(seen).toBeLessThan(200);
  });

  it('without turns, a burst kept the loop to the end (the defect)', async () => {
    const raw = await PGlite.create();
    try {
      expect(await doneWhenTimerFired(() => raw.query('select 1'), 200)).toBe(200);
      const turned = takingTurns(raw);
      expect(await doneWhenTimerFired(() => turned.query('select 1'), 200)).toBeLessThan(200);
    } finally {
      await raw.close();
    }
  });

  it('runs queries and transactions in arrival order, one at a time, with their results', async () => {
    const db = database.db;
    await db.execute(sql`create table turns (n int)`);
    const count = async () =>
      (await rows<{ n: number }>(db, sql`select count(*)::int as n from turns`))[0]!.n;
    const [, afterFirst, rolledBack, afterRollback] = await Promise.all([
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into turns values (1)`);
        await tx.execute(sql`insert into turns values (2)`);
      }),
      // Asked after the transaction began: it sees both its rows, never one.
      count(),
      db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into turns values (3)`);
          throw new Error('rolled back');
        })
        .catch((e: Error) => e.message),
      count(),
    ]);
    expect([afterFirst, rolledBack, afterRollback]).toEqual([2, 'rolled back', 2]);
    // A failing query does not stop the ones after it.
    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();
    expect(await rows(db, sql`select 5 as n`)).toEqual([{ n: 5 }]);
  });
});
