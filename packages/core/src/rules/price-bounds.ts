import { CURRENCY_BY_LOCALE, type Currency, type Locale, type PriceKey } from '../constants.ts';
import { msg } from '../messages/catalog.ts';
import { formatMoney } from './money.ts';

/**
 * What a price setting may be (ADR 0092), in the currency's minor unit: US cents, yen, dong (yen
 * and dong have no smaller unit, so an amount is a whole number of them).
 * - `logoPriceMin`: a logo is never given away nor sold below what a card payment can carry
 *   (about $1 in each currency).
 * - `max`: the largest amount, for the logo price, an option or the cancellation fee: about
 *   $10,000 in each currency, 50 times the demo logo price, within one card payment.
 * Options and the cancellation fee may be 0 (free, none).
 */
export const PRICE_BOUNDS: Record<Currency, { logoPriceMin: number; max: number }> = {
  USD: { logoPriceMin: 100, max: 1_000_000 },
  JPY: { logoPriceMin: 100, max: 1_000_000 },
  VND: { logoPriceMin: 25_000, max: 250_000_000 },
};

/** The highest tax a language may carry, in whole percent: no VAT or consumption tax is above 27 %. */
export const TAX_PERCENT_MAX = 30;

/**
 * Why a price setting is refused, as a message code (`msg`), or null when it may be saved. Money
 * is in the language currency's minor units, tax in whole percent. The contract of
 * PUT /api/price-setting and the back office's form both ask this, so they say the same words;
 * nothing is rounded or turned positive on the way (issue 24).
 */
export function priceSettingIssue(key: PriceKey, lang: Locale, value: number): string | null {
  if (!Number.isFinite(value)) return msg('price_value_invalid');
  if (key === 'tax') {
    return Number.isInteger(value) && value >= 0 && value <= TAX_PERCENT_MAX
      ? null
      : msg('tax_range', { max: TAX_PERCENT_MAX });
  }
  const currency = CURRENCY_BY_LOCALE[lang];
  const bounds = PRICE_BOUNDS[currency];
  const money = (amount: number) => formatMoney({ amount, currency });
  if (value < 0) return msg('price_negative');
  if (!Number.isInteger(value)) return msg('price_fraction', { unit: money(1) });
  if (key === 'logo_price' && value < bounds.logoPriceMin)
    return msg('price_logo_min', { min: money(bounds.logoPriceMin) });
  if (value > bounds.max) return msg('price_value_max', { max: money(bounds.max) });
  return null;
}
