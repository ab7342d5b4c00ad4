import {
  CURRENCY_BY_LOCALE,
  CURRENCY_DECIMALS,
  type Currency,
  type Locale,
  PRICE_KEYS,
  type PriceKey,
} from '@logoya/core/constants';
import { type PriceSettingRow, toMajor } from '@logoya/core/rules/money';

/**
 * The one place where the price screen converts money: the server keeps minor units (USD cents,
 * yen, dong), staff type the currency's own units ($198.00). Tax is a whole percent either way.
 */

/** One language's settings as the form holds them; a setting the server has not got is absent. */
export type PriceValues = Partial<Record<PriceKey, number>>;

export const currencyOf = (lang: Locale): Currency => CURRENCY_BY_LOCALE[lang];

export const isMoney = (key: PriceKey) => key !== 'tax';

/**
 * An amount typed in the currency's units as minor units, without rounding: $19.999 stays 1999.9
 * cents and ¥0.5 stays 0.5, so the rule refuses them instead of the form changing the number.
 * Only the float noise of the multiplication (19.99 × 100) is taken away.
 */
export function minorOf(major: number, currency: Currency): number {
  return Number((major * 10 ** CURRENCY_DECIMALS[currency]).toFixed(6));
}

/** A setting's value as the server keeps it: minor units for money, percent for tax. */
export const serverValueOf = (key: PriceKey, value: number, lang: Locale) =>
  isMoney(key) ? minorOf(value, currencyOf(lang)) : value;

/** The server's rows of one language, money in the currency's units. */
export function formValuesOf(rows: readonly PriceSettingRow[], lang: Locale): PriceValues {
  const values: PriceValues = {};
  for (const row of rows) {
    if (row.lang !== lang) continue;
    values[row.key] = isMoney(row.key) ? toMajor(row.value, currencyOf(lang)) : row.value;
  }
  return values;
}

/** The form of one language as the settings to send (PUT /api/price-setting), in minor units. */
export function settingsOf(values: PriceValues, lang: Locale): PriceSettingRow[] {
  return PRICE_KEYS.flatMap((key) => {
    const value = values[key];
    if (value === undefined) return [];
    return [{ key, lang, value: serverValueOf(key, value, lang) }];
  });
}

/** One setting a save would change: its stored value (absent when not set) and the new one. */
export interface PriceChange {
  key: PriceKey;
  before: number | undefined;
  after: number;
}

/** What saving these settings would change, against the server's rows; unchanged ones are left out. */
export function priceChanges(
  rows: readonly PriceSettingRow[],
  settings: readonly PriceSettingRow[],
): PriceChange[] {
  return settings.flatMap(({ key, lang, value }) => {
    const before = rows.find((r) => r.key === key && r.lang === lang)?.value;
    return before === value ? [] : [{ key, before, after: value }];
  });
}
