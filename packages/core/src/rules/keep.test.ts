import { describe, expect, it } from 'vitest';
import { canKeepMore, keepExpiresAt, keepRemaining } from './keep.ts';

const HOUR = 60 * 60 * 1000;

describe('keepExpiresAt', () => {
  it('ends a keep 10 days after keep_date', () => {
    expect(keepExpiresAt('2026-03-01T09:30:00.000Z').toISOString()).toBe('2026-03-11T09:30:00.000Z');
    expect(keepExpiresAt(new Date('2026-12-28T00:00:00Z')).toISOString()).toBe('2027-01-07T00:00:00.000Z');
  });
});

describe('keepRemaining', () => {
  const now = new Date('2026-03-01T00:00:00Z');

  it('splits the time left into days and hours', () => {
    const end = new Date(now.getTime() + (8 * 24 + 5) * HOUR);
    expect(keepRemaining(end, now)).toEqual({ totalHours: 197, days: 8, hours: 5, expired: false });
  });

  it('shows a fresh keep as 10 days 0 hours', () => {
    expect(keepRemaining(keepExpiresAt(now), now)).toEqual({
      totalHours: 240,
      days: 10,
      hours: 0,
      expired: false,
    });
  });

  it('rounds a part hour up, like the server, so an active keep never reads 0 hours', () => {
    expect(keepRemaining(new Date(now.getTime() + 20 * 60 * 1000), now)).toEqual({
      totalHours: 1,
      days: 0,
      hours: 1,
      expired: false,
    });
    expect(keepRemaining(new Date(now.getTime() + 24 * HOUR + 1), now)).toMatchObject({ days: 1, hours: 1 });
  });

  it('counts a keep at or past its end as expired', () => {
    expect(keepRemaining(now, now)).toEqual({ totalHours: 0, days: 0, hours: 0, expired: true });
    expect(keepRemaining(new Date(now.getTime() - 5 * HOUR), now)).toMatchObject({
      totalHours: 0,
      expired: true,
    });
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(keepRemaining('2026-03-02T03:00:00Z', now.getTime())).toMatchObject({ days: 1, hours: 3 });
  });

  it('treats an unreadable date as expired', () => {
    expect(keepRemaining('not a date', now).expired).toBe(true);
  });
});

describe('canKeepMore', () => {
  it('allows up to 5 keeps at once', () => {
    expect(canKeepMore(0)).toBe(true);
    expect(canKeepMore(4)).toBe(true);
    expect(canKeepMore(5)).toBe(false);
    expect(canKeepMore(6)).toBe(false);
    expect(canKeepMore(2, 2)).toBe(false);
  });
});
