import { detectLocale } from '@logoya/core/rules/locale';
import { resolveSeoRoute, type SeoRoute } from '@logoya/core/seo/seo-route';

/** The languages of an Accept-Language header, most wanted first (as navigator.languages lists them). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * What a shop URL will show once the app has it. A path without a language is rewritten by the
 * app to /{lang}/… in the remembered language, else the browser's (LanguageRedirect): the server
 * cannot know the first, so it takes the second, which is right on a first visit (and costs only
 * unused bytes otherwise: the app then asks the API itself).
 */
export function pageRoute(
  pathname: string,
  search: string,
  acceptLanguage: string | undefined,
): SeoRoute & { prefixed: boolean } {
  const route = resolveSeoRoute(pathname, search);
  if (route.prefixed) return route;
  const lang = detectLocale(acceptedLanguages(acceptLanguage));
  return resolveSeoRoute(`/${lang}${pathname}`, search);
}
