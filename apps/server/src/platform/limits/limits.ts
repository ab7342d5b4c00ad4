import { msg } from '@logoya/core';
import type { Db } from '../db/db.ts';
import { AppError } from '../http/errors.ts';
import { RETRY_AFTER_SECONDS } from '../http/faults.ts';
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
 * A limiter that cannot count now (Redis unreachable): the limited call answers 503 with
 * Retry-After, never runs unlimited (ADR 0043).
 */
export class LimiterUnavailable extends AppError {
  constructor(public readonly retryAfter = RETRY_AFTER_SECONDS) {
    super(503, msg('service_unavailable'), undefined, { 'retry-after': String(retryAfter) });
    this.name = 'LimiterUnavailable';
  }
}

/**
 * Counts attempts for keys shared by every server instance. The database one is the default; with
 * REDIS_URL, `redisLimiter` (limits-redis.ts, one Lua script per reservation) takes its place. The
 * one limiter of an app is made in app.ts (`app.limiter`) and handed to the modules that count.
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
 * One attempt under every limit, or none: when one refuses, or the limiter fails, those already
 * taken are given back. A limiter failure is thrown on.
 */
async function reserveEach(limiter: Limiter, checks: { key: string; limit: Limit }[]): Promise<Reservation> {
  const granted: Grant[] = [];
  const releaseAll = async () => {
    await Promise.all(granted.map((g) => g.release()));
  };
  for (const check of checks) {
    let result: Reservation;
    try {
      result = await limiter.reserve(check.key, check.limit);
    } catch (error) {
      await releaseAll().catch(() => {});
      throw error;
    }
    if (!result.ok) {
      await releaseAll();
      return result;
    }
    granted.push(result);
  }
  return { ok: true, release: releaseAll };
}

/**
 * Reserves one attempt under every limit, or none: when one refuses, those already taken are given
 * back and the caller gets the refusing limit's wait. Answers one grant releasing them all.
 * A limiter that cannot count (`LimiterUnavailable`) is a refusal here: callers that act quietly
 * (a mail that may or may not go, with the same answer either way) stay quiet, so an outage tells
 * nothing about an account.
 */
export async function reserveAll(
  limiter: Limiter,
  checks: { key: string; limit: Limit }[],
): Promise<Reservation> {
  try {
    return await reserveEach(limiter, checks);
  } catch (error) {
    if (error instanceof LimiterUnavailable) return { ok: false, retryAfter: error.retryAfter };
    throw error;
  }
}

/**
 * Like `reserveAll`, but a refusal is the 429 `message` with its Retry-After, and a limiter that
 * cannot count answers 503 with Retry-After (fail closed).
 */
export async function reserveOr429(
  limiter: Limiter,
  checks: { key: string; limit: Limit }[],
  message: string,
): Promise<Grant> {
  const result = await reserveEach(limiter, checks);
  if (!result.ok) throw new AppError(429, message, undefined, { 'retry-after': String(result.retryAfter) });
  return result;
}
