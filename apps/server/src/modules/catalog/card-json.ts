import type { Locale, LocalePrices, PageMeta } from '@logoya/core';
import { pricesFor } from './card-mapper.ts';
import {
  CARD_SEPARATOR,
  type CardTexts,
  type DetailTexts,
  type PriceSettingRaw,
} from './cards.repository.ts';

/**
 * Answers assembled from the read model's prepared card texts (ADR 0039): strings joined, never
 * objects built and serialised per card. The shapes are the contracts' (logoCardPage,
 * logoDetailResponse); the catalogue's tests check them against those schemas.
 */

const toRows = (raw: PriceSettingRaw[]) => raw.map(([key, lang, value]) => ({ key, lang, value }));

export const localePrices = (raw: PriceSettingRaw[], locale: Locale): LocalePrices =>
  pricesFor(toRows(raw), locale);

/** What closes each card: its price (the same for every card in a language). */
const priceTail = (prices: LocalePrices) =>
  `,"price":{"amount":${JSON.stringify(prices.logoPrice)},"currency":${JSON.stringify(prices.currency)}}}`;

/** The cards as a JSON array. */
export function cardsArray(texts: Pick<CardTexts, 'bodies' | 'prices'>, locale: Locale): string {
  if (!texts.bodies) return '[]';
  const tail = priceTail(localePrices(texts.prices, locale));
  return `[${texts.bodies.replaceAll(CARD_SEPARATOR, `${tail},`)}${tail}]`;
}

export function pageJson(cards: string, meta: PageMeta): string {
  return `{"data":${cards},"meta":${JSON.stringify(meta)}}`;
}

/** GET /api/logo/{id}: the card, the detail's own fields and the language's prices. */
export function detailJson(texts: DetailTexts, locale: Locale): string {
  const prices = localePrices(texts.prices, locale);
  const table = JSON.stringify({
    currency: prices.currency,
    logo_price: prices.logoPrice,
    logo_manual_price: prices.logoManualPrice,
    logo_motion_price: prices.logoMotionPrice,
    tax: prices.taxPercent,
  });
  const own = texts.detail.trim().slice(1, -1);
  return `${texts.card}${priceTail(prices).slice(0, -1)},${own},"prices":${table}}`;
}
