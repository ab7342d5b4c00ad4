import { describe, expect, it } from 'vitest';
import { formValuesOf, minorOf, priceChanges, settingsOf } from './price-units.ts';

describe('price settings units', () => {
  const rows = [
    { key: 'logo_price', lang: 'en', value: 19800 },
    { key: 'tax', lang: 'en', value: 10 },
    { key: 'logo_price', lang: 'ja', value: 13200 },
    { key: 'logo_manual_price', lang: 'vi', value: 968000 },
  ] as const;

  it('shows USD in dollars, yen and dong as they are, and tax as a percent', () => {
    expect(formValuesOf(rows, 'en')).toEqual({ logo_price: 198, tax: 10 });
    expect(formValuesOf(rows, 'ja')).toEqual({ logo_price: 13200 });
    expect(formValuesOf(rows, 'vi')).toEqual({ logo_manual_price: 968000 });
  });

  it('sends cents for USD without float drift, and leaves out what the form has not got', () => {
    expect(settingsOf({ logo_price: 19.99, tax: 8, cancellation_fee: 0 }, 'en')).toEqual([
      { key: 'logo_price', lang: 'en', value: 1999 },
      { key: 'tax', lang: 'en', value: 8 },
      { key: 'cancellation_fee', lang: 'en', value: 0 },
    ]);
    expect(settingsOf({ logo_motion_price: 5500 }, 'ja')).toEqual([
      { key: 'logo_motion_price', lang: 'ja', value: 5500 },
    ]);
  });

  it('round-trips every language', () => {
    for (const lang of ['en', 'ja', 'vi'] as const) {
      const mine = rows.filter((r) => r.lang === lang);
      const sent = settingsOf(formValuesOf(rows, lang), lang);
      expect(sent).toHaveLength(mine.length);
      expect(sent).toEqual(expect.arrayContaining(mine.map((r) => ({ ...r }))));
    }
  });

  it('keeps a minus and a fraction of the unit as typed, for the rule to refuse (issue 24)', () => {
    expect(settingsOf({ logo_price: -5 }, 'en')).toEqual([{ key: 'logo_price', lang: 'en', value: -500 }]);
    expect(minorOf(19.99, 'USD')).toBe(1999);
    expect(minorOf(19.999, 'USD')).toBe(1999.9);
    expect(minorOf(13200.5, 'JPY')).toBe(13200.5);
    expect(minorOf(-5, 'JPY')).toBe(-5);
  });

  it('lists only the settings a save changes, with the stored value before', () => {
    const sent = settingsOf({ logo_price: 5, tax: 10, logo_motion_price: 12 }, 'en');
    expect(priceChanges(rows, sent)).toEqual([
      { key: 'logo_price', before: 19800, after: 500 },
      { key: 'logo_motion_price', before: undefined, after: 1200 },
    ]);
    expect(priceChanges(rows, settingsOf(formValuesOf(rows, 'ja'), 'ja'))).toEqual([]);
  });
});
