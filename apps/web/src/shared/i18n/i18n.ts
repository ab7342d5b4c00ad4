import { DEFAULT_LOCALE, LOCALES } from '@logoya/core/constants';
import { catalogs } from '@logoya/core/i18n/index';
import { isLocale } from '@logoya/core/rules/locale';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The language of the first URL segment, so the first render is already in the right language. */
function initialLanguage(): string {
  const first = window.location.pathname.split('/')[1];
  return isLocale(first) ? first : DEFAULT_LOCALE;
}

void i18n.use(initReactI18next).init({
  resources: {
    en: { translation: catalogs.en },
    ja: { translation: catalogs.ja },
    vi: { translation: catalogs.vi },
  },
  lng: initialLanguage(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  // The catalogs are bundled, so initialisation finishes before the first render.
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
