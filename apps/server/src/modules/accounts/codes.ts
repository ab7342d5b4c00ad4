import { createHmac, randomInt } from 'node:crypto';
import { msg } from '@logoya/core';
import type { Db } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { lockKey } from '../../platform/locks.repository.ts';
import { inTransaction } from '../../platform/transaction.ts';
import * as repo from './codes.repository.ts';

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
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const scope = `${data.purpose}:${email}`;
  // Counted and written under a lock per address and purpose (as contacts are, ADR 0013), so
  // parallel resends cannot all pass one count: the codes themselves are the counter.
  await inTransaction(db, {}, async ({ tx }) => {
    await lockKey(tx, `code:${scope}`);
    const recent = await repo.recentCodeCounts(tx, email, data.purpose);
    if ((recent?.minute ?? 0) >= RESEND_PER_MINUTE || (recent?.hour ?? 0) >= RESEND_PER_HOUR) {
      const retryAfter = (recent?.minute ?? 0) >= RESEND_PER_MINUTE ? 60 : 3600;
      throw new AppError(429, msg('resend_too_soon'), undefined, { 'retry-after': String(retryAfter) });
    }
    await repo.retireCodes(tx, email, data.purpose);
    await repo.insertCode(tx, {
      email,
      purpose: data.purpose,
      codeHash: hashCode(secret, scope, code),
      userId: data.userId,
      newEmail: data.newEmail ?? null,
      lifetimeMinutes: CODE_LIFETIME_MINUTES,
    });
  });
  return code;
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
