import { isCalendarDay } from '@logoya/core';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/errors.ts';
import { daysBetween, statsPeriod, tokyoToday } from './stats-period.ts';

const errorsOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error instanceof AppError ? { status: error.statusCode, errors: error.errors } : error;
  }
  return null;
};

describe('the dashboard period', () => {
  it('counts days in Tokyo: 15:00 UTC is already the next day there', () => {
    expect(tokyoToday(new Date('2026-03-31T14:59:59Z'))).toBe('2026-03-31');
    expect(tokyoToday(new Date('2026-03-31T15:00:00Z'))).toBe('2026-04-01');
  });

  it('defaults to the last 30 days, today included', () => {
    expect(statsPeriod({}, new Date('2026-03-10T03:00:00Z'))).toEqual({
      from: '2026-02-09',
      to: '2026-03-10',
    });
    expect(statsPeriod({ to: '2026-01-30' }, new Date())).toEqual({ from: '2026-01-01', to: '2026-01-30' });
    expect(daysBetween('2026-02-09', '2026-03-10')).toHaveLength(30);
  });

  it('takes one day, and a leap year at most', () => {
    expect(statsPeriod({ from: '2026-05-05', to: '2026-05-05' }, new Date())).toEqual({
      from: '2026-05-05',
      to: '2026-05-05',
    });
    expect(statsPeriod({ from: '2024-01-01', to: '2024-12-31' }, new Date())).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(errorsOf(() => statsPeriod({ from: '2024-01-01', to: '2025-01-01' }, new Date()))).toEqual({
      status: 422,
      errors: { to: ['msg:stats_range_too_long?max=366'] },
    });
  });

  it('refuses a start after the end', () => {
    expect(errorsOf(() => statsPeriod({ from: '2026-05-06', to: '2026-05-05' }, new Date()))).toEqual({
      status: 422,
      errors: { from: ['msg:stats_range_order'] },
    });
  });

  it('reads only real calendar days', () => {
    for (const day of ['2026-02-28', '2024-02-29', '1970-01-01', '9999-12-31'])
      expect(isCalendarDay(day)).toBe(true);
    for (const day of [
      '2026-02-29',
      '2026-13-01',
      '2026-1-01',
      '0000-01-01',
      '1969-12-31',
      '2026-01-01T00',
      '',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });
});
