import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  DEMO_FILES_JOB,
  demoImageOrder,
  finishDemoFiles,
  readDemoFilesJob,
  writeDemoImages,
} from './demo-files.ts';
import { seedDemo } from './seed.ts';

// A first start seeds the demo's rows with their files still to write, and writes them after the
// server listens (ADR 0094). Here: the rows point at files the job lists, the job writes every one
// of them, and a job stopped half-way is finished by the next run, rewriting nothing.

const LOGOS = 12;
let t: TestApp;
let storage: Storage;
const token = 'feedc0ffee00';

/** Every file the database points at: the logos' images and the zips. */
const pointedAt = async () => {
  const images = await rows<{ storage_key: string }>(t.database.db, sql`select storage_key from logo_images`);
  const zips = await rows<{ storage_key: string }>(t.database.db, sql`select storage_key from zips`);
  return { images: images.map((r) => r.storage_key), zips: zips.map((r) => r.storage_key) };
};
const missing = async (keys: string[]) => {
  const out: string[] = [];
  for (const key of keys) if (!(await storage.exists(key))) out.push(key);
  return out;
};

beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
  storage = t.app.storage;
  const seeded = await seedDemo(t.database.db, storage, {
    logos: LOGOS,
    deferFiles: { token, dataDir: t.dataDir },
  });
  expect(seeded).toEqual({ seeded: true, logos: LOGOS, zips: 4 });
});
afterAll(() => t?.close());

describe('the demo files of a first start', () => {
  it('are listed in the job before any is written, and a missing image answers the default one, not kept', async () => {
    const { images, zips } = await pointedAt();
    expect(images).toHaveLength(LOGOS * 2);
    expect(zips).toHaveLength(4);
    expect(await missing([...images, ...zips])).toEqual([...images, ...zips]);
    const job = readDemoFilesJob(t.dataDir);
    expect(job?.images.toSorted((a, b) => a - b)).toEqual([...Array(LOGOS).keys()]);
    expect(job?.zips.map((z) => z.key).toSorted()).toEqual(zips.toSorted());

    const res = await t.app.inject({ url: `/files/${images[0]}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-fallback']).toBe('default-image');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("come in the home page's order: its first page is rendered first", async () => {
    const ids = (await rows<{ id: number }>(t.database.db, sql`select id from logos order by id`)).map((r) =>
      Number(r.id),
    );
    const res = await t.app.inject({ url: '/api/all-logo?per_page=100&page=1' });
    expect(res.statusCode).toBe(200);
    // Demo logo i has the i-th id (they are allocated in order); stopped ones are never listed.
    const listed = (res.json() as { data: { logo_id: number }[] }).data.map((c) => ids.indexOf(c.logo_id));
    expect(listed.length).toBeGreaterThan(LOGOS / 2);
    expect(demoImageOrder(LOGOS).slice(0, listed.length)).toEqual(listed);
  });

  it('a run stopped half-way is finished by the next, which writes only what was missing', async () => {
    // The first page's images, as the second child writes them before the server listens.
    expect(await writeDemoImages(storage, token, demoImageOrder(LOGOS).slice(0, 3))).toBe(3);
    // The background child stops (the server stops) after a few more files.
    let puts = 0;
    // Writes already started when the stop comes: they end (or not) before the next start looks.
    const started: Promise<void>[] = [];
    const stopping = {
      exists: (key: string) => storage.exists(key),
      async put(key: string, data: Buffer) {
        if (++puts > 6) throw new Error('stopped');
        const write = storage.put(key, data);
        started.push(write);
        await write;
      },
    };
    const job = readDemoFilesJob(t.dataDir)!;
    await expect(finishDemoFiles(t.dataDir, stopping, job)).rejects.toThrow('stopped');
    // The run rejects at the first refused write while others may still be under way; what is
    // missing is judged once they have settled (otherwise a file written just after this look
    // would count as missing, and the next start would rightly not write it).
    await Promise.allSettled(started);
    expect(fs.existsSync(path.join(t.dataDir, DEMO_FILES_JOB))).toBe(true);
    const { images, zips } = await pointedAt();
    const left = await missing([...images, ...zips]);
    expect(left.length).toBeGreaterThan(0);
    expect(left.length).toBeLessThan(images.length + zips.length - 6);

    // The next start resumes: every file the database points at is there, and the job is gone.
    const written: string[] = [];
    const counting = {
      exists: (key: string) => storage.exists(key),
      async put(key: string, data: Buffer) {
        written.push(key);
        await storage.put(key, data);
      },
    };
    expect(await finishDemoFiles(t.dataDir, counting, readDemoFilesJob(t.dataDir)!)).toEqual({
      images: expect.any(Number),
      zips: expect.any(Number),
    });
    expect(written.toSorted()).toEqual(left.toSorted());
    expect(await missing([...images, ...zips])).toEqual([]);
    expect(readDemoFilesJob(t.dataDir)).toBeNull();

    const res = await t.app.inject({ url: `/files/${images[0]}` });
    expect(res.headers['x-fallback']).toBeUndefined();
    expect(res.headers['content-type']).toBe(images[0]!.endsWith('.gif') ? 'image/gif' : 'image/png');
  });
});
