import { LIMITS, type Locale } from '../constants.ts';

/** Placeholder for a logo whose name in the language is missing (SPEC §9). */
export const PLACEHOLDER_NAME: Record<Locale, string> = {
  en: 'In preparation',
  ja: '準備中',
  vi: 'Đang chuẩn bị',
};

/**
 * The name a card shows: cut to 10 characters plus an ellipsis, or the language's placeholder
 * when there is no name. Counts characters, not UTF-16 units, so emoji and kanji are not split.
 */
export function cardName(name: string | null | undefined, locale: Locale): string {
  const trimmed = name?.trim();
  if (!trimmed) return PLACEHOLDER_NAME[locale];
  const chars = Array.from(trimmed);
  return chars.length > LIMITS.cardNameLength
    ? `${chars.slice(0, LIMITS.cardNameLength).join('')}...`
    : trimmed;
}

/** Badge text with a cap: 99+ above 99 for favourites, 9+ above 9 for the cart. */
export function badgeText(count: number, cap: number): string {
  if (count <= 0) return '0';
  return count > cap ? `${cap}+` : String(count);
}

/** Order and logo numbers are shown padded to 5 digits. */
export function padNumber(n: number): string {
  return String(n).padStart(LIMITS.numberPadding, '0');
}
