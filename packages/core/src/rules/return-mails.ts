import { LIMITS } from '../constants.ts';
import { keepExpiresAt } from './keep.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The days of a keep's 10 on which its member is reminded (issue 26): day N starts N - 1 whole days
 * after keep_date, so day 7 is 6 days in (4 left) and day 9 is 8 days in (2 left).
 */
export const KEEP_REMINDER_DAYS = [7, 9] as const;
export type KeepReminderDay = (typeof KEEP_REMINDER_DAYS)[number];

/** The instant day `day` of a keep begins. */
export function keepDayStart(keepDate: Date | string, day: number): Date {
  return new Date(new Date(keepDate).getTime() + (day - 1) * DAY_MS);
}

/**
 * The reminder due now for a keep started at `keepDate`: the latest reminder day that has begun,
 * while the keep is still running; null before day 7 and once the keep has ended. A sweep that
 * was off on day 7 and runs on day 9 sends only the day-9 reminder (one mail, the current truth).
 */
export function keepReminderDue(keepDate: Date | string, now: Date | number): KeepReminderDay | null {
  const at = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(at) || at >= keepExpiresAt(keepDate).getTime()) return null;
  let due: KeepReminderDay | null = null;
  for (const day of KEEP_REMINDER_DAYS) {
    if (day <= LIMITS.keepDays && at >= keepDayStart(keepDate, day).getTime()) due = day;
  }
  return due;
}

/**
 * How far back the sweep looks for keeps that may need a reminder: a keep started before this is
 * past its last reminder day's start (and may still be running), one after it is before day 7.
 */
export const KEEP_REMINDER_WINDOW_DAYS = LIMITS.keepDays;

/** The mails a member may turn off (one flag each); codes and order mails are not among them. */
export const MAIL_KINDS = ['keep_reminders', 'favorite_news'] as const;
export type MailKind = (typeof MAIL_KINDS)[number];
export const isMailKind = (v: unknown): v is MailKind => MAIL_KINDS.includes(v as MailKind);

/** Favourites sold are sent to a member at most once in this many hours, as one list. */
export const FAVORITE_SOLD_BATCH_HOURS = 24;
/** A sale older than this is never mailed (a member who opts in again gets no old news). */
export const FAVORITE_SOLD_MAX_AGE_DAYS = 7;
/** Similar available logos shown per sold favourite. */
export const FAVORITE_SOLD_SIMILAR = 3;
