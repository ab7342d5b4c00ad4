import { itemPrice, type LocalePrices, letteringPreviewUrl } from '@logoya/core';
import type { CartItemRow } from './cart.repository.ts';

/** A cart line priced in a language: logo + manual + motion (SPEC §9), tax included. */
export function lineOf(line: CartItemRow, prices: LocalePrices) {
  const options = { logoManual: Boolean(line.logo_manual), logoMotion: Boolean(line.logo_motion) };
  return {
    id: Number(line.id),
    logo_id: Number(line.logo_id),
    sub_name: line.sub_name,
    main_name: line.main_name,
    logo_manual: options.logoManual,
    logo_motion: options.logoMotion,
    quantity: 1 as const,
    logo_price: prices.logoPrice,
    logo_manual_price: options.logoManual ? prices.logoManualPrice : 0,
    logo_motion_price: options.logoMotion ? prices.logoMotionPrice : 0,
    price: itemPrice(prices, options),
    currency: prices.currency,
  };
}

/**
 * A line's picture before it is ordered (issue 25, ADR 0102): the public preview of the logo's
 * current layout version with the line's names (the URL names the version, so it is cached for
 * long and changes with a new version); the product image when the logo has no layout or the
 * preview would not answer it (no longer public).
 */
export function namedPictureUrl(
  line: { logo_id: number; main_name: string; sub_name: string },
  version: number | undefined,
  isPublic: boolean,
  fallback: string,
): string {
  if (version === undefined || !isPublic) return fallback;
  return letteringPreviewUrl(Number(line.logo_id), version, line);
}
