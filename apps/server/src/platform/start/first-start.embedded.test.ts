import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { randomPort, startProcess, tempDataDir, waitReady } from '../../../test/server-process.ts';
import { openDatabase, rows } from '../db/db.ts';

// The first start with the demo on an empty embedded DATA_DIR (ADR 0094): the server listens once
// the home page's first images are written, writes the demo's other files after, and a later start
// finishes what a stop left. About the embedded database only: an `.embedded.test.ts`, run in the
// PGlite stage only.
const serverFile = path.resolve(import.meta.dirname, '../../server.ts');
const JOB = 'demo-files.json';

async function start(dataDir: string) {
  const port = randomPort();
  const p = startProcess(['--import', 'tsx', serverFile], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_DEMO: 'auto',
    LOG_LEVEL: 'info',
  });
  const base = `http://127.0.0.1:${port}`;
  await waitReady(base, p, { timeoutMs: 240_000, path: '/healthz' });
  return { p, base };
}

/** Waits until the server logs that the demo's files are written (or exits first; at most 4 min). */
async function filesWritten(p: ReturnType<typeof startProcess>) {
  const deadline = Date.now() + 240_000;
  while (!p.out().includes('demo files written in the background') && p.child.exitCode === null) {
    if (Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(p.out()).toContain('demo files written in the background');
}

/** The files the database points at (opened after the server stopped), and the zips' logos. */
async function keysInDatabase(dataDir: string) {
  const database = await openDatabase({ url: '', dataDir });
  try {
    const images = await rows<{ key: string }>(database.db, sql`select storage_key as key from logo_images`);
    const zips = await rows<{ logoId: number; name: string; key: string }>(
      database.db,
      sql`select z.logo_id as "logoId", coalesce(l.name_en, l.name_ja, l.name_vi) as name, z.storage_key as key
          from zips z join logos l on l.id = z.logo_id`,
    );
    return { keys: [...images.map((r) => r.key), ...zips.map((r) => r.key)], zips };
  } finally {
    await database.close();
  }
}

const missingFiles = (dataDir: string, keys: string[]) =>
  keys.filter((key) => !fs.existsSync(path.join(dataDir, 'files', key)));

describe('the first start with the demo', () => {
  it('listens with the first page’s images there, writes the rest after, and a later start finishes what a stop left', async () => {
    const dataDir = tempDataDir();
    const first = await start(dataDir);
    const page = (await (await fetch(`${first.base}/api/all-logo?per_page=100&page=1`)).json()) as {
      data: { src: string; url_img_two: string }[];
    };
    expect(page.data).toHaveLength(100);
    // Read from disk, not through /files, so no request waits on the background child.
    const shown = page.data.flatMap((c) => [c.src, c.url_img_two]).map((url) => url.replace('/files/', ''));
    expect(missingFiles(dataDir, shown)).toEqual([]);
    await filesWritten(first.p);
    expect(fs.existsSync(path.join(dataDir, JOB))).toBe(false);
    first.p.child.kill('SIGTERM');
    expect(await first.p.exited, first.p.log()).toBe(0);

    const { keys, zips } = await keysInDatabase(dataDir);
    expect(keys.length).toBe(250 * 2 + 84);
    expect(missingFiles(dataDir, keys)).toEqual([]);

    // As if the server had stopped half-way: the job is back and a third of the files are gone.
    const token = /^logos\/demo-([0-9a-f]+)\//.exec(keys[0]!)?.[1];
    expect(token).toBeTruthy();
    const job = { version: 1, token, images: [...Array(250).keys()], zips };
    fs.writeFileSync(path.join(dataDir, JOB), JSON.stringify(job));
    const removed = keys.filter((_, i) => i % 3 === 0);
    for (const key of removed) fs.rmSync(path.join(dataDir, 'files', key));

    const second = await start(dataDir);
    await filesWritten(second.p);
    expect(second.p.out()).not.toContain('new embedded database created');
    second.p.child.kill('SIGTERM');
    expect(await second.p.exited, second.p.log()).toBe(0);
    expect(missingFiles(dataDir, keys)).toEqual([]);
    expect(fs.existsSync(path.join(dataDir, JOB))).toBe(false);
  }, 600_000);
});
