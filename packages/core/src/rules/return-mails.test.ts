import { describe, expect, it } from 'vitest';
import { keepDayStart, keepReminderDue } from './return-mails.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = new Date('2026-03-01T09:00:00Z');
const at = (days: number) => new Date(start.getTime() + days * DAY);

describe('keepReminderDue', () => {
  it('is nothing before day 7', () => {
    expect(keepReminderDue(start, start)).toBeNull();
    expect(keepReminderDue(start, at(6).getTime() - 1)).toBeNull();
  });
  it('is day 7 from 6 days in until day 9 begins', () => {
    expect(keepReminderDue(start, at(6))).toBe(7);
    expect(keepReminderDue(start, at(8).getTime() - 1)).toBe(7);
  });
  it('is day 9 from 8 days in until the keep ends', () => {
    expect(keepReminderDue(start, at(8))).toBe(9);
    expect(keepReminderDue(start, at(10).getTime() - 1)).toBe(9);
  });
  it('is nothing once the keep has ended', () => {
    expect(keepReminderDue(start, at(10))).toBeNull();
    expect(keepReminderDue(start, at(30))).toBeNull();
  });
  it('takes the keep date as text too', () => {
    expect(keepReminderDue('2026-03-01T09:00:00.000Z', at(7))).toBe(7);
    expect(keepDayStart('2026-03-01T09:00:00.000Z', 9).toISOString()).toBe('2026-03-09T09:00:00.000Z');
  });
});
