import { DEFAULT_LOCALE, LOCALES, type Locale } from '../constants.ts';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * Maps a language code to a shop language (SPEC §1): any code containing "vi" or "ja" maps to
 * that language; everything else falls back to en.
 */
export function mapLanguageCode(code: string | null | undefined): Locale {
  const lower = (code ?? '').toLowerCase();
  if (lower.includes('vi')) return 'vi';
  if (lower.includes('ja')) return 'ja';
  return DEFAULT_LOCALE;
}

/** Picks the shop language from the browser's preferred languages, in order. */
export function detectLocale(preferred: readonly string[]): Locale {
  for (const code of preferred) {
    const lower = code.toLowerCase();
    if (lower.includes('vi') || lower.includes('ja') || lower.startsWith('en')) return mapLanguageCode(lower);
  }
  return DEFAULT_LOCALE;
}

/** A syntactically plausible language tag (en, ja-JP, zh-Hant-TW). Anything else is rejected. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8}){0,3}$/;
