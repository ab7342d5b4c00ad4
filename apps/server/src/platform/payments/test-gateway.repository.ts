import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { testGatewayIntents } from '../../../db/schema/index.ts';
import type { Db } from '../db/db.ts';

/** SQL of the built-in test gateway's intents. Card numbers never reach this file: only last4. */

export type IntentRow = typeof testGatewayIntents.$inferSelect;

/** Statuses a confirm may start from (Stripe's confirmable states). */
export const CONFIRMABLE = ['requires_payment_method', 'requires_confirmation', 'requires_action'] as const;

export async function insertIntent(
  db: Db,
  row: {
    id: string;
    clientSecret: string;
    idempotencyKey: string;
    amount: number;
    currency: string;
    metadata: Record<string, string>;
  },
): Promise<IntentRow | undefined> {
  const [created] = await db
    .insert(testGatewayIntents)
    .values({ ...row, status: 'requires_payment_method' })
    .onConflictDoNothing()
    .returning();
  return created;
}

export async function findByIdempotencyKey(db: Db, key: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(testGatewayIntents).where(eq(testGatewayIntents.idempotencyKey, key));
  return row;
}

export async function findById(db: Db, id: string): Promise<IntentRow | undefined> {
  const [row] = await db.select().from(testGatewayIntents).where(eq(testGatewayIntents.id, id));
  return row;
}

/**
 * Applies a confirm's outcome, only while the intent is still confirmable: of two confirms racing,
 * one wins and the other finds nothing to update.
 */
export async function applyConfirm(
  db: Db,
  id: string,
  outcome: { status: string; last4: string; lastError: string | null; succeedsAt: Date | null },
): Promise<IntentRow | undefined> {
  const [row] = await db
    .update(testGatewayIntents)
    .set({ ...outcome, updatedAt: sql`now()` })
    .where(and(eq(testGatewayIntents.id, id), inArray(testGatewayIntents.status, [...CONFIRMABLE])))
    .returning();
  return row;
}

/** Turns a processing intent succeeded once its time has come; undefined when not (yet) due. */
export async function settleIfDue(db: Db, id: string, now: Date): Promise<IntentRow | undefined> {
  const [row] = await db
    .update(testGatewayIntents)
    .set({ status: 'succeeded', updatedAt: sql`now()` })
    .where(
      and(
        eq(testGatewayIntents.id, id),
        eq(testGatewayIntents.status, 'processing'),
        lte(testGatewayIntents.succeedsAt, now),
      ),
    )
    .returning();
  return row;
}

export async function cancelIfOpen(db: Db, id: string): Promise<void> {
  await db
    .update(testGatewayIntents)
    .set({ status: 'canceled', updatedAt: sql`now()` })
    .where(and(eq(testGatewayIntents.id, id), inArray(testGatewayIntents.status, [...CONFIRMABLE])));
}

/**
 * Marks a succeeded, not yet refunded intent refunded (Stripe keeps the intent succeeded and adds a refund; here the
 * refund time sits in metadata under a reserved key that is never shown as the intent's metadata).
 */
export async function markRefunded(db: Db, id: string, key: string): Promise<boolean> {
  const updated = await db
    .update(testGatewayIntents)
    .set({
      metadata: sql`${testGatewayIntents.metadata} || jsonb_build_object(${key}::text, now()::text)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(testGatewayIntents.id, id),
        eq(testGatewayIntents.status, 'succeeded'),
        sql`${testGatewayIntents.metadata} ->> ${key}::text is null`,
      ),
    )
    .returning({ id: testGatewayIntents.id });
  return updated.length > 0;
}

/** Processing intents, so that a restarted server still settles them and tells its listeners. */
export async function listProcessing(
  db: Db,
  limit: number,
): Promise<{ id: string; succeedsAt: Date | null }[]> {
  return db
    .select({ id: testGatewayIntents.id, succeedsAt: testGatewayIntents.succeedsAt })
    .from(testGatewayIntents)
    .where(eq(testGatewayIntents.status, 'processing'))
    .limit(limit);
}
