import type { PGlite } from '@electric-sql/pglite';
import { type Database, databaseOverPglite } from '../src/platform/db/db.ts';
import { fingerprintOf, type KeptSeed, keepSeed, pgliteSession } from './db-reset.ts';

/**
 * One embedded database per worker process and image, lent to one test file at a time and put
 * back to the image's state before the next (ADR 0121). Opening a copy of the image cost each file
 * 1.4 s of wall and 1.9 s of CPU (PGlite writing the 45 MB image into its in-memory file system);
 * putting the tables and sequences back costs a small part of that.
 *
 * What a file may leave behind, and what the next file gets:
 * - rows in any table, sequence values: put back from a copy of every table taken when the
 *   database was opened (schema `logoya_test_seed`, which the shop never reads);
 * - session settings, prepared statements, advisory locks, LISTEN, temporary tables: DISCARD ALL;
 * - an open transaction: rolled back;
 * - a changed schema (a trigger a test made and did not drop, say), or any failure while putting
 *   it back: the database is closed and the next file opens a fresh copy, as before;
 * - queries a file's leftover work sends after it closed its database: refused, as by a closed
 *   PGlite, so they never reach the next file's data.
 */

interface Kept extends KeptSeed {
  client: PGlite;
  lent: boolean;
}

/**
 * The worker's databases by image, least recently lent first. The API tests ask for 19 kinds of
 * image (sizes, with and without files) and a kept PGlite holds about 240 MB: keeping every one
 * took 3.8 GB in a clean-clone run. Replaying that run's 125 openings in its file order, a worker
 * keeping 4 opened 66 databases, keeping 8 opened 40, keeping 16 opened 20. It keeps 20, every
 * kind asked for today (ADR 0124): each opening saved is about 1.4 s of the lane's wall, and the
 * project's machines have 24 GB.
 */
const kept = new Map<string, Kept>();
const MAX_KEPT = 20;
let maxKept = MAX_KEPT;

/**
 * Keeps at most `n` databases until the returned function puts the cap back, so a test of the
 * eviction does not have to open 22 databases.
 */
export function keepAtMost(n: number): () => void {
  maxKept = n;
  return () => {
    maxKept = MAX_KEPT;
  };
}

/** Makes room for one more kept database: closes the least recently lent ones that are free. */
async function makeRoom(): Promise<void> {
  for (const [name, entry] of kept) {
    if (kept.size < maxKept) return;
    if (entry.lent) continue;
    kept.delete(name);
    await entry.client.close().catch(() => undefined);
  }
}

/** A client closed to its borrower: queries after `close` are refused, as by a closed PGlite. */
function lentTo(client: PGlite, state: { open: boolean }): PGlite {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === 'closed') return !state.open || target.closed;
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function' || prop === 'constructor') return value;
      return (...args: unknown[]) => {
        if (!state.open && (prop === 'query' || prop === 'exec' || prop === 'transaction' || prop === 'sql'))
          return Promise.reject(new Error('PGlite is closed'));
        return value.apply(target, args);
      };
    },
  });
}

/** Puts a kept database back to its image; false when it cannot be (then it is closed). */
async function putBack(entry: Kept): Promise<boolean> {
  try {
    await entry.client.exec('rollback').catch(() => undefined);
    await entry.client.exec('discard all');
    if ((await fingerprintOf(pgliteSession(entry.client))) !== entry.fingerprint)
      throw new Error('the schema changed');
    await entry.client.exec(entry.restore);
    return true;
  } catch {
    await entry.client.close().catch(() => undefined);
    return false;
  }
}

/**
 * The worker's database for image `name`, put back to the image, lent until its Database is
 * closed; `open` makes one from the image when there is none free. A database already lent (a file
 * with two apps at once) is not shared: the second gets one of its own, closed when it is.
 */
export async function borrowPglite(name: string, open: () => Promise<PGlite>): Promise<Database> {
  let entry = kept.get(name);
  if (entry?.lent) return ownDatabase(await open());
  if (entry) {
    entry.lent = true;
    // Most recently lent last (Map order).
    kept.delete(name);
    kept.set(name, entry);
    if (!(await putBack(entry))) {
      kept.delete(name);
      entry = undefined;
    }
  }
  if (!entry) {
    await makeRoom();
    const client = await open();
    // Another borrower of this process kept one meanwhile: this one is the caller's own.
    if (kept.has(name)) return ownDatabase(client);
    entry = { client, restore: '', fingerprint: '', lent: true };
    kept.set(name, entry);
    try {
      Object.assign(entry, await keepSeed(pgliteSession(client), 'truncate'));
    } catch (error) {
      kept.delete(name);
      await client.close().catch(() => undefined);
      throw error;
    }
  }
  const state = { open: true };
  const lent = entry;
  return databaseOverPglite(lentTo(lent.client, state), async () => {
    if (!state.open) return;
    state.open = false;
    lent.lent = false;
  });
}

/** A database not kept: closing it ends it. */
const ownDatabase = (client: PGlite) => databaseOverPglite(client, () => client.close());
