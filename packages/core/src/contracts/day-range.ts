import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { DAY_PATTERN, DAY_WINDOW, dayNumber, isWindowDay } from '../rules/calendar-day.ts';

/**
 * The one contract for days and ranges of days a caller sends (ADR 0075): each day a real
 * YYYY-MM-DD inside DAY_WINDOW, the start not after the end, and at most the call's own number of
 * days. Every call taking a day uses dayParam, and checks its range with dayRangeIssue (through
 * withDayRange in the contract, or itself where it fills in defaults first).
 */

/** The message for a day that is not a real one, or lies outside DAY_WINDOW; null when it is fine. */
export function dayIssue(value: string): string | null {
  if (dayNumber(value) === null) return msg('date_invalid');
  if (!isWindowDay(value)) return msg('date_out_of_range', { min: DAY_WINDOW.first, max: DAY_WINDOW.last });
  return null;
}

/** A day parameter: YYYY-MM-DD, a real day inside DAY_WINDOW (anything else answers 422). */
export function dayParam(description: string) {
  return z
    .string({ message: msg('date_invalid') })
    .trim()
    .superRefine((value, ctx) => {
      const message = dayIssue(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    })
    .meta({
      format: 'date',
      pattern: DAY_PATTERN,
      description: `${description} YYYY-MM-DD, from ${DAY_WINDOW.first} to ${DAY_WINDOW.last}.`,
    });
}

export interface DayRangeIssue {
  /** Which end the message belongs to. */
  end: 'from' | 'to';
  message: string;
}

/**
 * What is wrong with a range of days (either end may be missing), or null: an end that is no day
 * of DAY_WINDOW, a start after the end, or more than `maxDays` days from start to end.
 */
export function dayRangeIssue(
  range: { from?: string | undefined; to?: string | undefined },
  maxDays: number,
): DayRangeIssue | null {
  for (const end of ['from', 'to'] as const) {
    const value = range[end];
    const message = value === undefined ? null : dayIssue(value);
    if (message) return { end, message };
  }
  if (range.from === undefined || range.to === undefined) return null;
  const span = (dayNumber(range.to) as number) - (dayNumber(range.from) as number) + 1;
  if (span < 1) return { end: 'from', message: msg('date_range_order') };
  if (span > maxDays) return { end: 'to', message: msg('date_range_too_long', { max: maxDays }) };
  return null;
}

/**
 * Adds the range check to a query whose days are the fields `names.from` and `names.to` (each a
 * dayParam): a start after the end, or too long a range, answers on the field it is about.
 */
export function withDayRange<T extends z.ZodObject>(
  schema: T,
  names: { from: string; to: string },
  maxDays: number,
) {
  return schema.superRefine((value, ctx) => {
    const fields = (value ?? {}) as Record<string, unknown>;
    // An end its own check refused already has its message: the range is judged on good ends only.
    const day = (name: string) => {
      const value = fields[name];
      return typeof value === 'string' && dayIssue(value) === null ? value : undefined;
    };
    const issue = dayRangeIssue({ from: day(names.from), to: day(names.to) }, maxDays);
    if (issue) ctx.addIssue({ code: 'custom', path: [names[issue.end]], message: issue.message });
  });
}
