import { randomBytes } from 'node:crypto';
import { type Zippable, zipSync } from 'fflate';
import { drawLogoFiles } from '../../src/modules/kits/index.ts';
import { markDataUri, renderLettering } from '../../src/modules/lettering/index.ts';
import type { Db } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { chunks, forEachLimit } from './bulk.ts';
import { demoLogo } from './demo-data.ts';
import { demoLayoutFor } from './demo-layout.ts';
import { logosForZips, upsertZips } from './zips.repository.ts';

/** The files of a delivery zip, in the order a designer would list them: vector first. */
export const ZIP_FORMATS = ['ai', 'pdf', 'svg', 'png', 'jpg'] as const;

/** Width of the zip's PNG and JPG, px: three times the shop's picture, enough for print proofs. */
export const DEMO_ZIP_WIDTH = 1200;

/** Zip entries are dated, and a fixed date keeps a logo's zip the same run to run. */
const ENTRY_DATE = new Date('2025-01-01T00:00:00Z');

/** A demo logo to deliver: its id, and its index in the demo (which fixes its art). */
export interface DemoZipLogo {
  id: number;
  index: number;
}

/**
 * The delivery zip of one demo logo, as its designer would send it (ADR 0114): the logo's own mark
 * and lettering (its demo layout, with the designer's sample names, drawn by the one renderer),
 * transparent, as `{id}.ai` (Illustrator-compatible PDF), `.pdf` and `.svg` (vector names) and
 * `.png`, `.jpg` (on white, DEMO_ZIP_WIDTH px). Text formats are deflated; PNG and JPEG are stored
 * as they are, since they are compressed already.
 */
export async function buildDemoZip(logo: DemoZipLogo): Promise<Uint8Array> {
  const { layout, markSvg, names } = demoLayoutFor({ index: logo.index, art: demoLogo(logo.index).art });
  const markBytes = Buffer.from(markSvg);
  const mark = layout.mark
    ? { box: layout.mark.box, type: 'image/svg+xml' as const, bytes: markBytes }
    : null;
  const { svg } = renderLettering(layout, names, mark ? markDataUri('image/svg+xml', markBytes) : null, {
    transparent: true,
  });
  const title = [names.main_name, names.sub_name].filter(Boolean).join(' ');
  const drawn = await drawLogoFiles({ svg, canvas: layout.canvas, mark, title, width: DEMO_ZIP_WIDTH });
  const files: Record<(typeof ZIP_FORMATS)[number], [Uint8Array, 0 | 6]> = {
    ai: [drawn.pdf, 6],
    pdf: [drawn.pdf, 6],
    svg: [drawn.svg, 6],
    png: [drawn.png, 0],
    jpg: [drawn.jpg, 0],
  };
  const entries: Zippable = {};
  for (const ext of ZIP_FORMATS) {
    const [data, level] = files[ext];
    entries[`${logo.id}.${ext}`] = [data, { level, mtime: ENTRY_DATE }];
  }
  return zipSync(entries);
}

/**
 * Seeds demo delivery zips for the given logos, so the buying journey's download can be tried:
 * builds each zip, stores it under `zips/{logoId}/{random}.zip` and points the logo's `zips` row
 * at it (one per logo; a new run replaces the file and removes the old one). Ids of logos that
 * do not exist are skipped. Returns the number of zips stored.
 */
export async function seedDemoZips(
  db: Db,
  storage: Storage,
  wanted: readonly DemoZipLogo[],
): Promise<number> {
  const indexOf = new Map(wanted.map((l) => [l.id, l.index]));
  const logos = await logosForZips(db, [...indexOf.keys()]);
  let stored = 0;
  // Batches bound memory (a few hundred KB a zip); four are drawn at once (sharp's threads).
  for (const batch of chunks(logos, 16)) {
    const built: { logo: (typeof logos)[number]; key: string; data: Buffer }[] = [];
    await forEachLimit(batch, 4, async (logo) => {
      const data = Buffer.from(await buildDemoZip({ id: logo.id, index: indexOf.get(logo.id)! }));
      built.push({ logo, key: `zips/${logo.id}/${randomBytes(8).toString('hex')}.zip`, data });
    });
    await forEachLimit(built, 8, ({ key, data }) => storage.put(key, data));
    await upsertZips(
      db,
      built.map(({ logo, key }) => ({ logoId: logo.id, key })),
    );
    await forEachLimit(
      built.filter(({ logo }) => logo.old_key),
      8,
      ({ logo }) => storage.remove(logo.old_key!),
    );
    stored += built.length;
  }
  return stored;
}
