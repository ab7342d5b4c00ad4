import type { RequestContext } from '../http/context.ts';
import type { Db } from './db.ts';

/** Postgres error codes worth a second attempt: deadlock and serialisation failure. */
const RETRYABLE = new Set(['40P01', '40001']);

/** The SQLSTATE of a database error, through the driver's and Drizzle's wrapping. */
export function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** The part of a request context a transaction travels in. */
export interface TxScope {
  /** The open transaction, when a caller further up already started one. */
  tx?: Db;
}

/** A context inside a transaction: every service it reaches writes through `tx`. */
export type InTx<C extends TxScope = RequestContext> = C & { tx: Db };

/** The handle a repository call should use: the context's transaction, or the pool. */
export function dbOf(scope: TxScope | undefined, db: Db): Db {
  return scope?.tx ?? db;
}

/**
 * Runs `work` in one transaction. When the context already carries one (a service of another
 * module started it), `work` joins it: one order can lock logos, release keeps and write itself
 * through several modules' services, all or nothing. Only the outermost call opens, commits and,
 * on a deadlock or serialisation failure, redoes the whole work from scratch.
 */
export async function inTransaction<T, C extends TxScope>(
  db: Db,
  ctx: C,
  work: (ctx: InTx<C>) => Promise<T>,
  attempts = 3,
): Promise<T> {
  if (ctx.tx) return work(ctx as InTx<C>);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => work({ ...ctx, tx: tx as unknown as Db }));
    } catch (error) {
      if (attempt >= attempts || !RETRYABLE.has(sqlState(error) ?? '')) throw error;
    }
  }
}
