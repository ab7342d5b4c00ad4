import {
  addDays,
  DAY_WINDOW,
  dayRangeIssue,
  isWindowDay,
  STATS_DEFAULT_DAYS,
  STATS_MAX_DAYS,
} from '@logoya/core';
import { validationFailed } from '../../platform/http/errors.ts';

/**
 * The dashboard's period in calendar days of Asia/Tokyo (UTC+9 all year: Japan has no summer
 * time), so a day means what the back office, working in Japan, calls a day.
 */

const TOKYO_OFFSET_MS = 9 * 3_600_000;

/** Today in Tokyo, YYYY-MM-DD. */
export function tokyoToday(now: Date): string {
  return new Date(now.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The period asked for: `to` defaults to today, `from` to 29 days before `to` (30 days), never
 * before the first day a caller may name. Each day must lie in DAY_WINDOW, the start not after the
 * end, and the period at most STATS_MAX_DAYS days, else 422 (the shared rule of ADR 0075).
 */
export function statsPeriod(query: { from?: string | undefined; to?: string | undefined }, now: Date) {
  const to = query.to ?? tokyoToday(now);
  const issue = dayRangeIssue({ from: query.from, to }, STATS_MAX_DAYS);
  if (issue) throw validationFailed({ [issue.end]: [issue.message] });
  // `to` is a day of the window, so a default start outside it lies before the window.
  const earliest = addDays(to, -(STATS_DEFAULT_DAYS - 1));
  return { from: query.from ?? (isWindowDay(earliest) ? earliest : DAY_WINDOW.first), to };
}
