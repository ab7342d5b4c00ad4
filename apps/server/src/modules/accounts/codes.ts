import { createHmac, randomInt } from 'node:crypto';
import { msg } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
export const RESEND_PER_MINUTE = 1;
export const RESEND_PER_HOUR = 5;

export type CodePurpose = 'signup' | 'email_change';

const hashCode = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

/**
 * Makes a 6-digit one-time code (cryptographic generator), stored as an HMAC, valid 10 minutes.
 * At most one a minute and five an hour per address and purpose; earlier codes stop working.
 */
export async function createCode(
  db: Db,
  secret: string,
  data: { email: string; purpose: CodePurpose; userId: number | null; newEmail?: string | null },
): Promise<string> {
  const email = data.email.toLowerCase();
  const [recent] = await rows<{ minute: number; hour: number; oldest_in_minute: string | null }>(
    db,
    sql`select count(*) filter (where created_at > now() - interval '1 minute')::int as minute,
          count(*)::int as hour
        from one_time_codes where lower(email) = ${email} and purpose = ${data.purpose}
          and created_at > now() - interval '1 hour'`,
  );
  if ((recent?.minute ?? 0) >= RESEND_PER_MINUTE || (recent?.hour ?? 0) >= RESEND_PER_HOUR) {
    const retryAfter = (recent?.minute ?? 0) >= RESEND_PER_MINUTE ? 60 : 3600;
    throw new AppError(429, msg('resend_too_soon'), undefined, { 'retry-after': String(retryAfter) });
  }
  await db.execute(sql`update one_time_codes set used_at = now()
    where lower(email) = ${email} and purpose = ${data.purpose} and used_at is null`);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const scope = `${data.purpose}:${email}`;
  await db.execute(sql`insert into one_time_codes (email, purpose, code_hash, user_id, new_email, expires_at)
    values (${email}, ${data.purpose}, ${hashCode(secret, scope, code)}, ${data.userId}, ${data.newEmail ?? null},
      now() + make_interval(mins => ${CODE_LIFETIME_MINUTES}))`);
  return code;
}

/**
 * Uses a code once. A wrong code counts a try; the fifth wrong try locks the code. Answers 422 on
 * `code` for a wrong, expired, used or locked code.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  data: { email: string; purpose: CodePurpose; code: string },
): Promise<{ userId: number | null; newEmail: string | null }> {
  const email = data.email.toLowerCase();
  const [row] = await rows<{
    id: number;
    code_hash: string;
    attempts: number;
    user_id: number | null;
    new_email: string | null;
  }>(
    db,
    sql`select id, code_hash, attempts, user_id, new_email from one_time_codes
        where lower(email) = ${email} and purpose = ${data.purpose} and used_at is null and expires_at > now()
        order by created_at desc limit 1`,
  );
  const wrong = () => new AppError(422, msg('otp_invalid'), { code: [msg('otp_invalid')] });
  if (!row) throw wrong();
  if (row.attempts >= MAX_WRONG_TRIES)
    throw new AppError(422, msg('otp_locked'), { code: [msg('otp_locked')] });
  if (row.code_hash !== hashCode(secret, `${data.purpose}:${email}`, data.code)) {
    const [updated] = await rows<{ attempts: number }>(
      db,
      sql`update one_time_codes set attempts = attempts + 1 where id = ${row.id} returning attempts`,
    );
    if ((updated?.attempts ?? 0) >= MAX_WRONG_TRIES) {
      throw new AppError(422, msg('otp_locked'), { code: [msg('otp_locked')] });
    }
    throw wrong();
  }
  const used = await rows<{ id: number }>(
    db,
    sql`update one_time_codes set used_at = now() where id = ${row.id} and used_at is null returning id`,
  );
  if (used.length === 0) throw wrong();
  return { userId: row.user_id, newEmail: row.new_email };
}
