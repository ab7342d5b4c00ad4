import { createHash } from 'node:crypto';
import type { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './db.ts';

/**
 * Connections whose prepared statements always keep one generic plan (ADR 0070): PostgreSQL's
 * `plan_cache_mode = force_generic_plan`, set on these connections only. A statement sent here
 * is parsed and planned once per connection, then only bound and run, whatever its values. For
 * statements whose plan the code has already chosen (free text: which index, which order, which
 * bound), where a custom plan per run costs more than it can win. Each connection keeps its
 * most recently used statements only (`keep`), deallocating the oldest, so a long tail of shapes
 * cannot grow a backend's memory without bound.
 */
export interface GenericPlans {
  pool: pg.Pool;
  keep: number;
  stats: { queries: number };
}

const GENERIC = new WeakMap<Db, GenericPlans>();

/** Registers the generic-plan connections of `db` (openDatabase, PostgreSQL only). */
export function attachGenericPlans(db: Db, plans: GenericPlans): void {
  GENERIC.set(db, plans);
}

/**
 * A query's text and parameters, and a statement name taken from a hash of the text (`prefix`
 * and 20 characters): one name per shape, whatever the values (preparedRows, genericRows).
 */
export function namedQuery(
  db: Db,
  query: ReturnType<typeof sql>,
  prefix: string,
): { name: string; sql: string; params: unknown[] } {
  const { dialect } = db as unknown as {
    dialect: { sqlToQuery(q: typeof query): { sql: string; params: unknown[] } };
  };
  const built = dialect.sqlToQuery(query);
  return {
    ...built,
    name: `${prefix}${createHash('sha1').update(built.sql).digest('base64url').slice(0, 20)}`,
  };
}

/** The generic-plan connections of `db`, if it has them (for tests and diagnostics). */
export function genericPlansOf(db: Db): GenericPlans | undefined {
  return GENERIC.get(db);
}

interface Prepared {
  /** The statement names this connection holds, least recently used first. */
  names: Map<string, true>;
}
const PREPARED = new WeakMap<pg.PoolClient, Prepared>();

/** node-postgres's record of the statements a connection has parsed (not in its typings). */
function parsedStatements(client: pg.PoolClient): Record<string, string> | undefined {
  return (client as unknown as { connection?: { parsedStatements?: Record<string, string> } }).connection
    ?.parsedStatements;
}

/** Makes room for `name` on `client`: deallocates the least recently used statements past `keep`. */
async function reserve(client: pg.PoolClient, name: string, keep: number): Promise<void> {
  let prepared = PREPARED.get(client);
  if (!prepared) {
    prepared = { names: new Map() };
    PREPARED.set(client, prepared);
  }
  const { names } = prepared;
  if (names.delete(name)) {
    names.set(name, true);
    return;
  }
  while (names.size >= keep) {
    const oldest = names.keys().next().value as string;
    names.delete(oldest);
    await client.query(`deallocate "${oldest}"`);
    delete parsedStatements(client)?.[oldest];
  }
  names.set(name, true);
}

/**
 * Rows of a raw query run as a named prepared statement with a generic plan (ADR 0070), on the
 * database's generic-plan connections. Inside a transaction, or on PGlite, it runs as `rows` on
 * `db` itself.
 */
export async function genericRows<T>(
  db: Db,
  query: ReturnType<typeof sql>,
  fallback: (db: Db, query: ReturnType<typeof sql>) => Promise<T[]>,
): Promise<T[]> {
  const plans = GENERIC.get(db);
  if (!plans) return fallback(db, query);
  const { name, sql: text, params } = namedQuery(db, query, 'g');
  plans.stats.queries++;
  const client = await plans.pool.connect();
  let broken: Error | undefined;
  // A checked-out client has no listener of the pool's: without this one, the connection ending
  // under it (a server restart, pg_terminate_backend) would be an unhandled 'error' event.
  const onError = (e: Error) => {
    broken = e;
  };
  client.on('error', onError);
  try {
    await reserve(client, name, plans.keep);
    const result = await client.query<T & pg.QueryResultRow>({ name, text, values: params });
    return result.rows;
  } catch (e) {
    // A statement the server refused to parse leaves nothing prepared; forget its name. One that
    // failed later (a timeout) stays prepared, and stays listed to be deallocated in turn.
    if (parsedStatements(client)?.[name] === undefined) PREPARED.get(client)?.names.delete(name);
    // The server's refusal of a statement leaves the connection usable. Anything else discards
    // it: a client-side timeout with the statement still running, a lost connection, or the
    // server ending the session (a FATAL error).
    const refusedOnly = e instanceof pg.DatabaseError && e.severity !== 'FATAL' && e.severity !== 'PANIC';
    if (!refusedOnly) broken ??= e instanceof Error ? e : new Error(String(e));
    throw e;
  } finally {
    client.off('error', onError);
    client.release(broken);
  }
}
