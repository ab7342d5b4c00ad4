import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The migrated embedded database as an image (ADR 0094): a new data folder loads it instead of
 * running initdb and every migration: 2.9 s instead of 15 s on a busy 2-core machine
 * (docs/performance.md). It is made when
 * the server is built (scripts/build-server.mjs runs first-start-image.js), or by a first start
 * that found none, and named by a hash of the migration files and the PGlite version, so an image
 * of other migrations is never loaded. apps/server/dist is git-ignored.
 */
const IMAGES_DIR = path.resolve(import.meta.dirname, '../../../dist/pglite-images');
/** Bumped when what goes into an image changes other than through the hashed inputs. */
const IMAGE_FORMAT = '1';

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      return entry.isDirectory() ? filesUnder(full) : [full];
    })
    .sort();
}

/** The image's file name for these migrations and this PGlite. */
export function migratedImageFile(migrationsFolder: string): string {
  const hash = createHash('sha256').update(IMAGE_FORMAT);
  const pglite = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  hash.update(fs.readFileSync(path.join(pglite, '..', 'package.json')));
  for (const file of filesUnder(migrationsFolder)) {
    hash.update(`\0${path.relative(migrationsFolder, file)}\0`).update(fs.readFileSync(file));
  }
  return path.join(IMAGES_DIR, `migrated-${hash.digest('hex').slice(0, 16)}.tar`);
}

/** A NUL-terminated text field of a tar header. */
function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end < 0 ? length : end).toString('utf8');
}

/** Writes the tar's folders and files (the only entries a PGlite dump has) under `dir`. */
function untar(tar: Buffer, dir: string): void {
  for (let at = 0; at + 512 <= tar.length && tar[at] !== 0; ) {
    const header = tar.subarray(at, at + 512);
    const rel = path.posix.join(field(header, 345, 155), field(header, 0, 100)).replace(/^\/+/, '');
    const size = Number.parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = String.fromCharCode(header[156] || 48);
    if (rel.split('/').includes('..')) throw new Error(`unsafe path in the image: ${rel}`);
    const out = path.join(dir, rel);
    if (type === '5') fs.mkdirSync(out, { recursive: true, mode: 0o700 });
    else if (type === '0') {
      fs.mkdirSync(path.dirname(out), { recursive: true, mode: 0o700 });
      fs.writeFileSync(out, tar.subarray(at + 512, at + 512 + size), { mode: 0o600 });
    } else throw new Error(`unexpected tar entry type ${type} in the image`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
}

/**
 * Unpacks the image for these migrations as `dataDir/pglite`, which PGlite then opens as an
 * existing database: 1 s plus 1.9 s to open, where its own loadDataDir took 7–8 s for the same
 * tar (busy machine). Written
 * beside it and renamed, so the folder is whole or absent (a rename replaces the empty folder a
 * failed start may leave, never a database). False when there is no image or it could not be
 * used: the caller creates the database instead.
 */
export function unpackMigratedImage(migrationsFolder: string, dataDir: string): boolean {
  let tar: Buffer;
  try {
    tar = fs.readFileSync(migratedImageFile(migrationsFolder));
  } catch {
    return false;
  }
  const unpacking = path.join(dataDir, `pglite.unpacking-${process.pid}`);
  try {
    fs.rmSync(unpacking, { recursive: true, force: true });
    fs.mkdirSync(unpacking, { mode: 0o700 });
    untar(tar, unpacking);
    fs.renameSync(unpacking, path.join(dataDir, 'pglite'));
    return true;
  } catch {
    fs.rmSync(unpacking, { recursive: true, force: true });
    return false;
  }
}

/**
 * The image for these migrations as data an in-memory database loads (`memory://`), or undefined
 * when there is none: loading it took 0.5–0.8 s where initdb and the migrations took 3.5 s.
 */
export function migratedImageData(migrationsFolder: string): Blob | undefined {
  try {
    return new Blob([fs.readFileSync(migratedImageFile(migrationsFolder))]);
  } catch {
    return undefined;
  }
}

/** Keeps `dump` as the image for these migrations (whole or not at all), and drops older ones. */
export async function writeMigratedImage(migrationsFolder: string, dump: Blob): Promise<string> {
  const file = migratedImageFile(migrationsFolder);
  fs.mkdirSync(IMAGES_DIR, { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, file);
  for (const name of fs.readdirSync(IMAGES_DIR)) {
    if (name !== path.basename(file) && name.endsWith('.tar'))
      fs.rmSync(path.join(IMAGES_DIR, name), { force: true });
  }
  return file;
}
