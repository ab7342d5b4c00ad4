import type { Locale } from '../constants.ts';

export const SITE_NAME = 'Logoya';

/** A page's full title as the head shows it: "Contact us | Logoya". */
export function pageTitle(title: string): string {
  return title && title !== SITE_NAME ? `${title} | ${SITE_NAME}` : SITE_NAME;
}

/** Open Graph locale of each shop language. */
export const OG_LOCALE: Record<Locale, string> = { en: 'en_US', ja: 'ja_JP', vi: 'vi_VN' };

/** The language search engines get when none of the alternates fits the searcher. */
export const X_DEFAULT_LOCALE: Locale = 'en';
