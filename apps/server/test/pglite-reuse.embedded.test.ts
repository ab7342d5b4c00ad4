import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../src/platform/db/db.ts';
import { type PgliteImage, pgliteClient, pgliteRuntime } from '../src/platform/db/db-pglite.ts';
import { REUSE_SEED } from './fixtures/reuse-seed.ts';
import { borrowPglite, keepAtMost } from './pglite-reuse.ts';

// What one file may leave in the worker's database, and what the next file gets (ADR 0121).

let opened: PGlite[] = [];
let image: PgliteImage;

// One initdb for the file: each borrower's database opens from a dump of the seeded one.
beforeAll(async () => {
  const runtime = await pgliteRuntime();
  const seeded = await pgliteClient(undefined, runtime);
  await seeded.exec(REUSE_SEED);
  image = { ...runtime, data: await seeded.dumpDataDir('none') };
  await seeded.close();
}, 120_000);

afterAll(async () => {
  await Promise.all(opened.map((client) => client.close().catch(() => undefined)));
});

/** A new database with the seed above, as test/db-images.ts opens an image's copy. */
const open = () => async () => {
  const client = await pgliteClient(undefined, image);
  opened.push(client);
  return client;
};

async function state(db: Awaited<ReturnType<typeof borrowPglite>>['db']) {
  return {
    shops: await rows(db, sql`select id, name, slug from shops order by id`),
    logos: await rows(db, sql`select id, shop_id, title from logos order by id`),
    next: await rows(db, sql`select nextval('numbers')::int as n, nextval('logos_id_seq')::int as l`),
  };
}

describe('a worker database lent from file to file', () => {
  it('gives the next borrower the seeded rows and sequences, on the same database', async () => {
    opened = [];
    const first = await borrowPglite('reuse-a', open());
    const seeded = await state(first.db);
    await first.db.execute(sql`insert into shops (name) values ('Chi')`);
    await first.db.execute(sql`update logos set title = 'changed' where id = 1`);
    await first.db.execute(sql`delete from logos where id = 2`);
    await first.db.execute(sql`select nextval('numbers'), nextval('numbers')`);
    await first.db.execute(sql`set statement_timeout = 1234`);
    await first.db.execute(sql`create temporary table scratch (x int)`);
    await first.close();

    const second = await borrowPglite('reuse-a', open());
    expect(opened).toHaveLength(1);
    expect(await state(second.db)).toEqual(seeded);
    expect(await rows(second.db, sql`select current_setting('statement_timeout') as t`)).toEqual([
      { t: '0' },
    ]);
    await expect(second.db.execute(sql`select * from scratch`)).rejects.toThrow();
    await second.close();
  }, 120_000);

  it('refuses the queries a borrower sends after it closed, so they never reach the next', async () => {
    opened = [];
    const first = await borrowPglite('reuse-b', open());
    await first.close();
    await expect(first.db.execute(sql`insert into shops (name) values ('late')`)).rejects.toMatchObject({
      cause: { message: 'PGlite is closed' },
    });
    const second = await borrowPglite('reuse-b', open());
    expect(await rows(second.db, sql`select name from shops order by id`)).toEqual([
      { name: 'Akane' },
      { name: 'Binh' },
    ]);
    await second.close();
  }, 120_000);

  it('opens a fresh database after a borrower changed the schema, and closes the changed one', async () => {
    opened = [];
    const first = await borrowPglite('reuse-c', open());
    await first.db.execute(sql`alter table logos add column extra text`);
    await first.close();
    const second = await borrowPglite('reuse-c', open());
    expect(opened).toHaveLength(2);
    expect(opened[0]?.closed).toBe(true);
    expect(await rows(second.db, sql`select count(*)::int as n from logos`)).toEqual([{ n: 2 }]);
    await expect(second.db.execute(sql`select extra from logos`)).rejects.toThrow();
    await second.close();
  }, 120_000);

  it('gives a second borrower at once a database of its own, ended when it closes', async () => {
    opened = [];
    const first = await borrowPglite('reuse-d', open());
    const second = await borrowPglite('reuse-d', open());
    expect(opened).toHaveLength(2);
    await second.db.execute(sql`insert into shops (name) values ('own')`);
    expect(await rows(first.db, sql`select count(*)::int as n from shops`)).toEqual([{ n: 2 }]);
    await second.close();
    expect(opened[1]?.closed).toBe(true);
    expect(opened[0]?.closed).toBe(false);
    await first.close();
  }, 120_000);

  it('keeps a few databases per worker, closing the one lent least recently to make room', async () => {
    opened = [];
    // A cap below what the worker keeps now: making room closes as many as it takes.
    const restore = keepAtMost(4);
    try {
      const names = Array.from({ length: 5 }, (_, i) => `lru-${i}`);
      for (const name of names) await (await borrowPglite(name, open())).close();
      expect(opened.map((client) => client.closed)).toEqual([true, ...names.slice(1).map(() => false)]);
      // Lending one moves it to the back: the next to go is lru-2, not lru-1.
      await (await borrowPglite('lru-1', open())).close();
      await (await borrowPglite('lru-last', open())).close();
      expect(opened.map((client) => client.closed)).toEqual([
        true,
        false,
        true,
        ...names.slice(3).map(() => false),
        false,
      ]);
    } finally {
      restore();
    }
  }, 120_000);
});
