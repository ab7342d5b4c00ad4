import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import * as schema from '../../db/schema/index.ts';
import { acquireDataDirLock } from './data-dir-lock.ts';
import type { Database, Db } from './db.ts';

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
 * Opens the embedded PGlite database: under `dataDir/pglite` (held by a lock file beside it, so
 * one process owns the folder), or in memory for `memory://`.
 */
export async function openPglite(options: {
  url: string;
  dataDir: string;
  lockWaitMs?: number;
  stats: { queries: number };
  logger: Logger;
  migrationsFolder: string;
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
  let client: PGlite;
  try {
    // pg_trgm backs the search index (migration 0002); PostgreSQL ships it in its contrib package.
    client = await PGlite.create(dataDir, { extensions: { pg_trgm }, startParams: pgliteStartParams() });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema, logger: options.logger }) as unknown as Db;
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
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}
