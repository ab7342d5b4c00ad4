import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../../db/schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Database, Db } from './db.ts';
import { migratedImageData } from './pglite-image.ts';

/**
 * PostgreSQL settings of the embedded database, on top of PGlite's own start parameters (ADR:
 * embedded database memory). PGlite's WebAssembly memory never shrinks, so what Postgres touches
 * once stays resident for the life of the process:
 * - shared_buffers: initdb's 128MB is zero-filled at start, about 120 MB resident from the first
 *   second. 16MB holds the whole demo database (13 MB); larger catalogues read through the
 *   operating system's page cache, as PostgreSQL itself does.
 * - maintenance_work_mem: 64MB by default, reached by an index build of a large table in a
 *   migration; 16MB bounds it (a larger build sorts on disk instead).
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

/** PGlite's start parameters with our settings added (`-c name=value`, as `postgres` takes them). */
export function pgliteStartParams(settings: Readonly<Record<string, string>> = PGLITE_SETTINGS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/**
 * PGlite runs inside this process, and the queries waiting for it ran one after another in promise
 * callbacks without ever letting the event loop turn: 100 requests at once held it for all their
 * queries (0.5–2 s on a busy 2-core machine), and `/healthz` and every other answer waited behind
 * them (issue 22; ADR 0078). Here queries and transactions take turns: one at a time in arrival
 * order, each after the loop has turned once, so sockets and timers are served between two queries.
 * A transaction holds its turn until it ends; its own queries go straight to PGlite.
 */
export function takingTurns(client: PGlite): PGlite {
  let last: Promise<unknown> = Promise.resolve();
  const turn = () => new Promise<void>((resolve) => setImmediate(resolve));
  const inTurn = (run: () => Promise<unknown>) => {
    const mine = last.then(turn).then(run);
    last = mine.catch(() => undefined);
    return mine;
  };
  return new Proxy(client, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor') return value;
      // Bound to PGlite itself: its methods use private fields, which a proxy does not have.
      if (prop === 'query' || prop === 'exec' || prop === 'transaction')
        return (...args: unknown[]) => inTurn(() => value.apply(target, args));
      return value.bind(target);
    },
  });
}

/**
 * What a new embedded database may start from instead of running initdb and loading PGlite's
 * WebAssembly from scratch: the test suite opens a hundred databases a run, each from one image of
 * the migrated and seeded database (docs/testing.md).
 * - data: a data folder written by `Database.dump()` (a tar, uncompressed);
 * - wasm, fsBundle: PGlite's own module and file bundle, compiled and read once per process.
 */
/** A compiled WebAssembly module, as PGlite takes it. */
type WasmModule = NonNullable<PGliteOptions['pgliteWasmModule']>;

export interface PgliteImage {
  data?: Blob | undefined;
  wasm?: WasmModule | undefined;
  fsBundle?: Blob | undefined;
}

/** The runtime's WebAssembly object (the server's TypeScript library declares only its types). */
const wasmApi = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<WasmModule> } }
).WebAssembly;

/** PGlite's compiled WebAssembly module and file bundle, for PgliteImage (read once per call). */
export async function pgliteRuntime(): Promise<{ wasm: WasmModule; fsBundle: Blob }> {
  const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const [wasm, bundle] = await Promise.all([
    fs.promises.readFile(path.join(dist, 'pglite.wasm')).then((bytes) => wasmApi.compile(bytes)),
    fs.promises.readFile(path.join(dist, 'pglite.data')),
  ]);
  return { wasm, fsBundle: new Blob([bundle]) };
}

/**
 * Opens the embedded PGlite database: under `dataDir/pglite` (held by a lock file beside it, so
 * one process owns the folder), or in memory for `memory://` (from the migrated image if any).
 */
export async function openPglite(options: {
  url: string;
  dataDir: string;
  lockWaitMs?: number;
  stats: { queries: number };
  logger: Logger;
  migrationsFolder: string;
  image?: PgliteImage | undefined;
}): Promise<Database> {
  let dataDir: string | undefined;
  let lock: { release(): void } | undefined;
  if (options.url !== 'memory://') {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
    // Beside the database folder, not in it: PGlite's initdb wants an empty folder.
    lock = await acquireDataDirLock(path.join(options.dataDir, 'pglite.lock'), {
      waitMs: options.lockWaitMs ?? 10_000,
    });
  }
  // In memory, a new database starts from the migrated image when the build made one (ADR 0094),
  // as a first start on a data folder does; without one, initdb makes it.
  const data = !dataDir && !options.image?.data ? migratedImageData(options.migrationsFolder) : undefined;
  let client: PGlite;
  try {
    client = await pgliteClient(dataDir, data ? { ...options.image, data } : options.image);
  } catch (error) {
    lock?.release();
    throw error;
  }
  return pgliteDatabase(client, {
    stats: options.stats,
    logger: options.logger,
    migrationsFolder: options.migrationsFolder,
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  });
}

/** A PGlite client on the data folder `dataDir` (in memory without one), from `image` if given. */
export function pgliteClient(dataDir: string | undefined, image?: PgliteImage): Promise<PGlite> {
  // pg_trgm backs the search index (migration 0002); PostgreSQL ships it in its contrib package.
  return PGlite.create(dataDir, {
    extensions: { pg_trgm },
    startParams: pgliteStartParams(),
    ...(image?.wasm ? { pgliteWasmModule: image.wasm } : {}),
    ...(image?.fsBundle ? { fsBundle: image.fsBundle } : {}),
    ...(image?.data ? { loadDataDir: image.data } : {}),
  });
}

/** The Database over an open PGlite client; `close` ends it (the caller says how). */
export function pgliteDatabase(
  client: PGlite,
  options: {
    stats: { queries: number };
    logger: Logger;
    migrationsFolder: string;
    close(): Promise<void>;
  },
): Database {
  const db = drizzlePglite(takingTurns(client), { schema, logger: options.logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    stats: options.stats,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: options.migrationsFolder });
    },
    async ping() {
      await client.query('select 1');
    },
    async dump() {
      return client.dumpDataDir('none');
    },
    close: options.close,
  };
}
