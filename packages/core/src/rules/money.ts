import {
  CURRENCY_BY_LOCALE,
  CURRENCY_DECIMALS,
  type Currency,
  LIMITS,
  type Locale,
  type PriceKey,
} from '../constants.ts';

export interface Money {
  /** Integer amount in the currency's minor unit (cents for USD, yen, dong). */
  amount: number;
  currency: Currency;
}

function groupThousands(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/**
 * Formats money the way each market writes it: ¥13,200 / $198.00 / 968.000 ₫.
 * Written by hand so that every browser and Node version prints the same text.
 */
export function formatMoney({ amount, currency }: Money): string {
  const decimals = CURRENCY_DECIMALS[currency];
  const negative = amount < 0;
  const abs = Math.abs(Math.trunc(amount));
  const whole = Math.floor(abs / 10 ** decimals).toString();
  const fraction = decimals > 0 ? (abs % 10 ** decimals).toString().padStart(decimals, '0') : '';
  const sign = negative ? '-' : '';
  switch (currency) {
    case 'JPY':
      return `${sign}¥${groupThousands(whole, ',')}`;
    case 'USD':
      return `${sign}$${groupThousands(whole, ',')}.${fraction}`;
    case 'VND':
      return `${sign}${groupThousands(whole, '.')} ₫`;
  }
}

/** Converts a major-unit value (198, 13200) into minor units (19800, 13200). */
export function toMinor(major: number, currency: Currency): number {
  return Math.round(major * 10 ** CURRENCY_DECIMALS[currency]);
}

/** Converts minor units into the major-unit number used by structured data (198, 13200, 968000). */
export function toMajor(minor: number, currency: Currency): number {
  return minor / 10 ** CURRENCY_DECIMALS[currency];
}

/**
 * Tax included in a tax-inclusive total: total × rate / (100 + rate), rounded once.
 * Call it once per order and per rate, never per line.
 */
export function includedTax(totalMinor: number, ratePercent: number): number {
  if (ratePercent <= 0) return 0;
  return Math.round((totalMinor * ratePercent) / (100 + ratePercent));
}

/** One price-setting row: a key, its language and its value (minor units, or percent for tax). */
export interface PriceSettingRow {
  key: PriceKey;
  lang: Locale;
  value: number;
}

export interface LocalePrices {
  locale: Locale;
  currency: Currency;
  logoPrice: number;
  logoManualPrice: number;
  logoMotionPrice: number;
  taxPercent: number;
  cancellationFee: number;
}

/**
 * Resolves the prices for a language (SPEC §9, ADR 0020). A language without a logo price of its
 * own falls back to en's whole price set, in en's currency (USD): en's 19800 cents are never read
 * as 19,800 yen or dong. A language with its own logo price reads its option prices in its own
 * currency, a missing one as 0. The tax falls back to 10 percent.
 */
export function resolvePrices(rows: readonly PriceSettingRow[], locale: Locale): LocalePrices {
  const find = (key: PriceKey, lang: Locale) => rows.find((r) => r.key === key && r.lang === lang)?.value;
  const priceLang: Locale = find('logo_price', locale) !== undefined ? locale : 'en';
  const pick = (key: PriceKey) => find(key, priceLang) ?? 0;
  return {
    locale,
    currency: CURRENCY_BY_LOCALE[priceLang],
    logoPrice: pick('logo_price'),
    logoManualPrice: pick('logo_manual_price'),
    logoMotionPrice: pick('logo_motion_price'),
    taxPercent: find('tax', locale) ?? LIMITS.defaultTaxPercent,
    cancellationFee: pick('cancellation_fee'),
  };
}

export interface ItemOptions {
  logoManual: boolean;
  logoMotion: boolean;
}

/** Cart price per item = logo price + manual option + motion option (SPEC §9). */
export function itemPrice(prices: LocalePrices, options: ItemOptions): number {
  return (
    prices.logoPrice +
    (options.logoManual ? prices.logoManualPrice : 0) +
    (options.logoMotion ? prices.logoMotionPrice : 0)
  );
}

/** The totals of the chosen lines: their sum and the tax included in it, rounded once (ARCHITECTURE). */
export function orderTotals(
  lines: readonly { price: number }[],
  taxPercent: number,
): { total: number; tax: number } {
  const total = lines.reduce((sum, line) => sum + line.price, 0);
  return { total, tax: includedTax(total, taxPercent) };
}
