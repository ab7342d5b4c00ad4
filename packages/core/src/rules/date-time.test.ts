import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_TIME_ZONE,
  formatCalendarDay,
  formatDate,
  formatDateTime,
  isTimeZone,
  utcOffsetLabel,
} from './date-time.ts';

// The deadline of issue 24's Vietnamese transfer mail: already the next morning in Tokyo.
const DEADLINE = '2026-11-29T22:32:01.308Z';
const TOKYO = { timeZone: 'Asia/Tokyo' };

describe('formatDate', () => {
  it('writes the shop’s calendar day as each language does, short and long', () => {
    expect(formatDate(DEADLINE, 'en', TOKYO)).toBe('Nov 30, 2026');
    expect(formatDate(DEADLINE, 'ja', TOKYO)).toBe('2026/11/30');
    expect(formatDate(DEADLINE, 'vi', TOKYO)).toBe('30/11/2026');
    expect(formatDate(DEADLINE, 'en', { ...TOKYO, style: 'long' })).toBe('November 30, 2026');
    expect(formatDate(DEADLINE, 'ja', { ...TOKYO, style: 'long' })).toBe('2026年11月30日');
    expect(formatDate(DEADLINE, 'vi', { ...TOKYO, style: 'long' })).toBe('30/11/2026');
  });

  it('counts the day in the shop’s zone, the same for every language', () => {
    // 22:32 UTC on the 29th: the 30th in Tokyo, still the 29th in UTC and in New York.
    for (const lang of ['en', 'ja', 'vi'] as const) {
      expect(formatDate(DEADLINE, lang, { timeZone: 'UTC', style: 'long' })).toBe(
        { en: 'November 29, 2026', ja: '2026年11月29日', vi: '29/11/2026' }[lang],
      );
    }
    expect(formatDate(DEADLINE, 'en', { timeZone: 'America/New_York' })).toBe('Nov 29, 2026');
  });

  it('takes a Date, an ISO string or a number; says nothing for an unreadable value', () => {
    expect(formatDate(new Date(DEADLINE), 'en', TOKYO)).toBe('Nov 30, 2026');
    expect(formatDate(Date.parse(DEADLINE), 'en', TOKYO)).toBe('Nov 30, 2026');
    for (const bad of [null, undefined, '', 'not a date', Number.NaN]) {
      expect(formatDate(bad, 'en', TOKYO)).toBe('');
      expect(formatDateTime(bad, 'vi', TOKYO)).toBe('');
    }
  });
});

describe('formatDateTime', () => {
  it('writes the time as each language does, in the shop’s zone, never the ISO text', () => {
    expect(formatDateTime(DEADLINE, 'en', TOKYO)).toBe('Nov 30, 2026, 7:32 AM');
    expect(formatDateTime(DEADLINE, 'ja', TOKYO)).toBe('2026/11/30 7:32');
    expect(formatDateTime(DEADLINE, 'vi', TOKYO)).toBe('07:32 30/11/2026');
    expect(formatDateTime(DEADLINE, 'en', { ...TOKYO, style: 'long' })).toBe('November 30, 2026, 7:32 AM');
    expect(formatDateTime(DEADLINE, 'ja', { ...TOKYO, style: 'long' })).toBe('2026年11月30日 7:32');
    expect(formatDateTime(DEADLINE, 'vi', { ...TOKYO, style: 'long' })).toBe('07:32 ngày 30/11/2026');
  });

  it('names the zone’s offset when asked, for readers in another country', () => {
    const zoned = { ...TOKYO, style: 'long', zone: true } as const;
    expect(formatDateTime(DEADLINE, 'en', zoned)).toBe('November 30, 2026, 7:32 AM (UTC+9)');
    expect(formatDateTime(DEADLINE, 'ja', zoned)).toBe('2026年11月30日 7:32（UTC+9）');
    expect(formatDateTime(DEADLINE, 'vi', zoned)).toBe('07:32 ngày 30/11/2026 (UTC+9)');
    expect(formatDateTime(DEADLINE, 'vi', { timeZone: 'Asia/Ho_Chi_Minh', style: 'long', zone: true })).toBe(
      '05:32 ngày 30/11/2026 (UTC+7)',
    );
  });

  it('writes midnight and noon as each language reads them', () => {
    const midnight = '2026-01-04T15:00:00Z'; // 00:00 on Jan 5 in Tokyo
    const noon = '2026-01-05T03:05:00Z'; // 12:05 in Tokyo
    expect(formatDateTime(midnight, 'en', TOKYO)).toBe('Jan 5, 2026, 12:00 AM');
    expect(formatDateTime(noon, 'en', TOKYO)).toBe('Jan 5, 2026, 12:05 PM');
    expect(formatDateTime(midnight, 'ja', TOKYO)).toBe('2026/01/05 0:00');
    expect(formatDateTime(midnight, 'vi', TOKYO)).toBe('00:00 05/01/2026');
  });
});

describe('utcOffsetLabel', () => {
  it('says the zone’s offset at that instant, summer time included', () => {
    expect(utcOffsetLabel(DEADLINE, 'Asia/Tokyo')).toBe('UTC+9');
    expect(utcOffsetLabel(DEADLINE, 'UTC')).toBe('UTC');
    expect(utcOffsetLabel(DEADLINE, 'Asia/Kolkata')).toBe('UTC+5:30');
    expect(utcOffsetLabel('2026-01-15T12:00:00Z', 'America/New_York')).toBe('UTC-5');
    expect(utcOffsetLabel('2026-07-15T12:00:00Z', 'America/New_York')).toBe('UTC-4');
    expect(utcOffsetLabel('nope', 'Asia/Tokyo')).toBe('');
  });
});

describe('isTimeZone', () => {
  it('knows real zones and refuses anything else', () => {
    for (const zone of [DEFAULT_SHOP_TIME_ZONE, 'UTC', 'Asia/Ho_Chi_Minh', 'America/New_York', 'Etc/GMT+9']) {
      expect(isTimeZone(zone), zone).toBe(true);
    }
    for (const zone of ['', 'Tokyo', 'Asia/Nowhere', '+09:00', 'Asia/Tokyo; drop table', 'x'.repeat(100)]) {
      expect(isTimeZone(zone), zone).toBe(false);
    }
  });
});

describe('formatCalendarDay', () => {
  it('writes a YYYY-MM-DD day as the language does, whatever the zone', () => {
    expect(formatCalendarDay('2026-04-01', 'en')).toBe('April 1, 2026');
    expect(formatCalendarDay('2026-04-01', 'ja')).toBe('2026年4月1日');
    expect(formatCalendarDay('2026-04-01', 'vi')).toBe('01/04/2026');
    expect(formatCalendarDay('someday', 'en')).toBe('someday');
  });
});
