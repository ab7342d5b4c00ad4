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
import { demoLogo } from './demo-data.ts';
import { demoLayoutFor } from './demo-layout.ts';
import { buildDemoZip, DEMO_ZIP_WIDTH } from './zips.ts';

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

/** The test app's logos are the demo's first ones, in order: logo k has index k. */
const demoOf = (k: number) => ({ id: logoIds[k]!, index: k });

describe('seedDemoZips', () => {
  it('stores one zip per logo with the five delivery files, and a zips row pointing at it', async () => {
    const { seedDemoZips } = await import('./zips.ts');
    const chosen = [0, 1, 2].map(demoOf);
    const started = performance.now();
    expect(await seedDemoZips(t.database.db, t.app.storage, chosen)).toBe(3);
    console.info(`seedDemoZips: ${((performance.now() - started) / 3).toFixed(1)} ms per logo`);

    const stored = await zipRows();
    expect(stored.map((r) => Number(r.logo_id))).toEqual(chosen.map((l) => l.id));
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
        expect(text(`${id}.${ext}`).startsWith('%PDF-')).toBe(true);
        expect(text(`${id}.${ext}`).trimEnd().endsWith('%%EOF')).toBe(true);
      }
      expect(text(`${id}.svg`)).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<\/svg>\s*$/);
      const png = PNG.sync.read(Buffer.from(files[`${id}.png`]!));
      expect([png.width, png.height]).toEqual([DEMO_ZIP_WIDTH, DEMO_ZIP_WIDTH]);
      const jpg = jpeg.decode(files[`${id}.jpg`]!);
      expect([jpg.width, jpg.height]).toEqual([DEMO_ZIP_WIDTH, DEMO_ZIP_WIDTH]);
    }
  });

  it('holds the logo’s own mark and lettering: its layout with the sample names, names as outlines', async () => {
    const index = 4;
    const { layout, names } = demoLayoutFor({ index, art: demoLogo(index).art });
    const files = unzipSync(await buildDemoZip({ id: 99, index }));
    const svg = Buffer.from(files['99.svg']!).toString('utf8');
    // The mark, embedded as the renderer embeds it, and the names as paths, never as text.
    expect(svg).toContain('<image');
    expect(svg).toMatch(/<path [^>]*d="M/);
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg).not.toContain(names.main_name);
    // Transparent: the corners of the PNG are empty, the mark's box and the main name's box are not.
    const png = PNG.sync.read(Buffer.from(files['99.png']!));
    const scale = DEMO_ZIP_WIDTH / layout.canvas.width;
    const alphaIn = (box: { x: number; y: number; w: number; h: number }) => {
      let inked = 0;
      for (let y = Math.round(box.y * scale); y < Math.round((box.y + box.h) * scale); y += 2)
        for (let x = Math.round(box.x * scale); x < Math.round((box.x + box.w) * scale); x += 2)
          if (png.data[(y * png.width + x) * 4 + 3]! > 128) inked++;
      return inked;
    };
    expect(png.data[3]).toBe(0);
    expect(alphaIn(layout.mark!.box)).toBeGreaterThan(100);
    expect(alphaIn(layout.slots.main.box)).toBeGreaterThan(50);
  });

  it('writes PDFs that a PDF reader opens as one page, titled with the names', async () => {
    if (!hasPdfinfo) {
      console.warn('pdfinfo (poppler-utils) is missing: skipping the PDF structure check.');
      return;
    }
    const index = 7;
    const { names } = demoLayoutFor({ index, art: demoLogo(index).art });
    const files = unzipSync(await buildDemoZip({ id: 7, index }));
    const file = path.join(t.dataDir, 'mark.pdf');
    for (const name of ['7.pdf', '7.ai']) {
      fs.writeFileSync(file, files[name]!);
      const info = execFileSync('pdfinfo', [file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
      expect(info).toMatch(/Pages:\s+1/);
      expect(info.match(/Title:\s+(.*)/)?.[1]).toBe(
        [names.main_name, names.sub_name].filter(Boolean).join(' '),
      );
    }
  });

  it('replaces a logo’s zip on a second run, removes the old file and skips unknown logos', async () => {
    const { seedDemoZips } = await import('./zips.ts');
    const before = await zipRows();
    const missing = { id: Math.max(...logoIds) + 1000, index: 9 };
    expect(await seedDemoZips(t.database.db, t.app.storage, [demoOf(0), demoOf(0), demoOf(3), missing])).toBe(
      2,
    );
    const after = await zipRows();
    expect(after.map((r) => Number(r.logo_id))).toEqual([...logoIds.slice(0, 4)]);
    const first = (list: typeof after) => list.find((r) => Number(r.logo_id) === logoIds[0])!.storage_key;
    expect(first(after)).not.toBe(first(before));
    expect(await t.app.storage.exists(first(before))).toBe(false);
    expect(await t.app.storage.exists(first(after))).toBe(true);
    expect(await seedDemoZips(t.database.db, t.app.storage, [])).toBe(0);
  });
});
