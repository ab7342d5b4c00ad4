import { describe, expect, it } from 'vitest';
import { isKeepActive, KEEP_MS, keepExpiresAt, remainingHours, toDate } from './keep-expiry.ts';

const HOUR = 3_600_000;
const start = new Date('2026-11-01T09:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('keep expiry', () => {
  it('lasts exactly 10 days from keep_date', () => {
    expect(KEEP_MS).toBe(10 * 24 * HOUR);
    expect(keepExpiresAt(start).toISOString()).toBe('2026-11-11T09:00:00.000Z');
  });

  it('is active until the last millisecond, not at the end', () => {
    expect(isKeepActive(start, start)).toBe(true);
    expect(isKeepActive(start, at(KEEP_MS - 1))).toBe(true);
    expect(isKeepActive(start, at(KEEP_MS))).toBe(false);
    expect(isKeepActive(null, start)).toBe(false);
  });

  it('counts whole hours left, rounding up, and 0 once over', () => {
    expect(remainingHours(start, start)).toBe(240);
    expect(remainingHours(start, at(1))).toBe(240);
    expect(remainingHours(start, at(HOUR))).toBe(239);
    expect(remainingHours(start, at(KEEP_MS - 20 * 60_000))).toBe(1);
    expect(remainingHours(start, at(KEEP_MS))).toBe(0);
    expect(remainingHours(start, at(KEEP_MS + 5 * HOUR))).toBe(0);
    expect(remainingHours(null, start)).toBe(0);
  });

  it('reads timestamps from either driver', () => {
    expect(toDate('2026-11-01 09:00:00+00')?.toISOString()).toBe(start.toISOString());
    expect(toDate(start)).toBe(start);
    expect(toDate(null)).toBeNull();
    expect(toDate('not a date')).toBeNull();
  });
});
