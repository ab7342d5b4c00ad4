import { keepExpiresAt, keepRemaining, LIMITS } from '@logoya/core';

export { keepExpiresAt };

/** How long a keep lasts (SPEC §9: 10 days from keep_date). */
export const KEEP_MS = LIMITS.keepDays * 24 * 3_600_000;

/** A keep is active until the instant keep_date + 10 days; the database uses the same bound. */
export function isKeepActive(keepDate: Date | null, now: Date): boolean {
  return keepDate !== null && !keepRemaining(keepExpiresAt(keepDate), now).expired;
}

/**
 * Whole hours left on a keep, rounded up (packages/core rules/keep.ts, which the browser's
 * countdown uses too): SPEC §4 releases keeps at 0 hours or fewer, so an active keep never reads 0.
 */
export function remainingHours(keepDate: Date | null, now: Date): number {
  return keepDate ? keepRemaining(keepExpiresAt(keepDate), now).totalHours : 0;
}

/** Timestamps from either driver (Date, or text from a raw query) as a Date. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
