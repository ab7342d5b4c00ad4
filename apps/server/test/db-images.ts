import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { seedReferenceData } from '../db/reference/index.ts';
import { seedDemo } from '../db/seed/seed.ts';
import { type Database, databaseOverPglite, migrationsFolder, openDatabase } from '../src/platform/db/db.ts';
import { pgliteClient, pgliteRuntime } from '../src/platform/db/db-pglite.ts';
import { migratedImageData } from '../src/platform/db/pglite-image.ts';
import { localDiskStorage } from '../src/platform/storage/storage.ts';
import { buildOnce } from './build-once.ts';
import { borrowPostgres, databaseUrl, type LentPostgres } from './pg-reuse.ts';
import { borrowPglite } from './pglite-reuse.ts';

/**
 * Database images for the API tests (docs/testing.md, "Where a test file's database comes from").
 * A test file asks for a migrated database with the demo seed of `logos` logos. The first file of a
 * run that asks for a size builds it once: a migrated database, the reference data, the demo seed
 * and its image files. Every later file of any worker opens a copy of it:
 * - PGlite: a dump of the data folder (an uncompressed tar), loaded into an in-memory database once
 *   per worker, which later files borrow, put back to the image (test/pglite-reuse.ts);
 * - PostgreSQL: a template database `<run template>_s<logos>`, cloned with CREATE DATABASE once per
 *   worker, which later files borrow, put back to the image (test/pg-reuse.ts).
 * The seed's files go to `<images>/files-<kind>-<logos>` and are copied into the file's DATA_DIR.
 *
 * Workers build a size at most once between them (test/build-once.ts).
 */

/** PGlite's WebAssembly and file bundle, compiled once per worker process. */
let runtime: ReturnType<typeof pgliteRuntime> | undefined;
const pgliteBase = () => (runtime ??= pgliteRuntime());

function imagesDir(): string {
  const dir = inject('dbImages');
  if (!dir) throw new Error('apps/server/test/global-setup.ts did not provide a folder for database images');
  return dir;
}

/** Builds `name` once per run across workers (test/build-once.ts); answers the images folder. */
async function once(name: string, build: (dir: string) => Promise<void>): Promise<string> {
  const dir = imagesDir();
  await buildOnce(dir, name, () => build(dir));
  return dir;
}

/**
 * Migrates, adds the reference data and the demo seed of `logos` logos with files under `files`;
 * only the seed on a database `migrated` with the reference data already (the image of none).
 */
async function prepare(database: Database, logos: number, files: string, migrated = false): Promise<void> {
  if (!migrated) {
    await database.migrate();
    await seedReferenceData(database.db);
  }
  if (logos > 0) await seedDemo(database.db, localDiskStorage(files), { logos, zips: false, orders: false });
}

/**
 * Databases this process just built an image from, not yet lent: the first borrower of the image in
 * this process takes it as it is, instead of loading the image's dump again (0.9–1.3 s of a new
 * size's 4.5 s on a quiet machine, stop 43). Other processes load the dump.
 */
const builtHere = new Map<string, PGlite>();

/**
 * Builds the PGlite image `pglite-<size>` once per run. Every size starts from the image of none
 * (migrated, with the reference data): loading it took 0.5–0.8 s where initdb and the migrations
 * took 3.5 s, for each size the tests ask for. With `keep`, the database the image was dumped from
 * stays open for this process's first borrower (builtHere).
 */
async function buildPgliteImage(size: number, keep: boolean): Promise<void> {
  const name = `pglite-${size}`;
  await once(name, async (d) => {
    const start = size > 0 ? await pgliteImageData(0) : undefined;
    // The image of none starts, as an in-memory database of the shop does, from the build's
    // migrated image when there is one (ADR 0094), else from initdb.
    const data = start ?? migratedImageData(migrationsFolder);
    const client = await pgliteClient(undefined, { ...(await pgliteBase()), ...(data ? { data } : {}) });
    let kept = false;
    try {
      const database = databaseOverPglite(client, async () => {});
      await prepare(database, size, path.join(d, `files-${name}`), start !== undefined);
      fs.writeFileSync(
        path.join(d, `${name}.tar`),
        Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()),
      );
      if (keep) {
        // As a database loaded from the dump starts: no session state from the build.
        await client.exec('discard all');
        builtHere.set(name, client);
        kept = true;
      }
    } finally {
      if (!kept) await client.close();
    }
  });
}

/** The PGlite image `pglite-<size>` (built once per run), as data a new database loads. */
async function pgliteImageData(size: number): Promise<Blob> {
  await buildPgliteImage(size, false);
  return new Blob([fs.readFileSync(path.join(imagesDir(), `pglite-${size}.tar`))]);
}

/** A database of the image `pglite-<size>`: the one this process built it on, or a load of its dump. */
async function pgliteOf(size: number): Promise<PGlite> {
  const name = `pglite-${size}`;
  await buildPgliteImage(size, true);
  const built = builtHere.get(name);
  if (built) {
    builtHere.delete(name);
    return built;
  }
  return pgliteClient(undefined, { ...(await pgliteBase()), data: await pgliteImageData(size) });
}

export interface ImageCopy {
  database: Database;
  /** Drops the copy (PostgreSQL); nothing to do for PGlite. */
  drop(): Promise<void>;
}

/**
 * A new database seeded with `logos` demo logos, whose files are copied under `dataDir/files`.
 * With `seedFiles: false` (S3 storage) the caller seeds: the copy is only migrated.
 */
export async function openImageCopy(dataDir: string, logos: number, seedFiles = true): Promise<ImageCopy> {
  const size = seedFiles ? logos : 0;
  const base = process.env.TEST_DATABASE_URL;
  const kind = base ? 'pg' : 'pglite';
  const name = `${kind}-${size}`;
  let copy: ImageCopy;
  if (!base) {
    // The worker's database of this image, put back to it (test/pglite-reuse.ts, ADR 0121).
    copy = {
      database: await borrowPglite(name, () => pgliteOf(size)),
      drop: async () => {},
    };
  } else {
    const template = `${inject('pgTemplate')}_s${size}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    let lent: LentPostgres | null = null;
    try {
      await once(name, async (d) => {
        await admin.query(`create database ${template} template ${inject('pgTemplate')}`);
        const database = await openDatabase({ url: databaseUrl(base, template), dataDir, poolMax: 4 });
        try {
          await prepare(database, size, path.join(d, `files-${name}`));
        } finally {
          await database.close();
        }
      });
      // The worker's database of this image, put back to it (test/pg-reuse.ts, ADR 0123); a second
      // app of the same file at once gets a clone of its own, dropped when it closes.
      lent = await borrowPostgres(name, template, base, admin);
      const copyName = lent?.database ?? `${template}_${Math.random().toString(16).slice(2, 10)}`;
      if (!lent) await admin.query(`create database ${copyName} template ${template}`);
      const database = await openDatabase({ url: databaseUrl(base, copyName), dataDir, poolMax: 10 });
      const borrowed = lent;
      copy = {
        database,
        drop: async () => {
          if (borrowed) borrowed.release();
          else await admin.query(`drop database if exists ${copyName} with (force)`);
          await admin.end();
        },
      };
    } catch (error) {
      // A database borrowed before the failure goes back, so later files still get it.
      lent?.release();
      await admin.end();
      throw error;
    }
  }
  const files = path.join(imagesDir(), `files-${name}`);
  if (fs.existsSync(files)) fs.cpSync(files, path.join(dataDir, 'files'), { recursive: true });
  return copy;
}
