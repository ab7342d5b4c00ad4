import {
  LOGO_STATE,
  type Locale,
  type LocalePrices,
  type LogoCard,
  type PriceSettingRow,
  resolvePrices,
} from '@logoya/core';
import type { CardRow } from './catalog.repository.ts';

export const DEFAULT_IMAGE_URL = '/files/default-logo.png';

/** Public URL of a stored file; keys carry a content hash, so the URL changes with the file. */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/files/${key}` : null;
}

export function nameIn(
  row: { name_ja: string | null; name_en: string | null; name_vi: string | null },
  locale: Locale,
) {
  const name = locale === 'ja' ? row.name_ja : locale === 'vi' ? row.name_vi : row.name_en;
  return name?.trim() ? name : null;
}

export function toPriceRows(raw: { key: string; lang: string; value: string | number }[]): PriceSettingRow[] {
  return raw.map((r) => ({ key: r.key, lang: r.lang, value: Number(r.value) }) as PriceSettingRow);
}

export function toCard(row: CardRow, locale: Locale, prices: LocalePrices): LogoCard {
  return {
    logo_id: row.id,
    src: fileUrl(row.main_key) ?? DEFAULT_IMAGE_URL,
    url_img_two: fileUrl(row.hover_key),
    logo_name: row.name_ja,
    logo_language: nameIn(row, locale),
    state: row.state,
    inactive: row.state === LOGO_STATE.sold,
    kept: Boolean(row.kept),
    is_user_kept: Boolean(row.is_user_kept),
    is_like: Boolean(row.is_like),
    favorites_count: Number(row.favorites_count),
    tank_num_logo_tank_jp: Number(row.tank_num),
    zip: Boolean(row.zip),
    price: { amount: prices.logoPrice, currency: prices.currency },
  };
}

export function pricesFor(raw: { key: string; lang: string; value: string | number }[], locale: Locale) {
  return resolvePrices(toPriceRows(raw), locale);
}
