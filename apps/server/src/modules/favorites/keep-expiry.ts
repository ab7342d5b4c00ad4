import { LIMITS } from '@logoya/core';

const HOUR_MS = 3_600_000;
/** How long a keep lasts (SPEC §9: 10 days from keep_date). */
export const KEEP_MS = LIMITS.keepDays * 24 * HOUR_MS;

export function keepExpiresAt(keepDate: Date): Date {
  return new Date(keepDate.getTime() + KEEP_MS);
}

/** A keep is active until the instant keep_date + 10 days; the database uses the same bound. */
export function isKeepActive(keepDate: Date | null, now: Date): boolean {
  return keepDate !== null && keepExpiresAt(keepDate).getTime() > now.getTime();
}

/**
 * Whole hours left on a keep, rounded up so a keep with 20 minutes left still shows 1 hour:
 * SPEC §4 releases keeps at 0 hours or fewer, and an active keep must never read 0.
 */
export function remainingHours(keepDate: Date | null, now: Date): number {
  if (!keepDate || !isKeepActive(keepDate, now)) return 0;
  return Math.ceil((keepExpiresAt(keepDate).getTime() - now.getTime()) / HOUR_MS);
}

/** Timestamps from either driver (Date, or text from a raw query) as a Date. */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
