import { sql } from 'drizzle-orm';
import { type Db, rows } from '../../platform/db/db.ts';

/** SQL of one-time codes (codes.ts): addresses compared in lower case. */

/** Codes made for an address and purpose in the last minute and in the last hour. */
export async function recentCodeCounts(
  db: Db,
  email: string,
  purpose: string,
): Promise<{ minute: number; hour: number } | undefined> {
  const [recent] = await rows<{ minute: number; hour: number }>(
    db,
    sql`select count(*) filter (where created_at > now() - interval '1 minute')::int as minute,
          count(*)::int as hour
        from one_time_codes where lower(email) = ${email} and purpose = ${purpose}
          and created_at > now() - interval '1 hour'`,
  );
  return recent;
}

/** Ends every unused code of an address and purpose (a new one replaces them). */
export async function retireCodes(db: Db, email: string, purpose: string): Promise<void> {
  await db.execute(sql`update one_time_codes set used_at = now()
    where lower(email) = ${email} and purpose = ${purpose} and used_at is null`);
}

export async function insertCode(
  db: Db,
  code: {
    email: string;
    purpose: string;
    codeHash: string;
    userId: number | null;
    newEmail: string | null;
    lifetimeMinutes: number;
  },
): Promise<void> {
  await db.execute(sql`insert into one_time_codes (email, purpose, code_hash, user_id, new_email, expires_at)
    values (${code.email}, ${code.purpose}, ${code.codeHash}, ${code.userId}, ${code.newEmail},
      now() + make_interval(mins => ${code.lifetimeMinutes}))`);
}

export interface CodeRow {
  id: number;
  code_hash: string;
  attempts: number;
  user_id: number | null;
  new_email: string | null;
}

/** The newest unused, unexpired code of an address and purpose. */
export async function latestLiveCode(db: Db, email: string, purpose: string): Promise<CodeRow | undefined> {
  const [row] = await rows<CodeRow>(
    db,
    sql`select id, code_hash, attempts, user_id, new_email from one_time_codes
        where lower(email) = ${email} and purpose = ${purpose} and used_at is null and expires_at > now()
        order by created_at desc limit 1`,
  );
  return row;
}

/**
 * Reserves one try of a live code before it is compared, in one statement: refused (undefined)
 * once `max` tries are spent or the code is used, so parallel guesses cannot pass one count.
 * Answers the tries so far, this one included.
 */
export async function takeTry(db: Db, id: number, max: number): Promise<number | undefined> {
  const [updated] = await rows<{ attempts: number }>(
    db,
    sql`update one_time_codes set attempts = attempts + 1
        where id = ${id} and used_at is null and attempts < ${max} returning attempts`,
  );
  return updated?.attempts;
}

/** Uses a code; false when a twin request used it first. */
export async function useCode(db: Db, id: number): Promise<boolean> {
  const used = await rows<{ id: number }>(
    db,
    sql`update one_time_codes set used_at = now() where id = ${id} and used_at is null returning id`,
  );
  return used.length > 0;
}

/** The address of the member's newest live e-mail change code, if any. */
export async function pendingEmailChange(db: Db, userId: number): Promise<string | undefined> {
  const [pending] = await rows<{ email: string }>(
    db,
    sql`select email from one_time_codes where user_id = ${userId} and purpose = 'email_change'
          and used_at is null and expires_at > now() order by created_at desc limit 1`,
  );
  return pending?.email;
}
