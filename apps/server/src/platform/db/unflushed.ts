import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from './db.ts';
import { namedQuery } from './db-generic.ts';
import { inTransaction } from './transaction.ts';

/**
 * Connections whose commits do not wait for the WAL flush (`synchronous_commit = off`, set on
 * these connections only), for writes whose loss in a crash is harmless: the counted limits'
 * hits (ADR 0117). A statement sent here commits on its own, in one round trip. Every other write
 * of the shop (orders, payments, accounts) stays on the pool's flushed commits.
 */
export interface Unflushed {
  pool: pg.Pool;
  stats: { queries: number };
}

const UNFLUSHED = new WeakMap<Db, Unflushed>();

/** Registers the unflushed connections of `db` (openDatabase, PostgreSQL only). */
export function attachUnflushed(db: Db, unflushed: Unflushed): void {
  UNFLUSHED.set(db, unflushed);
}

/**
 * Rows of one write, committed without waiting for the WAL flush. On PostgreSQL it runs on the
 * unflushed connections as a statement of its own; elsewhere (PGlite, or a `db` without them) in
 * a transaction of its own with `set local synchronous_commit = off`, as before ADR 0117.
 */
export async function unflushedRows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const unflushed = UNFLUSHED.get(db);
  if (unflushed) {
    const { sql: text, params } = namedQuery(db, query, 'u');
    unflushed.stats.queries++;
    const result = await unflushed.pool.query<T & pg.QueryResultRow>(text, params);
    return result.rows;
  }
  return inTransaction(db, {}, async ({ tx }) => {
    await tx.execute(sql`set local synchronous_commit = off`);
    const result = (await tx.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  });
}
