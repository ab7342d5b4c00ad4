import type { Locale } from '@logoya/core';

/** The name of a category option (industry, genre, type) in the page language. */
export function localizedName(
  option: { name_en: string; name_ja: string; name_vi: string },
  lang: Locale,
): string {
  const name = lang === 'ja' ? option.name_ja : lang === 'vi' ? option.name_vi : option.name_en;
  return name || option.name_en;
}
