import {
  CURRENCY_BY_LOCALE,
  type Currency,
  type Locale,
  PRICE_KEYS,
  type PriceKey,
} from '@logoya/core/constants';
import { type PriceSettingRow, toMajor, toMinor } from '@logoya/core/rules/money';

/**
 * The one place where the price screen converts money: the server keeps minor units (USD cents,
 * yen, dong), staff type the currency's own units ($198.00). Tax is a whole percent either way.
 */

/** One language's settings as the form holds them; a setting the server has not got is absent. */
export type PriceValues = Partial<Record<PriceKey, number>>;

export const currencyOf = (lang: Locale): Currency => CURRENCY_BY_LOCALE[lang];

const isMoney = (key: PriceKey) => key !== 'tax';

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
    return [{ key, lang, value: isMoney(key) ? toMinor(value, currencyOf(lang)) : value }];
  });
}
