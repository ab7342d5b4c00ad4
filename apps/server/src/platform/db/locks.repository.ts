import { sql } from 'drizzle-orm';
import type { Db } from './db.ts';

/**
 * Serialises writers that share a key until the transaction ends (a limit counted, then a row
 * written). Needs a transaction: outside one the lock would end with the statement.
 */
export async function lockKey(tx: Db, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
