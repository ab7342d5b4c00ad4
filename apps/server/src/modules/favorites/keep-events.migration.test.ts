import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Db, migrationsFolder, rows } from '../../platform/db/db.ts';

/**
 * Migration 0007 on a database that already has keeps: the schema of 0006 with data in it, then
 * the rest of the chain. On PostgreSQL (TEST_DATABASE_URL) a fresh database of its own.
 */

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-migrations-'));

/** The migrations folder cut after `lastTag`, as a deployment before 0007 had it. */
function folderUpTo(lastTag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === lastTag);
  const entries = journal.entries.slice(0, last + 1);
  fs.mkdirSync(path.join(dir, 'meta'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries)
    fs.copyFileSync(path.join(migrationsFolder, `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

let db: Db;
let migrateFrom: (folder: string) => Promise<void>;
let close: () => Promise<void>;

beforeAll(async () => {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const client = await PGlite.create(undefined, { extensions: { pg_trgm } });
    const d = drizzlePglite(client);
    db = d as unknown as Db;
    migrateFrom = (folder) => migratePglite(d, { migrationsFolder: folder });
    close = () => client.close();
    return;
  }
  const name = `logoya_keeps_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const d = drizzleNodePg(client);
  db = d as unknown as Db;
  migrateFrom = (folder) => migrateNodePg(d, { migrationsFolder: folder });
  close = async () => {
    await client.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  };
});
afterAll(async () => {
  await close();
  fs.rmSync(dir, { recursive: true, force: true });
});

it('gives every keep on record its event: open for a kept favourite, expired for a released run-out one', async () => {
  await migrateFrom(folderUpTo('0006_users_email_live'));
  await db.execute(
    sql`insert into users (id, email, role) values (1, 'a@x.test', 'user'), (2, 'b@x.test', 'user')`,
  );
  await db.execute(
    sql`insert into logos (id, name_en) values (1, 'One'), (2, 'Two'), (3, 'Three'), (4, 'Four')`,
  );
  await db.execute(sql`insert into favorites (user_id, logo_id, kept, keep_date, keep_expired_at) values
    (1, 1, true, '2030-03-01T00:00Z', null),
    (2, 2, true, '2030-01-01T00:00Z', null),
    (1, 3, false, '2030-01-05T00:00Z', '2030-01-16T00:00Z'),
    (2, 1, false, null, null),
    (2, 4, false, null, null)`);

  await migrateFrom(migrationsFolder);
  const events = await rows<{
    user_id: number;
    logo_id: number;
    started_at: string;
    ended_at: string | null;
    outcome: string | null;
  }>(
    db,
    sql`select user_id, logo_id, to_char(started_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as started_at,
          to_char(ended_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as ended_at, outcome
        from keep_events order by logo_id, user_id`,
  );
  expect(events).toEqual([
    { user_id: 1, logo_id: 1, started_at: '2030-03-01 00:00', ended_at: null, outcome: null },
    // Still marked kept though run out: open, so the next release closes it as expired.
    { user_id: 2, logo_id: 2, started_at: '2030-01-01 00:00', ended_at: null, outcome: null },
    {
      user_id: 1,
      logo_id: 3,
      started_at: '2030-01-05 00:00',
      ended_at: '2030-01-15 00:00',
      outcome: 'expired',
    },
  ]);
  // The table's rules hold from the start: one open event per logo, an outcome only when closed.
  await expect(
    db.execute(sql`insert into keep_events (user_id, logo_id, started_at) values (2, 1, now())`),
  ).rejects.toThrow();
  await expect(
    db.execute(
      sql`insert into keep_events (user_id, logo_id, started_at, outcome) values (2, 4, now(), 'bought')`,
    ),
  ).rejects.toThrow();
  await expect(
    db.execute(
      sql`insert into keep_events (user_id, logo_id, started_at, ended_at, outcome) values (2, 4, now(), now(), 'lost')`,
    ),
  ).rejects.toThrow();
});
