import { describe, expect, it } from 'vitest';
import type { PriceSettingRow } from './money.ts';
import {
  formatMoney,
  includedTax,
  itemPrice,
  orderTotals,
  resolvePrices,
  toMajor,
  toMinor,
} from './money.ts';

describe('formatMoney', () => {
  it('writes each currency the way its market does', () => {
    expect(formatMoney({ amount: 13200, currency: 'JPY' })).toBe('¥13,200');
    expect(formatMoney({ amount: 19800, currency: 'USD' })).toBe('$198.00');
    expect(formatMoney({ amount: 968000, currency: 'VND' })).toBe('968.000 ₫');
    expect(formatMoney({ amount: 5, currency: 'USD' })).toBe('$0.05');
    expect(formatMoney({ amount: 123456789, currency: 'USD' })).toBe('$1,234,567.89');
    expect(formatMoney({ amount: 0, currency: 'VND' })).toBe('0 ₫');
    expect(formatMoney({ amount: -1200, currency: 'JPY' })).toBe('-¥1,200');
  });
  it('converts between major and minor units', () => {
    expect(toMinor(198, 'USD')).toBe(19800);
    expect(toMinor(19.99, 'USD')).toBe(1999);
    expect(toMinor(13200, 'JPY')).toBe(13200);
    expect(toMajor(19800, 'USD')).toBe(198);
    expect(toMajor(968000, 'VND')).toBe(968000);
  });
});

describe('includedTax', () => {
  it('is total × rate / (100 + rate), rounded once', () => {
    expect(includedTax(13200, 10)).toBe(1200);
    expect(includedTax(19800, 10)).toBe(1800);
    expect(includedTax(968000, 10)).toBe(88000);
    expect(includedTax(1001, 10)).toBe(91);
    expect(includedTax(1000, 8)).toBe(74);
    expect(includedTax(1000, 0)).toBe(0);
  });
});

const rows: PriceSettingRow[] = [
  { key: 'logo_price', lang: 'en', value: 19800 },
  { key: 'logo_price', lang: 'ja', value: 13200 },
  { key: 'logo_manual_price', lang: 'en', value: 4900 },
  { key: 'logo_motion_price', lang: 'ja', value: 11000 },
  { key: 'tax', lang: 'ja', value: 8 },
];

describe('resolvePrices', () => {
  it('reads the language values and its currency', () => {
    const ja = resolvePrices(rows, 'ja');
    expect(ja).toMatchObject({ currency: 'JPY', logoPrice: 13200, logoMotionPrice: 11000, taxPercent: 8 });
  });
  it("falls back to en's whole price set in en's currency, and the tax to 10 percent", () => {
    const vi = resolvePrices(rows, 'vi');
    // en's 19800 are US cents: the fallback charges $198.00, never 19.800 ₫.
    expect(vi).toMatchObject({
      currency: 'USD',
      logoPrice: 19800,
      logoManualPrice: 4900,
      logoMotionPrice: 0,
    });
    expect(vi.taxPercent).toBe(10);
  });
  it("reads a language's own option prices in its own currency, a missing one as 0", () => {
    const vi = resolvePrices([...rows, { key: 'logo_price', lang: 'vi', value: 968000 }], 'vi');
    expect(vi).toMatchObject({ currency: 'VND', logoPrice: 968000, logoManualPrice: 0, logoMotionPrice: 0 });
  });
});

describe('itemPrice', () => {
  it('adds the chosen options to the logo price', () => {
    const ja = resolvePrices([...rows, { key: 'logo_manual_price', lang: 'ja', value: 5500 }], 'ja');
    expect(itemPrice(ja, { logoManual: false, logoMotion: false })).toBe(13200);
    expect(itemPrice(ja, { logoManual: true, logoMotion: false })).toBe(18700);
    expect(itemPrice(ja, { logoManual: true, logoMotion: true })).toBe(29700);
  });
});

describe('orderTotals', () => {
  it('sums the lines and rounds the included tax once for the order', () => {
    // Per line 91 + 91 = 182; once for the order: 2002 × 10 / 110 = 182. Three lines of 1001: 273.
    expect(orderTotals([{ price: 1001 }, { price: 1001 }, { price: 1001 }], 10)).toEqual({
      total: 3003,
      tax: 273,
    });
    expect(orderTotals([{ price: 13200 }, { price: 18700 }], 10)).toEqual({ total: 31900, tax: 2900 });
    expect(orderTotals([], 10)).toEqual({ total: 0, tax: 0 });
  });
});
