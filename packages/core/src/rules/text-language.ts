import type { Locale } from '../constants.ts';

/** Kana (hiragana, katakana, half-width katakana) and CJK ideographs, as used in Japanese text. */
const JAPANESE = /[\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uff66-\uff9f]/u;

/**
 * Letters only Vietnamese uses among the shop's languages: đ, ơ, ư, ă, and vowels carrying a tone
 * mark that Latin-1 lacks (ạ ả ấ ầ … ỹ, U+1EA0–U+1EF9). Plain é or à alone do not decide.
 */
const VIETNAMESE = /[đĐơƠưƯăĂ\u1ea0-\u1ef9]/u;

/**
 * The language a free text (a logo's single explanation) is written in, read from its script:
 * any kana or kanji → ja, else any Vietnamese letter → vi, else en. A pure guess without a
 * dictionary (ADR 0065): enough to mark the text with `lang`, not to translate or to search.
 */
export function textLanguage(text: string): Locale {
  if (JAPANESE.test(text)) return 'ja';
  if (VIETNAMESE.test(text.normalize('NFC'))) return 'vi';
  return 'en';
}
