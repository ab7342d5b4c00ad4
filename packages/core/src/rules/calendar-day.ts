/**
 * Calendar days written YYYY-MM-DD, counted as whole numbers (days since 1970-01-01), never by
 * comparing or stepping strings: `'+010000-01' < '9999-12-31'` once made a loop over days endless
 * (issue 22, ADR 0075). Every day a caller may send lies in DAY_WINDOW; the arithmetic here refuses
 * any day outside years 0001–9999 with a RangeError instead of writing a malformed one.
 */

const DAY_MS = 86_400_000;
const DAY_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The text form of a day, for contracts and the OpenAPI description. */
export const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** The days a caller may name, both included: before the shop and far past any plan (ADR 0075). */
export const DAY_WINDOW = { first: '2000-01-01', last: '2099-12-31' } as const;

/** The day number of a real calendar day YYYY-MM-DD (years 0001 to 9999), else null. */
export function dayNumber(value: string): number | null {
  const parts = DAY_TEXT.exec(value);
  if (!parts) return null;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  // setUTCFullYear, unlike Date.UTC, keeps years 1 to 99 as written.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  // A day past the month's end (2026-02-30) rolls into the next month.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return Math.round(date.getTime() / DAY_MS);
}

const FIRST_NUMBER = dayNumber('0001-01-01') as number;
const LAST_NUMBER = dayNumber('9999-12-31') as number;
const WINDOW_FIRST = dayNumber(DAY_WINDOW.first) as number;
const WINDOW_LAST = dayNumber(DAY_WINDOW.last) as number;

/** Days in DAY_WINDOW (36,525): the longest range any call could be asked for. */
export const DAY_WINDOW_DAYS = WINDOW_LAST - WINDOW_FIRST + 1;

/** A real calendar day written YYYY-MM-DD (2026-02-30 and 2026-1-01 are not). */
export function isCalendarDay(value: string): boolean {
  return dayNumber(value) !== null;
}

/** A real calendar day inside DAY_WINDOW. */
export function isWindowDay(value: string): boolean {
  const n = dayNumber(value);
  return n !== null && n >= WINDOW_FIRST && n <= WINDOW_LAST;
}

/** The day YYYY-MM-DD of a day number; a RangeError outside years 0001 to 9999. */
export function dayOfNumber(n: number): string {
  if (!Number.isInteger(n) || n < FIRST_NUMBER || n > LAST_NUMBER) {
    throw new RangeError(`day number ${n} is outside years 0001 to 9999`);
  }
  const date = new Date(n * DAY_MS);
  const pad = (value: number, width: number) => String(value).padStart(width, '0');
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1, 2)}-${pad(date.getUTCDate(), 2)}`;
}

function numberOf(day: string): number {
  const n = dayNumber(day);
  if (n === null) throw new RangeError(`${JSON.stringify(day.slice(0, 40))} is not a calendar day`);
  return n;
}

/** `day` moved by `days` (negative: back); a RangeError when either end is no day of 0001–9999. */
export function addDays(day: string, days: number): string {
  return dayOfNumber(numberOf(day) + days);
}

/** Days from `from` to `to`, both counted (0 or less when `from` is after `to`). */
export function daySpan(from: string, to: string): number {
  return numberOf(to) - numberOf(from) + 1;
}

/**
 * Every day from `from` to `to`, both included; none when `from` is after `to`. `max` is the
 * ceiling on the count, checked before the first step: a longer range is a RangeError, so no
 * caller's range can make this loop run away, whatever its callers checked.
 */
export function daysBetween(from: string, to: string, max: number): string[] {
  const first = numberOf(from);
  const count = numberOf(to) - first + 1;
  if (count > max) throw new RangeError(`${from} to ${to} is ${count} days, more than ${max}`);
  const days: string[] = [];
  for (let i = 0; i < count; i++) days.push(dayOfNumber(first + i));
  return days;
}
