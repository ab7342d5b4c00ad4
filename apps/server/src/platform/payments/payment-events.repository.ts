import { eq } from 'drizzle-orm';
import { paymentEvents } from '../../../db/schema/index.ts';
import type { Db } from '../db/db.ts';

/** SQL of processed provider events: each event id is recorded once. */

/** Records the event; false when it was recorded before (a replay or a duplicate delivery). */
export async function recordEvent(
  db: Db,
  event: { id: string; type: string; paymentIntentId: string | null },
): Promise<boolean> {
  const inserted = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return inserted.length > 0;
}

/** Forgets an event whose processing failed, so that the provider's retry processes it again. */
export async function forgetEvent(db: Db, id: string): Promise<void> {
  await db.delete(paymentEvents).where(eq(paymentEvents.id, id));
}
