import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

/**
 * Points the member's picture at `key` and answers the key it replaced, in one statement: the
 * row is locked while the old key is read, so parallel swaps form a chain and each replaced key
 * is answered to exactly one caller. Undefined when there is no such member.
 */
export async function swapPicture(db: Db, userId: number, key: string): Promise<string | null | undefined> {
  const replaced = await rows<{ previous: string | null }>(
    db,
    sql`update users u set picture = ${key}, updated_at = now()
        from (select id, picture from users where id = ${userId} for update) previous
        where u.id = previous.id
        returning previous.picture as previous`,
  );
  return replaced.length === 0 ? undefined : (replaced[0]!.previous ?? null);
}
