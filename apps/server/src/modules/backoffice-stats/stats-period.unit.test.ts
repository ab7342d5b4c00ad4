import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/http/errors.ts';
import { statsPeriod, tokyoToday } from './stats-period.ts';

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
      errors: { to: ['msg:date_range_too_long?max=366'] },
    });
  });

  it('refuses a start after the end', () => {
    expect(errorsOf(() => statsPeriod({ from: '2026-05-06', to: '2026-05-05' }, new Date()))).toEqual({
      status: 422,
      errors: { from: ['msg:date_range_order'] },
    });
  });

  it('takes only days of the window, so no period reaches the last day a date can have', () => {
    const outside = 'msg:date_out_of_range?min=2000-01-01&max=2099-12-31';
    const now = new Date('2026-03-10T03:00:00Z');
    // Once 30 days ending 9999-12-31, whose last step wrote '+010000-01' and never ended (issue 22).
    expect(errorsOf(() => statsPeriod({ to: '9999-12-31' }, now))).toEqual({
      status: 422,
      errors: { to: [outside] },
    });
    expect(errorsOf(() => statsPeriod({ from: '9999-12-02' }, now))).toEqual({
      status: 422,
      errors: { from: [outside] },
    });
    expect(errorsOf(() => statsPeriod({ from: '0001-01-01', to: '0001-01-02' }, now))).toEqual({
      status: 422,
      errors: { from: [outside] },
    });
    expect(errorsOf(() => statsPeriod({ from: '2026-02-30', to: '2026-03-01' }, now))).toEqual({
      status: 422,
      errors: { from: ['msg:date_invalid'] },
    });
    expect(errorsOf(() => statsPeriod({ from: '2000-01-01', to: '2099-12-31' }, now))).toEqual({
      status: 422,
      errors: { to: ['msg:date_range_too_long?max=366'] },
    });
    // Only `from`: up to today; more than a leap year before it is too long.
    expect(errorsOf(() => statsPeriod({ from: '2000-01-01' }, now))).toEqual({
      status: 422,
      errors: { to: ['msg:date_range_too_long?max=366'] },
    });
    expect(statsPeriod({ to: '2099-12-31' }, now)).toEqual({ from: '2099-12-02', to: '2099-12-31' });
    // The default start stays inside the window.
    expect(statsPeriod({ to: '2000-01-05' }, now)).toEqual({ from: '2000-01-01', to: '2000-01-05' });
  });
});
