import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, rows } from './db.ts';
import { PGLITE_SETTINGS } from './db-pglite.ts';
import { ensureMigratedImage } from './make-migrated-image.ts';

async function settingsOf(database: Awaited<ReturnType<typeof openDatabase>>) {
  const found: Record<string, string> = {};
  for (const name of Object.keys(PGLITE_SETTINGS)) {
    const [row] = await rows<{ setting: string }>(
      database.db,
      sql`select current_setting(${name}) as setting`,
    );
    found[name] = row!.setting;
  }
  return found;
}

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('embedded PGlite settings', () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('runs the in-memory database with the small buffer settings', async () => {
    const database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
    try {
      expect(await settingsOf(database)).toEqual(PGLITE_SETTINGS);
    } finally {
      await database.close();
    }
  });

  it('starts an in-memory database from the migrated image: its tables are there before migrate()', async () => {
    // The build makes the image (scripts/build-server.mjs); a checkout whose migrations changed
    // since has none for them yet, and gets it as the build would.
    await ensureMigratedImage();
    const database = await openDatabase({ url: 'memory://', dataDir: os.tmpdir() });
    try {
      const [found] = await rows<{ logos: boolean }>(
        database.db,
        sql`select to_regclass('public.logos') is not null as logos`,
      );
      expect(found?.logos).toBe(true);
      expect(await settingsOf(database)).toEqual(PGLITE_SETTINGS);
    } finally {
      await database.close();
    }
  });

  it('applies them to a data folder made before them, whose postgresql.conf says 128MB', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-pglite-settings-'));
    made.push(dataDir);
    // A folder as PGlite's defaults made it: initdb writes shared_buffers = 128MB.
    const old = await PGlite.create(path.join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    expect((await old.query<{ s: string }>(`select current_setting('shared_buffers') as s`)).rows[0]?.s).toBe(
      '128MB',
    );
    await old.close();

    const database = await openDatabase({ url: '', dataDir });
    try {
      expect(await settingsOf(database)).toEqual(PGLITE_SETTINGS);
      await database.migrate();
      const [count] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from logos`);
      expect(count?.n).toBe(0);
    } finally {
      await database.close();
    }
  });
});
