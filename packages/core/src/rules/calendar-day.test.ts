import { describe, expect, it } from 'vitest';
import {
  addDays,
  DAY_WINDOW,
  DAY_WINDOW_DAYS,
  dayNumber,
  dayOfNumber,
  daySpan,
  daysBetween,
  isCalendarDay,
  isWindowDay,
} from './calendar-day.ts';

describe('calendar days', () => {
  it('reads only real days written YYYY-MM-DD', () => {
    for (const day of ['2026-02-28', '2024-02-29', '2000-02-29', '0001-01-01', '0099-12-31', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      '2026-02-29',
      '2026-02-30',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-01',
      '0000-01-01',
      '+010000-01-01',
      '+010000-01',
      '10000-01-01',
      '2026-01-01T00',
      ' 2026-01-01',
      '２０２６-01-01',
      '',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('counts days as numbers, years 1 to 99 as written', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('2026-03-01')! - dayNumber('2026-02-28')!).toBe(1);
    expect(dayOfNumber(dayNumber('0099-12-31')!)).toBe('0099-12-31');
    expect(dayOfNumber(dayNumber('0001-01-01')!)).toBe('0001-01-01');
  });

  it('steps over months, leap days and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-10', -29)).toBe('2026-02-09');
    expect(daySpan('2024-01-01', '2024-12-31')).toBe(366);
    expect(daySpan('2026-05-06', '2026-05-05')).toBe(0);
  });

  it('never writes a day past 9999-12-31 or before 0001-01-01: it refuses instead', () => {
    // Once '+010000-01', which sorts before '9999-12-31' and made a loop over days endless.
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
    expect(() => dayOfNumber(1.5)).toThrow(RangeError);
  });

  it('lists the days of a range up to a ceiling counted before the first step', () => {
    expect(daysBetween('2026-02-27', '2026-03-01', 366)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(daysBetween('2026-02-09', '2026-03-10', 366)).toHaveLength(30);
    expect(daysBetween('2026-05-06', '2026-05-05', 366)).toEqual([]);
    expect(daysBetween('9999-12-02', '9999-12-31', 366)).toHaveLength(30);
    expect(() => daysBetween('0001-01-01', '9999-12-31', 366)).toThrow(RangeError);
    expect(() => daysBetween('2024-01-01', '2025-01-01', 366)).toThrow(RangeError);
    expect(() => daysBetween('9999-12-31', '+010000-01', 366)).toThrow(RangeError);
  });

  it('keeps callers to the window', () => {
    expect(DAY_WINDOW).toEqual({ first: '2000-01-01', last: '2099-12-31' });
    expect(DAY_WINDOW_DAYS).toBe(36_525);
    for (const day of ['2000-01-01', '2026-05-05', '2099-12-31']) expect(isWindowDay(day), day).toBe(true);
    for (const day of ['1999-12-31', '2100-01-01', '0001-01-01', '9999-12-31', '2026-02-30'])
      expect(isWindowDay(day), day).toBe(false);
  });
});
