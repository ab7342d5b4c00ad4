import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../src/platform/db/db.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { buildDemoZip } from './zips.ts';
import { MARK_SIZE } from './zips-mark.ts';

let t: TestApp;
let logoIds: number[];

const zipRows = () =>
  rows<{ logo_id: number; storage_key: string }>(
    t.database.db,
    sql`select logo_id, storage_key from zips order by logo_id`,
  );

const hasPdfinfo = (() => {
  try {
    execFileSync('pdfinfo', ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

beforeAll(async () => {
  t = await createTestApp({ logos: 6 });
  const found = await rows<{ id: number }>(t.database.db, sql`select id from logos order by id`);
  logoIds = found.map((r) => Number(r.id));
});
afterAll(() => t?.close());

describe('seedDemoZips', () => {
  it('stores one zip per logo with the five delivery files, and a zips row pointing at it', async () => {
    const { seedDemoZips } = await import('./zips.ts');
    const chosen = logoIds.slice(0, 3);
    const started = performance.now();
    expect(await seedDemoZips(t.database.db, t.app.storage, chosen)).toBe(3);
    console.info(`seedDemoZips: ${((performance.now() - started) / 3).toFixed(1)} ms per logo`);

    const stored = await zipRows();
    expect(stored.map((r) => Number(r.logo_id))).toEqual(chosen);
    for (const row of stored) {
      const id = Number(row.logo_id);
      expect(row.storage_key).toMatch(new RegExp(`^zips/${id}/[0-9a-f]{16}\\.zip$`));
      const data = await t.app.storage.get(row.storage_key);
      expect(data).not.toBeNull();
      const files = unzipSync(new Uint8Array(data!));
      expect(Object.keys(files).sort()).toEqual(
        ['ai', 'jpg', 'pdf', 'png', 'svg'].map((ext) => `${id}.${ext}`),
      );
      const text = (name: string) => Buffer.from(files[name]!).toString('latin1');
      for (const ext of ['ai', 'pdf']) {
        expect(text(`${id}.${ext}`).startsWith('%PDF-1.4')).toBe(true);
        expect(text(`${id}.${ext}`).trimEnd().endsWith('%%EOF')).toBe(true);
      }
      expect(text(`${id}.svg`)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
      const png = PNG.sync.read(Buffer.from(files[`${id}.png`]!));
      expect([png.width, png.height]).toEqual([MARK_SIZE, MARK_SIZE]);
      const jpg = jpeg.decode(files[`${id}.jpg`]!);
      expect([jpg.width, jpg.height]).toEqual([MARK_SIZE, MARK_SIZE]);
      // The mark is drawn: the centre of the badge is not background.
      const centre = ((MARK_SIZE / 2) * MARK_SIZE + MARK_SIZE / 2) * 4;
      expect(png.data[centre + 3]).toBe(255);
    }
  });

  it('writes PDFs that a PDF reader opens as one page', async () => {
    if (!hasPdfinfo) {
      console.warn('pdfinfo (poppler-utils) is missing: skipping the PDF structure check.');
      return;
    }
    const files = unzipSync(buildDemoZip(7, 'Harbor Light'));
    const file = path.join(t.dataDir, 'mark.pdf');
    for (const name of ['7.pdf', '7.ai']) {
      fs.writeFileSync(file, files[name]!);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(info).toMatch(/Pages:\s+1/);
      expect(info).toMatch(/Title:\s+Harbor Light/);
    }
  });

  it('replaces a logo’s zip on a second run, removes the old file and skips unknown logos', async () => {
    const { seedDemoZips } = await import('./zips.ts');
    const before = await zipRows();
    const missing = Math.max(...logoIds) + 1000;
    expect(
      await seedDemoZips(t.database.db, t.app.storage, [logoIds[0]!, logoIds[0]!, logoIds[3]!, missing]),
    ).toBe(2);
    const after = await zipRows();
    expect(after.map((r) => Number(r.logo_id))).toEqual([...logoIds.slice(0, 4)]);
    const first = (list: typeof after) => list.find((r) => Number(r.logo_id) === logoIds[0])!.storage_key;
    expect(first(after)).not.toBe(first(before));
    expect(await t.app.storage.exists(first(before))).toBe(false);
    expect(await t.app.storage.exists(first(after))).toBe(true);
    expect(await seedDemoZips(t.database.db, t.app.storage, [])).toBe(0);
  });
});
