import { msg, STATS_DEFAULT_DAYS, STATS_MAX_DAYS } from '@logoya/core';
import { validationFailed } from '../../platform/errors.ts';

/**
 * The dashboard's period in calendar days of Asia/Tokyo (UTC+9 all year: Japan has no summer
 * time), so a day means what the back office, working in Japan, calls a day.
 */

const DAY_MS = 86_400_000;
const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** Today in Tokyo, YYYY-MM-DD. */
export function tokyoToday(now: Date): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Every day from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * The period asked for: `to` defaults to today, `from` to 29 days before `to` (30 days). A start
 * after the end, or more than STATS_MAX_DAYS days, answers 422.
 */
export function statsPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = query.to ?? tokyoToday(now);
  const from = query.from ?? addDays(to, -(STATS_DEFAULT_DAYS - 1));
  if (from > to) throw validationFailed({ from: [msg('stats_range_order')] });
  const length = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
  if (length > STATS_MAX_DAYS) {
    throw validationFailed({ to: [msg('stats_range_too_long', { max: STATS_MAX_DAYS })] });
  }
  return { from, to };
}
