import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

/** SQL of password reset and invitation links (password.service.ts): stored as hashes only. */

export async function insertResetToken(
  db: Db,
  data: { userId: number; tokenHash: string; lifetimeMinutes: number },
): Promise<void> {
  await db.execute(sql`insert into reset_tokens (user_id, token_hash, purpose, expires_at)
    values (${data.userId}, ${data.tokenHash}, 'reset', now() + make_interval(mins => ${data.lifetimeMinutes}))`);
}

export interface ResetTokenRow {
  id: number;
  user_id: number;
  email: string;
}

/** A usable token: unused, not expired, made after the user's last password change. */
export async function findUsableToken(
  db: Db,
  tokenHash: string,
  purpose: 'reset' | 'invite',
): Promise<ResetTokenRow | undefined> {
  const [row] = await rows<ResetTokenRow>(
    db,
    sql`select t.id, t.user_id, u.email from reset_tokens t join users u on u.id = t.user_id
        where t.token_hash = ${tokenHash} and t.purpose = ${purpose} and t.used_at is null
          and t.expires_at > now() and u.deleted_at is null
          and (u.password_changed_at is null or t.created_at > u.password_changed_at)`,
  );
  return row;
}

/** Uses a token; false when a twin request used it first. */
export async function claimToken(db: Db, id: number): Promise<boolean> {
  const claimed = await rows<{ id: number }>(
    db,
    sql`update reset_tokens set used_at = now() where id = ${id} and used_at is null returning id`,
  );
  return claimed.length > 0;
}
