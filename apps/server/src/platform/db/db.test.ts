import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app.ts';
import { openDatabase, rows } from './db.ts';

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded PGlite', () => {
  it('keeps its data under DATA_DIR across a restart, and migrating again changes nothing', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-db-'));
    const first = await openDatabase({ url: '', dataDir });
    await first.migrate();
    await first.db.execute(sql`insert into alphabets (name, sort) values ('Z', 1)`);
    await first.close();
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);

    const second = await openDatabase({ url: '', dataDir });
    await second.migrate();
    const found = await rows<{ name: string }>(second.db, sql`select name from alphabets`);
    expect(found).toEqual([{ name: 'Z' }]);
    const migrations = await rows<{ n: number }>(
      second.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = JSON.parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../../db/migrations/meta/_journal.json'), 'utf8'),
    );
    expect(migrations[0]!.n).toBe(journal.entries.length);
    await second.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

describe('database constraints', () => {
  it('refuses a second active keeper for one logo and a duplicate e-mail in any case', async () => {
    const t = await createTestApp({ logos: 0 });
    const { db } = t.database;
    await db.execute(sql`insert into users (email, role) values ('a@x.test', 'user'), ('b@x.test', 'user')`);
    await expect(db.execute(sql`insert into users (email) values ('A@X.test')`)).rejects.toThrow();
    await db.execute(sql`insert into logos (name_en) values ('One')`);
    await db.execute(
      sql`insert into favorites (user_id, logo_id, kept, keep_date) values (1, 1, true, now())`,
    );
    await expect(
      db.execute(sql`insert into favorites (user_id, logo_id, kept, keep_date) values (2, 1, true, now())`),
    ).rejects.toThrow();
    await expect(db.execute(sql`insert into favorites (user_id, logo_id) values (1, 1)`)).rejects.toThrow();
    await expect(db.execute(sql`update logos set state = 5`)).rejects.toThrow();
    await t.close();
  });
});
