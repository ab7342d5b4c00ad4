import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { REUSE_SEED } from './fixtures/reuse-seed.ts';
import { borrowPostgres, databaseUrl, withClient } from './pg-reuse.ts';

// What one file may leave in the worker's PostgreSQL database, and what the next file gets (ADR 0123).
const base = process.env.TEST_DATABASE_URL;

let admin: pg.Client;
let template: string;

async function connect(database: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl(base ?? '', database) });
  await client.connect();
  return client;
}

const using = <T>(database: string, use: (client: pg.Client) => Promise<T>) =>
  withClient(databaseUrl(base ?? '', database), use);

async function state(client: pg.Client) {
  const shops = await client.query('select id, name, slug from shops order by id');
  const logos = await client.query('select id, shop_id, title from logos order by id');
  const next = await client.query(`select nextval('numbers')::int as n, nextval('logos_id_seq')::int as l`);
  return [shops.rows, logos.rows, next.rows];
}

describe.skipIf(!base)('a worker database lent from file to file (PostgreSQL)', () => {
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    // Under the run's template name, so the run's teardown drops what is left.
    template = `${inject('pgTemplate')}_reuse_${randomBytes(3).toString('hex')}`;
    await admin.query(`create database ${template}`);
    await using(template, (client) => client.query(REUSE_SEED));
  });
  afterAll(async () => {
    await admin?.end();
  });

  it('gives the next borrower the seeded rows and sequences, on the same database', async () => {
    const first = await borrowPostgres('reuse-a', template, base!, admin);
    expect(first).not.toBeNull();
    const seeded = await using(first!.database, state);
    await using(first!.database, async (client) => {
      await client.query(`insert into shops (name) values ('Chi')`);
      await client.query(`update logos set title = 'changed' where id = 1`);
      await client.query('delete from logos where id = 2');
      await client.query(`select nextval('numbers'), nextval('numbers')`);
    });
    first!.release();

    const second = await borrowPostgres('reuse-a', template, base!, admin);
    expect(second!.database).toBe(first!.database);
    expect(await using(second!.database, state)).toEqual(seeded);
    second!.release();
  });

  it('lends a database to one borrower at a time', async () => {
    const first = await borrowPostgres('reuse-b', template, base!, admin);
    expect(await borrowPostgres('reuse-b', template, base!, admin)).toBeNull();
    first!.release();
    const again = await borrowPostgres('reuse-b', template, base!, admin);
    expect(again!.database).toBe(first!.database);
    again!.release();
  });

  it('ends a connection the last borrower left open, so its locks and work end with it', async () => {
    const first = await borrowPostgres('reuse-c', template, base!, admin);
    const leftover = await connect(first!.database);
    leftover.on('error', () => undefined);
    await leftover.query('begin');
    await leftover.query('lock table shops in access exclusive mode');
    first!.release();

    const second = await borrowPostgres('reuse-c', template, base!, admin);
    await expect(leftover.query('select 1')).rejects.toThrow();
    expect((await using(second!.database, state))[0]).toHaveLength(2);
    second!.release();
    await leftover.end().catch(() => undefined);
  });

  it('gives a fresh clone after a borrower changed the schema', async () => {
    const first = await borrowPostgres('reuse-d', template, base!, admin);
    await using(first!.database, (client) =>
      client.query(`alter table logos add column note text; insert into shops (name) values ('Dao')`),
    );
    first!.release();

    const second = await borrowPostgres('reuse-d', template, base!, admin);
    const columns = await using(second!.database, (client) =>
      client.query(
        `select column_name from information_schema.columns where table_name = 'logos' order by ordinal_position`,
      ),
    );
    expect(columns.rows.map((r) => r.column_name)).toEqual(['id', 'shop_id', 'title']);
    expect((await using(second!.database, state))[0]).toHaveLength(2);
    second!.release();
  });
});
