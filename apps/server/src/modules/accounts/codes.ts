import { createHmac, randomInt } from 'node:crypto';
import { msg } from '@logoya/core';
import type { Db } from '../../platform/db/db.ts';
import { lockKey } from '../../platform/db/locks.repository.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import { AppError } from '../../platform/http/errors.ts';
import * as repo from './codes.repository.ts';

export const CODE_LIFETIME_MINUTES = 10;
export const MAX_WRONG_TRIES = 5;
export const RESEND_PER_MINUTE = 1;
export const RESEND_PER_HOUR = 5;

export type CodePurpose = 'signup' | 'email_change';

const hashCode = (secret: string, id: string, code: string) =>
  createHmac('sha256', secret).update(`${id}:${code}`).digest('hex');

/** The code limit refused a new code: wait this many seconds (the minute's or the hour's). */
export interface CodeRefused {
  retryAfter: number;
}

/**
 * Makes a 6-digit one-time code (cryptographic generator), stored as an HMAC, valid 10 minutes.
 * At most one a minute and five an hour per address and purpose; earlier codes stop working.
 * Past the limit nothing is written and the answer says how long to wait.
 */
export async function tryCreateCode(
  db: Db,
  secret: string,
  data: { email: string; purpose: CodePurpose; userId: number | null; newEmail?: string | null },
): Promise<{ code: string } | CodeRefused> {
  const email = data.email.toLowerCase();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const scope = `${data.purpose}:${email}`;
  // Counted and written under a lock per address and purpose (as contacts are, ADR 0013), so
  // parallel resends cannot all pass one count: the codes themselves are the counter.
  return inTransaction(db, {}, async ({ tx }) => {
    await lockKey(tx, `code:${scope}`);
    const recent = await repo.recentCodeCounts(tx, email, data.purpose);
    if ((recent?.minute ?? 0) >= RESEND_PER_MINUTE) return { retryAfter: 60 };
    if ((recent?.hour ?? 0) >= RESEND_PER_HOUR) return { retryAfter: 3600 };
    await repo.retireCodes(tx, email, data.purpose);
    await repo.insertCode(tx, {
      email,
      purpose: data.purpose,
      codeHash: hashCode(secret, scope, code),
      userId: data.userId,
      newEmail: data.newEmail ?? null,
      lifetimeMinutes: CODE_LIFETIME_MINUTES,
    });
    return { code };
  });
}

/** As tryCreateCode, but past the limit it answers 429 `resend_too_soon` with `Retry-After`. */
export async function createCode(
  db: Db,
  secret: string,
  data: { email: string; purpose: CodePurpose; userId: number | null; newEmail?: string | null },
): Promise<string> {
  const made = await tryCreateCode(db, secret, data);
  if ('retryAfter' in made) {
    throw new AppError(429, msg('resend_too_soon'), undefined, { 'retry-after': String(made.retryAfter) });
  }
  return made.code;
}

/**
 * Uses a code once. Every try is reserved on the code before it is compared (and before `check`,
 * such as the sign-up password, runs), so at most five tries are ever evaluated, however many
 * arrive at once; the fifth wrong try locks the code. Answers 422 on `code` for a wrong, expired,
 * used or locked code.
 */
export async function consumeCode(
  db: Db,
  secret: string,
  data: { email: string; purpose: CodePurpose; code: string },
  check?: () => Promise<void>,
): Promise<{ userId: number | null; newEmail: string | null }> {
  const email = data.email.toLowerCase();
  const row = await repo.latestLiveCode(db, email, data.purpose);
  const wrong = () => new AppError(422, msg('otp_invalid'), { code: [msg('otp_invalid')] });
  const locked = () => new AppError(422, msg('otp_locked'), { code: [msg('otp_locked')] });
  if (!row) throw wrong();
  if (row.attempts >= MAX_WRONG_TRIES) throw locked();
  const tries = await repo.takeTry(db, row.id, MAX_WRONG_TRIES);
  if (tries === undefined) throw locked();
  await check?.();
  if (row.code_hash !== hashCode(secret, `${data.purpose}:${email}`, data.code)) {
    throw tries >= MAX_WRONG_TRIES ? locked() : wrong();
  }
  if (!(await repo.useCode(db, row.id))) throw wrong();
  return { userId: row.user_id, newEmail: row.new_email };
}
