import { msg } from '@logoya/core';
import { AppError } from '../../../platform/http/errors.ts';
import { type Grant, type Limiter, reserveOr429 } from '../../../platform/limits/limits.ts';

/** Receipt requests one signed-in person may make a minute, cached or not (ADR 0078). */
export const RECEIPTS_PER_MINUTE = 30;

/**
 * Counts one receipt request of `userId` in the app's counted limits (the database, or Redis with
 * REDIS_URL: every instance shares the count, ADR 0024, 0041); 429 with Retry-After past the limit.
 */
export function reserveReceipt(limiter: Limiter, userId: number): Promise<Grant> {
  return reserveOr429(
    limiter,
    [{ key: `receipt:user:${userId}`, limit: { max: RECEIPTS_PER_MINUTE, windowSeconds: 60 } }],
    msg('receipt_too_many'),
  );
}

/**
 * A request the server could not serve (503: the render queue was full or a render failed) gives
 * its attempt back, so that retrying after Retry-After does not use up the member's limit.
 */
export async function giveBackIfUnavailable(grant: Grant, error: unknown): Promise<never> {
  if (error instanceof AppError && error.statusCode === 503) await grant.release();
  throw error;
}
