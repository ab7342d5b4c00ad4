import type { Locale } from '@logoya/core';
import { isLocale } from '@logoya/core/rules/locale';
import { type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useParams } from 'react-router';
import { rememberLocale } from '../../shared/i18n/locale.ts';
import { LanguageRedirect } from './language-redirect.tsx';

function LocaleScope({ lang, children }: { lang: Locale; children: ReactNode }) {
  const { i18n } = useTranslation();
  // Before paint, so a language switch never shows a frame of the old language.
  useLayoutEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
    document.documentElement.lang = lang;
    rememberLocale(lang);
  }, [lang, i18n]);
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
