import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { NodePgSession } from 'drizzle-orm/node-postgres/session';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../../../db/schema/index.ts';
import { attachGenericPlans, genericRows, namedQuery } from './db-generic.ts';
import { openPglite, type PgliteImage, pgliteDatabase } from './db-pglite.ts';
import { attachUnflushed } from './unflushed.ts';

/** Generic-plan statements each connection keeps prepared (db-generic.ts). */
const GENERIC_STATEMENTS_KEPT = 200;

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts SQL statements sent, so tests can prove a page costs a fixed number of queries. */
  stats: { queries: number };
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** Embedded PGlite only: the data folder as an uncompressed tar, to open copies from (PgliteImage). */
  dump?(): Promise<Blob>;
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../../db/migrations');
/** Connections for the counted limits' hits (unflushed.ts): one statement each, in one round trip. */
const UNFLUSHED_POOL_MAX = 2;
/** Held while migrating, so two instances starting together do not race. */
const MIGRATION_LOCK = 72_410_001;

class CountingLogger implements Logger {
  constructor(private readonly stats: { queries: number }) {}
  logQuery(): void {
    this.stats.queries++;
  }
}

/**
 * Opens the database: PGlite (embedded, under DATA_DIR, or in memory) when no PostgreSQL URL is
 * set, otherwise a PostgreSQL connection pool. Both speak the same SQL and run the same migrations.
 */
export async function openDatabase(options: {
  url: string;
  dataDir: string;
  poolMax?: number;
  /**
   * PostgreSQL: connections for statements that keep one generic plan (genericPlanRows); half of
   * poolMax, rounded up, when not given; 0: none (those statements run as `rows`).
   */
  genericPoolMax?: number | undefined;
  /** PostgreSQL: how long to wait for a connection (a new one or a free pooled one). */
  connectTimeoutMs?: number;
  /**
   * PostgreSQL: the server cancels a statement after this long, and the client gives up a little
   * later if the server does not answer at all (frozen host, dropped network). Unset: no limit,
   * as for the seed script's bulk statements.
   */
  statementTimeoutMs?: number;
  /** Embedded PGlite on disk: how long to wait for another process to let go of DATA_DIR. */
  lockWaitMs?: number;
  /** Embedded PGlite: start from this image instead of an empty database (tests). */
  pgliteImage?: PgliteImage | undefined;
}): Promise<Database> {
  const stats = { queries: 0 };
  const logger = new CountingLogger(stats);

  if (/^postgres(ql)?:\/\//.test(options.url)) {
    const limit = options.statementTimeoutMs;
    const poolOf = (max: number, settings: string) => {
      const made = new pg.Pool({
        connectionString: options.url,
        max,
        keepAlive: true,
        options: settings,
        ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
        ...(limit ? { statement_timeout: limit, query_timeout: limit + 1000 } : {}),
      });
      // A pool error (for example a server restart) must not crash the process; the next query reconnects.
      made.on('error', () => {});
      return made;
    };
    // A request's statements run on one core each: parallel workers started per statement cost
    // more than they save when many requests share the cores (issue 11 profile: a filter page
    // 41–54 ms with 2 workers, 13–17 ms without).
    const serial = '-c max_parallel_workers_per_gather=0';
    const max = options.poolMax ?? 10;
    const pool = poolOf(max, serial);
    const db = drizzleNodePg(pool, { schema, logger }) as unknown as Db;
    // Connections for statements that keep one generic plan (db-generic.ts, ADR 0070).
    const genericMax = options.genericPoolMax ?? Math.ceil(max / 2);
    const generic =
      genericMax > 0 ? poolOf(genericMax, `${serial} -c plan_cache_mode=force_generic_plan`) : null;
    if (generic) attachGenericPlans(db, { pool: generic, keep: GENERIC_STATEMENTS_KEPT, stats });
    // Connections for writes whose loss in a crash is harmless (unflushed.ts, ADR 0117).
    const unflushed = poolOf(UNFLUSHED_POOL_MAX, `${serial} -c synchronous_commit=off`);
    attachUnflushed(db, { pool: unflushed, stats });
    return {
      db,
      kind: 'postgres',
      stats,
      async migrate() {
        // A connection of its own without the pool's statement limits: a migration may rewrite
        // a large table, and waiting for another instance's migration lock may take a while.
        const client = new pg.Client({
          connectionString: options.url,
          ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
        });
        await client.connect();
        try {
          await client.query('set statement_timeout = 0');
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
          await client.end().catch(() => {});
        }
      },
      async ping() {
        await pool.query('select 1');
      },
      async close() {
        await Promise.all([pool.end(), generic?.end(), unflushed.end()]);
      },
    };
  }

  return openPglite({ ...options, image: options.pgliteImage, stats, logger, migrationsFolder });
}

/**
 * A Database over a PGlite client someone else opened and ends: `close` is what closing it means
 * to the caller (the API tests hand one client per worker from file to file: test/db-images.ts).
 */
export function databaseOverPglite(client: PGlite, close: () => Promise<void>): Database {
  const stats = { queries: 0 };
  return pgliteDatabase(client, { stats, logger: new CountingLogger(stats), migrationsFolder, close });
}

/**
 * Rows of a raw query sent as a named prepared statement on PostgreSQL (ADR 0056): each pool
 * connection parses and plans it once, then after five runs keeps a generic plan, so a hot
 * statement stops paying its parse and plan on every request (for the logo detail, 1.1 of its
 * 1.3 ms in the database). The name is the hash of the text, so a shape is one statement per
 * connection. Only for statements whose text takes a few fixed shapes (values are parameters):
 * every distinct text stays prepared on every connection for its life. PGlite runs it as `rows`.
 */
export async function preparedRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const inner = db as unknown as {
    session: {
      prepareQuery(
        q: { sql: string; params: unknown[] },
        fields: undefined,
        name: string | undefined,
        arrayMode: boolean,
      ): { execute(): Promise<unknown> };
    };
  };
  if (!(inner.session instanceof NodePgSession)) return rows<T>(db, query);
  const { name, ...built } = namedQuery(db, query, 'q');
  const result = (await inner.session.prepareQuery(built, undefined, name, false).execute()) as {
    rows: T[];
  };
  return result.rows;
}

/**
 * Rows of a raw query run as a named prepared statement that keeps one generic plan, on the
 * generic-plan connections (db-generic.ts, ADR 0070); `rows` in a transaction or on PGlite.
 */
export function genericPlanRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return genericRows<T>(db, query, rows);
}

/** Rows of a raw query, whichever driver ran it. */
export async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
