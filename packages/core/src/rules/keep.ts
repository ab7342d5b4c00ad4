import { LIMITS } from '../constants.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** When a keep started at `keepDate` ends: keep_date + 10 days (SPEC §4, §9). */
export function keepExpiresAt(keepDate: Date | string): Date {
  return new Date(new Date(keepDate).getTime() + LIMITS.keepDays * DAY_MS);
}

export interface KeepRemaining {
  /** Whole hours left, rounded up; 0 only once the keep has ended. */
  totalHours: number;
  days: number;
  /** Hours after the whole days (0 to 23). */
  hours: number;
  /** The keep has ended (keep_date + 10 days has passed). */
  expired: boolean;
}

/**
 * Time left on a keep, as days and hours (SPEC §4: "the remaining time is shown as days and
 * hours"). Hours are rounded up, as the server's remaining_hours: SPEC §4 releases keeps with 0
 * or fewer hours left, so an active keep never reads 0 (20 minutes left shows as 1 hour).
 */
export function keepRemaining(expiresAt: Date | string, now: Date | number = Date.now()): KeepRemaining {
  const end = new Date(expiresAt).getTime();
  const left = end - (typeof now === 'number' ? now : now.getTime());
  if (!Number.isFinite(left) || left <= 0) return { totalHours: 0, days: 0, hours: 0, expired: true };
  const totalHours = Math.ceil(left / HOUR_MS);
  return { totalHours, days: Math.floor(totalHours / 24), hours: totalHours % 24, expired: false };
}

/** The member may keep one more logo (at most 5 at once; at the limit the button shows 'kept5'). */
export function canKeepMore(keepCount: number, maxKeeps: number = LIMITS.maxKeeps): boolean {
  return keepCount < maxKeeps;
}
