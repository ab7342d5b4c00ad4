import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DAY_WINDOW_DAYS } from '../rules/calendar-day.ts';
import { dayParam, dayRangeIssue, withDayRange } from './day-range.ts';

describe('the contract of a range of days', () => {
  const outside = 'msg:date_out_of_range?min=2000-01-01&max=2099-12-31';

  it('answers each bad day with its message', () => {
    const day = dayParam('A day.');
    const issues = (value: unknown) => {
      const result = day.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(day.parse(' 2026-05-05 ')).toBe('2026-05-05');
    expect(issues('2026-02-30')).toEqual(['msg:date_invalid']);
    expect(issues('+010000-01-01')).toEqual(['msg:date_invalid']);
    expect(issues(['2026-01-01'])).toEqual(['msg:date_invalid']);
    expect(issues('0001-01-01')).toEqual([outside]);
    expect(issues('9999-12-31')).toEqual([outside]);
  });

  it('refuses a reversed range, a range past its maximum and ends outside the window', () => {
    expect(dayRangeIssue({ from: '2026-01-01', to: '2026-12-31' }, 366)).toBeNull();
    expect(dayRangeIssue({ from: '2024-01-01', to: '2024-12-31' }, 366)).toBeNull();
    expect(dayRangeIssue({ to: '2026-12-31' }, 366)).toBeNull();
    expect(dayRangeIssue({ from: '2026-05-06', to: '2026-05-05' }, 366)).toEqual({
      end: 'from',
      message: 'msg:date_range_order',
    });
    expect(dayRangeIssue({ from: '2024-01-01', to: '2025-01-01' }, 366)).toEqual({
      end: 'to',
      message: 'msg:date_range_too_long?max=366',
    });
    expect(dayRangeIssue({ from: '2000-01-01', to: '2099-12-31' }, 366)?.end).toBe('to');
    expect(dayRangeIssue({ from: '2000-01-01', to: '2099-12-31' }, DAY_WINDOW_DAYS)).toBeNull();
    expect(dayRangeIssue({ from: '2026-01-01', to: '9999-12-31' }, 366)).toEqual({
      end: 'to',
      message: outside,
    });
    expect(dayRangeIssue({ from: '2026-02-30' }, 366)).toEqual({ end: 'from', message: 'msg:date_invalid' });
  });

  it('says each thing once in a query: a bad end on its field, then the range', () => {
    const query = withDayRange(
      z.object({ date_from: dayParam('First.').optional(), date_to: dayParam('Last.').optional() }),
      { from: 'date_from', to: 'date_to' },
      31,
    );
    const issues = (value: unknown) => {
      const result = query.safeParse(value);
      return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(query.parse({ date_from: '2026-01-01', date_to: '2026-01-31' })).toEqual({
      date_from: '2026-01-01',
      date_to: '2026-01-31',
    });
    expect(issues({ date_from: '0001-01-01', date_to: '9999-12-31' })).toEqual([
      ['date_from', outside],
      ['date_to', outside],
    ]);
    expect(issues({ date_from: '2026-02-30', date_to: '2026-01-01' })).toEqual([
      ['date_from', 'msg:date_invalid'],
    ]);
    expect(issues({ date_from: '2026-02-01', date_to: '2026-01-01' })).toEqual([
      ['date_from', 'msg:date_range_order'],
    ]);
    expect(issues({ date_from: '2026-01-01', date_to: '2026-02-01' })).toEqual([
      ['date_to', 'msg:date_range_too_long?max=31'],
    ]);
    expect(issues(null)).toHaveLength(1);
  });
});
