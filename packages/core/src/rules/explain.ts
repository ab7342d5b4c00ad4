import type { Locale } from '../constants.ts';

/** A text in each shop language; null (or blank) where that language has none. */
export type TextsByLocale = Record<Locale, string | null>;

/**
 * The logo description a page in `lang` shows (issue 24): the page language's own, or, only when
 * that is empty, the Japanese one, which the page marks lang="ja". Null when neither exists.
 */
export function explainIn(texts: TextsByLocale, lang: Locale): { text: string; lang: Locale } | null {
  for (const code of lang === 'ja' ? (['ja'] as const) : ([lang, 'ja'] as const)) {
    const text = texts[code]?.trim();
    if (text) return { text, lang: code };
  }
  return null;
}
