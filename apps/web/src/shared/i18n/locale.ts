import type { Locale } from '@logoya/core';
import { DEFAULT_LOCALE } from '@logoya/core/constants';
import { detectLocale, isLocale } from '@logoya/core/rules/locale';
import { useParams } from 'react-router';

const STORAGE_KEY = 'logoya.lang';

/** The page language from the `/:lang` route segment (en when outside a language route). */
export function useLang(): Locale {
  const { lang } = useParams();
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** A path inside the language prefix: localizedPath('ja', '/search') is '/ja/search'. */
export function localizedPath(lang: Locale, path = '/'): string {
  return `/${lang}${path.startsWith('/') ? path : `/${path}`}`;
}

/** The language the visitor used last, if any (storage can be unavailable in private modes). */
export function rememberedLocale(): Locale | null {
  try {
    const value = window.localStorage.getItem(STORAGE_KEY);
    return isLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(lang: Locale): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Not remembering is harmless: the browser languages decide next time.
  }
}

function browserLanguages(): readonly string[] {
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language a path without one is rewritten to (LanguageRedirect): the remembered one, else the
 * browser's (codes containing vi or ja map to them). The server guesses the same from
 * Accept-Language to put the right first answers into the page.
 */
export function redirectLocale(): Locale {
  return rememberedLocale() ?? detectLocale(browserLanguages());
}
