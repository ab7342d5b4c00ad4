import { STATS_DEFAULT_DAYS, STATS_TIME_ZONE } from '@logoya/core/contracts/staff-files';
import { addDays, isCalendarDay } from '@logoya/core/rules/calendar-day';

// The one day arithmetic of the shop (ADR 0075), also for this page's tests.
export { addDays };

/**
 * The dashboard's period as the URL keeps it: `?range=7|90` for the last days, `?range=custom&from&to`
 * for chosen days, nothing for the server's default (the last 30 days). `designer` is an admin's
 * choice of one designer's logos. The server checks every value again (422 with its message).
 */

export const RANGE_PRESETS = [7, 30, 90] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export type RangeChoice = RangePreset | 'custom';

export interface StatsRange {
  choice: RangeChoice;
  /** Only for a custom range; presets end today in Tokyo. */
  from?: string;
  to?: string;
  designerId?: number;
}

export interface StatsParams {
  from: string;
  to: string;
  designer_id?: number;
}

/** Today as the dashboard counts days (Asia/Tokyo), YYYY-MM-DD. */
export function statsToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: STATS_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The range in the URL; anything unknown reads as the default. */
export function readRange(search: URLSearchParams): StatsRange {
  const designer = Number(search.get('designer'));
  const designerId = Number.isInteger(designer) && designer > 0 ? designer : undefined;
  const raw = search.get('range');
  if (raw === 'custom') {
    const from = search.get('from') ?? '';
    const to = search.get('to') ?? '';
    // Hand-typed values go to the server as they are, so its 422 explains what is wrong.
    return { choice: 'custom', from, to, ...(designerId ? { designerId } : {}) };
  }
  const days = Number(raw);
  const choice = (RANGE_PRESETS as readonly number[]).includes(days)
    ? (days as RangePreset)
    : STATS_DEFAULT_DAYS;
  return { choice: choice as RangePreset, ...(designerId ? { designerId } : {}) };
}

/** The URL for a range, keeping other parameters of the page. */
export function writeRange(search: URLSearchParams, range: StatsRange): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of ['range', 'from', 'to', 'designer']) next.delete(key);
  if (range.choice === 'custom') {
    next.set('range', 'custom');
    next.set('from', range.from ?? '');
    next.set('to', range.to ?? '');
  } else if (range.choice !== STATS_DEFAULT_DAYS) {
    next.set('range', String(range.choice));
  }
  if (range.designerId) next.set('designer', String(range.designerId));
  return next;
}

/** The call's parameters: a preset is the last n days, today included. */
export function rangeParams(range: StatsRange, today: string): StatsParams {
  const designer = range.designerId ? { designer_id: range.designerId } : {};
  if (range.choice === 'custom') return { from: range.from ?? '', to: range.to ?? '', ...designer };
  return { from: addDays(today, -(range.choice - 1)), to: today, ...designer };
}

/** A day for people: 1月5日(月). */
export function dayLabel(day: string): string {
  if (!isCalendarDay(day)) return day;
  const date = new Date(`${day}T00:00:00Z`);
  const weekday = '日月火水木金土'[date.getUTCDay()];
  return `${date.getUTCMonth() + 1}月${date.getUTCDate()}日(${weekday})`;
}

/** A day on a chart axis: 1/5. */
export function shortDay(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}/${Number(date)}`;
}

/** A period for people: 2026/01/05. */
export function longDay(day: string): string {
  return day.replaceAll('-', '/');
}
