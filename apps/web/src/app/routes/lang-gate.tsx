import type { Locale } from '@logoya/core';
import { isLocale } from '@logoya/core/rules/locale';
import { type ReactNode, use, useLayoutEffect } from 'react';
import { Outlet, useParams } from 'react-router';
import { i18n } from '../../shared/i18n/i18n.ts';
import { rememberLocale } from '../../shared/i18n/locale.ts';
import { LanguageRedirect } from './language-redirect.tsx';

function LocaleScope({ lang, children }: { lang: Locale; children: ReactNode }) {
  // A language whose texts have not loaded yet (a switch) suspends: the navigation keeps the old
  // page on screen until they arrive, as it does for a lazy page's code. The first page's
  // language is loaded before the first render (main.tsx).
  if (!i18n.isLoaded(lang)) use(i18n.loadAll(lang));
  // Before paint, so a language switch never shows a frame of the old language.
  useLayoutEffect(() => {
    void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
    rememberLocale(lang);
  }, [lang]);
  return children;
}

/** Accepts en, ja and vi as the first segment; anything else is rewritten with a language prefix. */
export function LangGate() {
  const { lang } = useParams();
  if (!isLocale(lang)) return <LanguageRedirect />;
  return (
    <LocaleScope lang={lang}>
      <Outlet />
    </LocaleScope>
  );
}
