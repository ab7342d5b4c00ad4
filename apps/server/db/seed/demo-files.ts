import fs from 'node:fs';
import path from 'node:path';
import { LOGO_STATE } from '@logoya/core';
import { DEMO_IMAGE_FOLDER } from '../../src/platform/storage/storage.ts';
import { chunks, forEachLimit } from './bulk.ts';
import { demoLogo } from './demo-data.ts';
import { renderLogoImages } from './images.ts';
import { buildDemoZip } from './zips.ts';

/**
 * The demo's files written after its rows (ADR 0094). A first start inserts the demo logos with
 * image and zip keys known in advance, renders the images of the home page's first page before
 * the server listens, and writes the rest (other images, the delivery zips) afterwards, in the
 * background. What is left is kept in a job file in DATA_DIR, written before the rows commit and
 * removed once every file is there, so a stop half-way is finished by the next start: a logo never
 * points at a missing file for good.
 */
export interface DemoFilesJob {
  version: 1;
  /** Names this demo's image folder, so a new demo never reuses an old one's cached URLs. */
  token: string;
  /** Demo logo indexes, in the order their images are wanted: the home page's first. */
  images: number[];
  /**
   * `index` is the logo's demo index (its art). A job written before zips were drawn from the
   * layouts has none: its entries are every third demo logo in order, so entry k is index 3k.
   */
  zips: { logoId: number; name: string; key: string; index?: number }[];
}

export const DEMO_FILES_JOB = 'demo-files.json';
/** Every third demo logo has a delivery zip (sold ones included), so a buyer can download it. */
export const DEMO_ZIP_EVERY = 3;
/** Logos of the demo a first start seeds (seedDemo's default). */
export const DEMO_LOGOS = 250;
/** Logos rendered at once: enough to keep sharp's threads busy, few enough to bound memory. */
export const RENDER_CONCURRENCY = 8;
/** The home page's first page (/api/all-logo, 100 a page): rendered before the server listens. */
export const FIRST_PAGE = 100;

/** The storage keys of demo logo `index`'s two images. */
export function demoImageKeys(token: string, index: number): { main: string; hover: string } {
  const folder = `${DEMO_IMAGE_FOLDER}${token}`;
  return { main: `${folder}/${index}.gif`, hover: `${folder}/${index}-hover.png` };
}

export const demoZipKey = (token: string, logoId: number) => `zips/${logoId}/demo-${token}.zip`;

/**
 * States by age rank (0 = newest): 8 sold, 2 negotiating and 7 stopped logos spread over the
 * newest 250, the first of each within the first page of 100. Small catalogues keep a third normal.
 */
export function demoStates(count: number): Map<number, number> {
  const { sold, negotiating: nego, stopped } = LOGO_STATE;
  const order = [sold, nego, stopped, sold, stopped, nego, sold, stopped, sold, stopped, sold, stopped, sold];
  order.push(stopped, sold, sold, stopped);
  const special = Math.min(order.length, Math.floor((count * 2) / 3));
  const span = Math.min(count, 250);
  const states = new Map<number, number>();
  for (let k = 0; k < special; k++) states.set(Math.floor(((k + 0.5) * span) / special), order[k]!);
  return states;
}

/**
 * Demo logo indexes (0 = oldest) in the shop's public order: available logos newest first, then
 * sold ones newest first (ADR 0093), then the stopped ones the shop never lists.
 */
export function demoImageOrder(count: number): number[] {
  const states = demoStates(count);
  const tier = (i: number) => {
    const state = states.get(count - 1 - i);
    return state === LOGO_STATE.stopped ? 2 : state === LOGO_STATE.sold ? 1 : 0;
  };
  return Array.from({ length: count }, (_, k) => count - 1 - k).sort((a, b) => tier(a) - tier(b) || b - a);
}

export function readDemoFilesJob(dataDir: string): DemoFilesJob | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_FILES_JOB), 'utf8')) as DemoFilesJob;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Writes the job file whole (a temporary file renamed), so a stop never leaves half of one. */
export function writeDemoFilesJob(dataDir: string, job: DemoFilesJob): void {
  const file = path.join(dataDir, DEMO_FILES_JOB);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(job));
  fs.renameSync(tmp, file);
}

type FileStorage = {
  put(key: string, data: Buffer): Promise<void>;
  exists(key: string): Promise<boolean>;
};

/** Renders and stores the images of these demo logos, skipping those already there. */
export async function writeDemoImages(storage: FileStorage, token: string, indexes: readonly number[]) {
  let written = 0;
  await forEachLimit(indexes, RENDER_CONCURRENCY, async (index) => {
    const keys = demoImageKeys(token, index);
    const hover = !(await storage.exists(keys.hover));
    const main = !(await storage.exists(keys.main));
    if (!hover && !main) return;
    const images = await renderLogoImages(index, demoLogo(index).art);
    if (hover) await storage.put(keys.hover, images.hover);
    if (main) await storage.put(keys.main, images.gif);
    written++;
  });
  return written;
}

/** Builds and stores the job's delivery zips, skipping those already there (a few hundred KB each). */
export async function writeDemoZips(storage: FileStorage, zips: DemoFilesJob['zips']) {
  let written = 0;
  const placed = zips.map((zip, k) => ({ ...zip, index: zip.index ?? DEMO_ZIP_EVERY * k }));
  for (const batch of chunks(placed, 8)) {
    const missing = [];
    for (const zip of batch) if (!(await storage.exists(zip.key))) missing.push(zip);
    await forEachLimit(missing, 4, async (zip) => {
      await storage.put(zip.key, Buffer.from(await buildDemoZip({ id: zip.logoId, index: zip.index })));
      written++;
    });
    // A turn of the event loop between batches: a zip is built on this thread.
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}

/**
 * Writes whatever the job still lacks, images in their order then the zips, and removes the job
 * file once all are there. Safe to run again after a stop at any point.
 */
export async function finishDemoFiles(
  dataDir: string,
  storage: FileStorage,
  job: DemoFilesJob,
  onStep?: (step: string, ms: number) => void,
): Promise<{ images: number; zips: number }> {
  let last = performance.now();
  const mark = (step: string) => {
    const now = performance.now();
    onStep?.(step, Math.round(now - last));
    last = now;
  };
  const images = await writeDemoImages(storage, job.token, job.images);
  mark(`images of ${images} more logos`);
  const zips = await writeDemoZips(storage, job.zips);
  mark(`${zips} delivery zips`);
  fs.rmSync(path.join(dataDir, DEMO_FILES_JOB), { force: true });
  return { images, zips };
}
