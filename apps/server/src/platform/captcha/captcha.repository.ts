import { sql } from 'drizzle-orm';
import type { Db } from '../db/db.ts';

/** SQL of used captcha challenges (captcha.ts): one use per challenge across instances. */

/** Records a challenge as used; false when it already was. */
export async function markUsed(db: Db, id: string): Promise<boolean> {
  const result = (await db.execute(
    sql`insert into captcha_uses (id) values (${id}) on conflict do nothing returning id`,
  )) as unknown as { rows: unknown[] };
  return result.rows.length === 1;
}

/** Forgets uses older than a day (far past any challenge's lifetime). */
export async function trimUses(db: Db): Promise<void> {
  await db.execute(sql`delete from captcha_uses where used_at < now() - interval '1 day'`);
}
