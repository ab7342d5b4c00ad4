import { describe, expect, it } from 'vitest';
import { translateMessage } from '../messages/catalog.ts';
import { priceSettingIssue } from './price-bounds.ts';

const said = (...args: Parameters<typeof priceSettingIssue>) => {
  const issue = priceSettingIssue(...args);
  return issue === null ? null : translateMessage(issue, 'en');
};

describe('priceSettingIssue (ADR 0092)', () => {
  it('refuses a negative amount as negative, never as its absolute value', () => {
    expect(said('logo_price', 'en', -500)).toBe('An amount cannot be negative. Enter 0 or more.');
    expect(said('logo_motion_price', 'ja', -1)).toBe('An amount cannot be negative. Enter 0 or more.');
    expect(said('cancellation_fee', 'vi', -1000)).toBe('An amount cannot be negative. Enter 0 or more.');
  });

  it('takes whole minor units only: cents for USD, whole yen and dong', () => {
    expect(said('logo_price', 'en', 1999.5)).toBe('Enter the amount in steps of $0.01.');
    expect(said('logo_price', 'ja', 13200.5)).toBe('Enter the amount in steps of ¥1.');
    expect(said('logo_manual_price', 'vi', 968000.5)).toBe('Enter the amount in steps of 1 ₫.');
  });

  it('keeps the logo price between about $1 and $10,000 in each currency', () => {
    expect(said('logo_price', 'en', 99)).toBe('The logo price must be at least $1.00.');
    expect(said('logo_price', 'ja', 99)).toBe('The logo price must be at least ¥100.');
    expect(said('logo_price', 'vi', 24_999)).toBe('The logo price must be at least 25.000 ₫.');
    expect(said('logo_price', 'en', 100)).toBeNull();
    expect(said('logo_price', 'ja', 100)).toBeNull();
    expect(said('logo_price', 'vi', 25_000)).toBeNull();
    expect(said('logo_price', 'en', 1_000_000)).toBeNull();
    expect(said('logo_price', 'en', 1_000_001)).toBe('The amount may not be more than $10,000.00.');
    expect(said('logo_price', 'ja', 1_000_001)).toBe('The amount may not be more than ¥1,000,000.');
    expect(said('logo_price', 'vi', 250_000_001)).toBe('The amount may not be more than 250.000.000 ₫.');
  });

  it('lets options and the cancellation fee be free, up to the same largest amount', () => {
    for (const key of ['logo_manual_price', 'logo_motion_price', 'cancellation_fee'] as const) {
      expect(said(key, 'en', 0)).toBeNull();
      expect(said(key, 'ja', 1_000_000)).toBeNull();
      expect(said(key, 'ja', 1_000_001)).toBe('The amount may not be more than ¥1,000,000.');
    }
  });

  it('takes tax as a whole percent from 0 to 30', () => {
    expect(said('tax', 'ja', 0)).toBeNull();
    expect(said('tax', 'ja', 30)).toBeNull();
    for (const value of [-5, 31, 8.5, 100])
      expect(said('tax', 'ja', value)).toBe('The tax must be a whole percent from 0 to 30.');
  });

  it('says it in Japanese and Vietnamese too', () => {
    const code = priceSettingIssue('logo_price', 'en', -500)!;
    expect(translateMessage(code, 'ja')).toBe('金額にマイナスは指定できません。0以上で入力してください。');
    expect(translateMessage(code, 'vi')).toBe('Số tiền không được âm. Vui lòng nhập từ 0 trở lên.');
    const min = priceSettingIssue('logo_price', 'ja', 5)!;
    expect(translateMessage(min, 'ja')).toBe('ロゴ価格は¥100以上で入力してください。');
    expect(translateMessage(min, 'vi')).toBe('Giá logo phải từ ¥100 trở lên.');
  });
});
