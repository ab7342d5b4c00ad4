import pg from 'pg';
import { fingerprintOf, type KeptSeed, keepSeed, pgSession } from './db-reset.ts';

/**
 * One PostgreSQL database per worker process and image, lent to one test file at a time and put
 * back to the image's state before the next (ADR 0123), as test/pglite-reuse.ts does for PGlite.
 * Cloning the image's template for every file and dropping the clone after it cost a
 * `CREATE DATABASE` (the template's pages written to the WAL), a `DROP DATABASE` (an immediate
 * checkpoint of the whole server) and a cold catalogue cache in every new connection.
 *
 * What a file may leave behind, and what the next file gets:
 * - rows in any table, sequence values: put back from a copy of every table taken when the
 *   database was made (schema `logoya_test_seed`, which the shop never reads);
 * - session state (settings, prepared statements, advisory locks, LISTEN, temporary tables):
 *   it goes with the file's connections, which its app's pools close; a connection still open
 *   when the next file borrows (a pool the file never closed) is ended first, as
 *   `DROP DATABASE … WITH (FORCE)` ended it before;
 * - a changed schema, or any failure while putting it back: the database is dropped, and the next
 *   file gets a new clone.
 */
interface Kept extends KeptSeed {
  database: string;
  lent: boolean;
}

const kept = new Map<string, Kept>();

export interface LentPostgres {
  /** The database's name on the server. */
  database: string;
  /** Gives the database back; the next borrower gets it put back to the image. */
  release(): void;
}

/** `base` (a PostgreSQL URL) naming another database on the same server. */
export const databaseUrl = (base: string, database: string) => {
  const url = new URL(base);
  url.pathname = `/${database}`;
  return url.toString();
};

/** One connection to `url` for `use`, ended after it. */
export async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** Ends every other connection to `database` (a pool its file never closed). */
const endOthers = (database: string) =>
  `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`;

/** Puts a kept database back to its image; false when it cannot be. */
async function putBack(base: string, entry: Kept): Promise<boolean> {
  try {
    return await withClient(databaseUrl(base, entry.database), async (client) => {
      const session = pgSession(client);
      await session.exec(endOthers(entry.database));
      if ((await fingerprintOf(session)) !== entry.fingerprint) return false;
      await session.exec(`begin;\n${entry.restore};\ncommit`);
      return true;
    });
  } catch {
    return false;
  }
}

/**
 * The worker's database of image `name` (a clone of `template`), put back to the image and lent
 * until `release`; null when it is already lent (a file with two apps at once), and the caller
 * clones one of its own as before. `admin` is a connection to the server's maintenance database.
 */
export async function borrowPostgres(
  name: string,
  template: string,
  base: string,
  admin: pg.Client,
): Promise<LentPostgres | null> {
  let entry = kept.get(name);
  if (entry?.lent) return null;
  if (entry) {
    entry.lent = true;
    if (!(await putBack(base, entry))) {
      kept.delete(name);
      await admin.query(`drop database if exists ${entry.database} with (force)`).catch(() => undefined);
      entry = undefined;
    }
  }
  if (!entry) {
    const database = `${template}_k${process.pid}`;
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database} template ${template}`);
    const seed = await withClient(databaseUrl(base, database), (client) =>
      keepSeed(pgSession(client), 'delete'),
    );
    entry = { database, ...seed, lent: true };
    kept.set(name, entry);
  }
  const lent = entry;
  let released = false;
  return {
    database: lent.database,
    release() {
      if (released) return;
      released = true;
      lent.lent = false;
    },
  };
}
