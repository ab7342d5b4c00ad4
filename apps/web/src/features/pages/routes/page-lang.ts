import type { Locale } from '@logoya/core';
import { DEFAULT_LOCALE } from '@logoya/core/constants';
import { isLocale } from '@logoya/core/rules/locale';

/** The language of a /:lang route; the gate above redirects other values, so this is a guard. */
export function pageLang(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
