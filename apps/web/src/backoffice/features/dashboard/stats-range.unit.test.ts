import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayLabel,
  rangeParams,
  readRange,
  shortDay,
  statsToday,
  writeRange,
} from './stats-range.ts';

const url = (query: string) => new URLSearchParams(query);

describe('the dashboard period in the URL', () => {
  it('reads the presets, a custom period and an admin’s designer; anything else is the 30-day default', () => {
    expect(readRange(url(''))).toEqual({ choice: 30 });
    expect(readRange(url('range=7'))).toEqual({ choice: 7 });
    expect(readRange(url('range=90&designer=4'))).toEqual({ choice: 90, designerId: 4 });
    expect(readRange(url('range=14'))).toEqual({ choice: 30 });
    expect(readRange(url('range=abc&designer=-2'))).toEqual({ choice: 30 });
    expect(readRange(url('designer=1.5'))).toEqual({ choice: 30 });
    expect(readRange(url('range=custom&from=2026-01-01&to=2026-01-31'))).toEqual({
      choice: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    // A hand-typed value stays as typed: the server's 422 says what is wrong with it.
    expect(readRange(url('range=custom&from=2026-02-30'))).toEqual({
      choice: 'custom',
      from: '2026-02-30',
      to: '',
    });
  });

  it('writes the range and keeps the page’s other parameters; the default leaves no trace', () => {
    const base = url('board=1&range=custom&from=2026-01-01&to=2026-01-02&designer=3');
    expect(writeRange(base, { choice: 30 }).toString()).toBe('board=1');
    expect(writeRange(base, { choice: 7, designerId: 5 }).toString()).toBe('board=1&range=7&designer=5');
    expect(writeRange(url(''), { choice: 'custom', from: '2026-03-01', to: '2026-03-31' }).toString()).toBe(
      'range=custom&from=2026-03-01&to=2026-03-31',
    );
    for (const range of [
      { choice: 90 as const, designerId: 2 },
      { choice: 'custom' as const, from: 'a', to: 'b' },
    ]) {
      expect(readRange(writeRange(url(''), range))).toEqual(range);
    }
  });

  it('turns a preset into the last n days with today, and passes a custom period and designer on', () => {
    expect(rangeParams({ choice: 7 }, '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(rangeParams({ choice: 30 }, '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(rangeParams({ choice: 90, designerId: 9 }, '2026-01-10')).toEqual({
      from: '2025-10-13',
      to: '2026-01-10',
      designer_id: 9,
    });
    expect(rangeParams({ choice: 'custom', from: '2026-01-01', to: '2026-01-05' }, '2026-06-01')).toEqual({
      from: '2026-01-01',
      to: '2026-01-05',
    });
  });

  it('counts days in Tokyo: 15:00 UTC is already the next day there', () => {
    expect(statsToday(new Date('2026-12-31T14:59:59Z'))).toBe('2026-12-31');
    expect(statsToday(new Date('2026-12-31T15:00:00Z'))).toBe('2027-01-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('writes days for people and for chart axes', () => {
    expect(dayLabel('2026-11-25')).toBe('11月25日(水)');
    expect(dayLabel('2026-01-04')).toBe('1月4日(日)');
    expect(dayLabel('not a day')).toBe('not a day');
    expect(shortDay('2026-01-04')).toBe('1/4');
  });
});
