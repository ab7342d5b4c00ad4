import type { Db } from './db.ts';
import { AppError } from './errors.ts';
import * as repo from './limits.repository.ts';

/** A counted limit: at most `max` attempts per key in a window of `windowSeconds`. */
export interface Limit {
  max: number;
  windowSeconds: number;
}

/** A granted attempt; `release` gives it back (a success that should not count). */
export interface Grant {
  release(): Promise<void>;
}

export type Reservation = ({ ok: true } & Grant) | { ok: false; retryAfter: number };

/**
 * Counts attempts for keys shared by every server instance. The database one is the default; a
 * Redis one (INCR + EXPIRE in one script) can replace it behind this interface.
 */
export interface Limiter {
  /** Reserves one attempt atomically, before the work it guards; refused once `max` are taken. */
  reserve(key: string, limit: Limit): Promise<Reservation>;
}

const PRUNE_CHANCE = 0.01;

/** Fixed windows in the `rate_limits` table: one upsert per reservation, no read-then-write gap. */
export function databaseLimiter(db: Db): Limiter {
  return {
    async reserve(key, limit) {
      // Now and then, rows whose windows ended long ago go; no window here is longer than a day.
      if (Math.random() < PRUNE_CHANCE) repo.pruneHits(db, 86_400).catch(() => {});
      const stamp = await repo.takeHit(db, key, limit.max, limit.windowSeconds);
      if (stamp === undefined)
        return { ok: false, retryAfter: await repo.secondsLeft(db, key, limit.windowSeconds) };
      let released = false;
      return {
        ok: true,
        async release() {
          if (released) return;
          released = true;
          await repo.giveBack(db, key, stamp);
        },
      };
    },
  };
}

/**
 * Reserves one attempt under every limit, or none: when one refuses, those already taken are given
 * back and the caller gets the refusing limit's wait. Answers one grant releasing them all.
 */
export async function reserveAll(
  limiter: Limiter,
  checks: { key: string; limit: Limit }[],
): Promise<({ ok: true } & Grant) | { ok: false; retryAfter: number }> {
  const granted: Grant[] = [];
  for (const check of checks) {
    const result = await limiter.reserve(check.key, check.limit);
    if (!result.ok) {
      await Promise.all(granted.map((g) => g.release()));
      return result;
    }
    granted.push(result);
  }
  return {
    ok: true,
    release: async () => {
      await Promise.all(granted.map((g) => g.release()));
    },
  };
}

/** Like `reserveAll`, but a refusal is the 429 `message` with its Retry-After. */
export async function reserveOr429(
  limiter: Limiter,
  checks: { key: string; limit: Limit }[],
  message: string,
): Promise<Grant> {
  const result = await reserveAll(limiter, checks);
  if (!result.ok) throw new AppError(429, message, undefined, { 'retry-after': String(result.retryAfter) });
  return result;
}
