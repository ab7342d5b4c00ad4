import { isLocale } from '@logoya/core/rules/locale';
import { Navigate, useLocation } from 'react-router';
import { redirectLocale } from '../../shared/i18n/locale.ts';

/**
 * Rewrites a path without a language prefix to /{lang}/path, keeping query and hash. The
 * language is the remembered one, else the browser's (codes containing vi or ja map to them).
 */
export function LanguageRedirect() {
  const { pathname, search, hash } = useLocation();
  const lang = redirectLocale();
  const first = pathname.split('/')[1];
  // A language path never reaches here; guard anyway so a redirect cannot loop.
  const rest = isLocale(first) ? '/' : pathname;
  return <Navigate to={`/${lang}${rest}${search}${hash}`} replace />;
}
