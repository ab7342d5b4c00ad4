import type { Locale } from '../constants.ts';

/**
 * Dates and times for people: mails, invoices, shop pages and the back office all write an
 * instant through these functions, in the shop's time zone (the SHOP_TIME_ZONE setting) and the
 * language's conventions (ADR 0089). The text is put together here from the numbers of the
 * day and time, not left to Intl's styles, so that the server's ICU and every browser's ICU
 * print exactly the same characters: a mail, its invoice and the page agree, and tests can
 * name the text.
 *
 *   en  Nov 30, 2026 · November 30, 2026 · Nov 30, 2026, 7:32 AM
 *   ja  2026/11/30 · 2026年11月30日 · 2026年11月30日 7:32
 *   vi  30/11/2026 · 30/11/2026 · 07:32 ngày 30/11/2026
 *
 * With `zone: true` a time carries the zone's offset from UTC, "(UTC+9)" (full-width brackets
 * in Japanese), so a buyer in another country reads it right.
 */

/** The shop's time zone when SHOP_TIME_ZONE is not set, and in pages that do not say theirs. */
export const DEFAULT_SHOP_TIME_ZONE = 'Asia/Tokyo';

/** `short`: lists and tables; `long`: mails, documents, sentences. */
export type DateStyle = 'short' | 'long';

export interface DateTextOptions {
  /** An IANA time zone such as Asia/Tokyo: the shop's (SHOP_TIME_ZONE). */
  timeZone: string;
  style?: DateStyle;
  /** Append the zone's offset from UTC, "(UTC+9)". Only for times (formatDateTime). */
  zone?: boolean;
}

type Instant = Date | string | number | null | undefined;

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** Minutes ahead of UTC at that instant (negative: behind). */
  offset: number;
}

const readers = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (they are costly to make), reading numbers only. */
function reader(timeZone: string): Intl.DateTimeFormat {
  let found = readers.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    readers.set(timeZone, found);
  }
  return found;
}

/** True for a time zone this runtime knows (Asia/Tokyo, UTC, America/New_York). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    reader(name);
    return true;
  } catch {
    return false;
  }
}

function toDate(value: Instant): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The day and time on the shop's clocks at `date`, and the zone's offset then. */
function wallClock(date: Date, timeZone: string): WallClock {
  const parts = reader(timeZone).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const [year, month, day] = [part('year'), part('month'), part('day')];
  const [hour, minute, second] = [part('hour'), part('minute'), part('second')];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return { year, month, day, hour, minute, offset: Math.round((asUtc - wholeSeconds) / 60_000) };
}

const EN_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const pad = (n: number) => String(n).padStart(2, '0');

function dayText(c: WallClock, lang: Locale, style: DateStyle): string {
  if (lang === 'ja')
    return style === 'long' ? `${c.year}年${c.month}月${c.day}日` : `${c.year}/${pad(c.month)}/${pad(c.day)}`;
  if (lang === 'vi') return `${pad(c.day)}/${pad(c.month)}/${c.year}`;
  const month = EN_MONTHS[c.month - 1]!;
  return `${style === 'long' ? month : month.slice(0, 3)} ${c.day}, ${c.year}`;
}

/** "UTC+9", "UTC+5:30", "UTC-3", "UTC": the offset of `timeZone` at `value`; '' when unreadable. */
export function utcOffsetLabel(value: Instant, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  const { offset } = wallClock(date, timeZone);
  if (offset === 0) return 'UTC';
  const abs = Math.abs(offset);
  const minutes = abs % 60;
  return `UTC${offset < 0 ? '-' : '+'}${Math.floor(abs / 60)}${minutes ? `:${pad(minutes)}` : ''}`;
}

/** The day of `value` in the shop's time zone, as the language writes it; '' when unreadable. */
export function formatDate(value: Instant, lang: Locale, options: DateTextOptions): string {
  const date = toDate(value);
  if (!date) return '';
  return dayText(wallClock(date, options.timeZone), lang, options.style ?? 'short');
}

/** The day and time of `value` in the shop's time zone; '' when unreadable. */
export function formatDateTime(value: Instant, lang: Locale, options: DateTextOptions): string {
  const date = toDate(value);
  if (!date) return '';
  const c = wallClock(date, options.timeZone);
  const style = options.style ?? 'short';
  const day = dayText(c, lang, style);
  let text: string;
  if (lang === 'ja') text = `${day} ${c.hour}:${pad(c.minute)}`;
  else if (lang === 'vi') text = `${pad(c.hour)}:${pad(c.minute)} ${style === 'long' ? 'ngày ' : ''}${day}`;
  else text = `${day}, ${c.hour % 12 || 12}:${pad(c.minute)} ${c.hour < 12 ? 'AM' : 'PM'}`;
  if (!options.zone) return text;
  const zone = utcOffsetLabel(date, options.timeZone);
  return lang === 'ja' ? `${text}（${zone}）` : `${text} (${zone})`;
}

/**
 * A calendar day written YYYY-MM-DD (a policy's "last updated"), as the language writes it; the
 * day itself when it is not one. No time zone: a calendar day is the same day everywhere.
 */
export function formatCalendarDay(day: string, lang: Locale, style: DateStyle = 'long'): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  return formatDate(`${day}T00:00:00Z`, lang, { timeZone: 'UTC', style }) || day;
}
