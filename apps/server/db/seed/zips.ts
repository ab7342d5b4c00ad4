import { randomBytes } from 'node:crypto';
import { type Zippable, zipSync } from 'fflate';
import type { Db } from '../../src/platform/db/db.ts';
import type { Storage } from '../../src/platform/storage/storage.ts';
import { chunks, forEachLimit } from './bulk.ts';
import { logosForZips, upsertZips } from './zips.repository.ts';
import { markDesign, markJpeg, markPdf, markPixels, markPng, markSvg } from './zips-mark.ts';

/** The files of a delivery zip, in the order a designer would list them: vector first. */
export const ZIP_FORMATS = ['ai', 'pdf', 'svg', 'png', 'jpg'] as const;

/** Zip entries are dated, and a fixed date keeps a logo's zip byte-for-byte the same run to run. */
const ENTRY_DATE = new Date('2025-01-01T00:00:00Z');

/**
 * The delivery zip of one demo logo: `{id}.ai`, `.pdf`, `.svg` (vector) and `.png`, `.jpg`
 * (raster) of one generated mark. Text formats are deflated; PNG and JPEG are stored as they are,
 * since they are compressed already.
 */
export function buildDemoZip(logoId: number, name: string): Uint8Array {
  const design = markDesign(logoId, name);
  const pixels = markPixels(design);
  const vector = (ext: 'ai' | 'pdf') =>
    markPdf(design, ext === 'ai' ? 'Logoya demo (.ai, PDF-compatible)' : 'Logoya demo');
  const files: Record<(typeof ZIP_FORMATS)[number], [Uint8Array, 0 | 6]> = {
    ai: [vector('ai'), 6],
    pdf: [vector('pdf'), 6],
    svg: [Buffer.from(markSvg(design)), 6],
    png: [markPng(pixels), 0],
    jpg: [markJpeg(pixels), 0],
  };
  const entries: Zippable = {};
  for (const ext of ZIP_FORMATS) {
    const [data, level] = files[ext];
    entries[`${logoId}.${ext}`] = [data, { level, mtime: ENTRY_DATE }];
  }
  return zipSync(entries);
}

/**
 * Seeds demo delivery zips for the given logos, so the buying journey's download can be tried:
 * builds each zip, stores it under `zips/{logoId}/{random}.zip` and points the logo's `zips` row
 * at it (one per logo; a new run replaces the file and removes the old one). Ids of logos that
 * do not exist are skipped. Returns the number of zips stored.
 */
export async function seedDemoZips(db: Db, storage: Storage, logoIds: number[]): Promise<number> {
  const logos = await logosForZips(db, [...new Set(logoIds)]);
  let stored = 0;
  // Batches bound memory (about 60 KB a zip) and let storage writes overlap the next builds.
  for (const batch of chunks(logos, 50)) {
    const built = batch.map((logo) => ({
      logo,
      key: `zips/${logo.id}/${randomBytes(8).toString('hex')}.zip`,
      data: Buffer.from(buildDemoZip(logo.id, logo.name)),
    }));
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
