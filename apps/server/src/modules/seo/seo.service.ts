import {
  CURRENCY_BY_LOCALE,
  type LetteringNames,
  LOCALES,
  type Locale,
  letteringNames,
  PAGE_META,
  type PriceSettingRow,
  padNumber,
  resolvePrices,
} from '@logoya/core';
import {
  logoAvailability,
  logoDisplayName,
  logoPageHead,
  sharedNamesHead,
  structuredPrice,
} from '@logoya/core/seo/logo-meta';
import { PRIVATE_PAGE_META } from '@logoya/core/seo/private-page-meta';
import { localizedUrl, resolveSeoRoute, type SeoRoute } from '@logoya/core/seo/seo-route';
import { pageTitle, SITE_NAME, X_DEFAULT_LOCALE } from '@logoya/core/seo/site';
import type { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/db.ts';
import { DEFAULT_IMAGE_URL, fileUrl, getPriceSettings } from '../catalog/index.ts';
import { sharedPicture } from '../lettering/index.ts';
import type { HeadData, HeadImage } from './head-html.ts';
import * as repo from './seo.repository.ts';
import { SITE_IMAGE } from './site-image.ts';

export interface SeoDeps {
  db: Db;
  /** The public catalogue cache: price settings are the same for every visitor. */
  cache: MicroCache;
  /** PUBLIC_URL, without a trailing slash. */
  base: string;
}

function siteImage(base: string, locale: Locale): HeadImage {
  return {
    url: `${base}${SITE_IMAGE.path}`,
    width: SITE_IMAGE.width,
    height: SITE_IMAGE.height,
    alt: PAGE_META[locale].home.title,
  };
}

function alternatesOf(base: string, path: string, query: string) {
  return [
    ...LOCALES.map((l) => ({ hreflang: l, href: localizedUrl(base, l, path, query) })),
    { hreflang: 'x-default', href: localizedUrl(base, X_DEFAULT_LOCALE, path, query) },
  ];
}

function websiteJsonLd(base: string, locale: Locale) {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: SITE_NAME,
    url: localizedUrl(base, locale, '/'),
    inLanguage: locale,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${localizedUrl(base, locale, '/search')}?u_keyword={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** Head of a page that exists for visitors: a public page, or a private one kept out of results. */
function pageHeadFor(base: string, route: Extract<SeoRoute, { kind: 'page' | 'private' }>): HeadData {
  const meta =
    route.kind === 'page' ? PAGE_META[route.locale][route.page] : PRIVATE_PAGE_META[route.locale][route.page];
  const canonical = localizedUrl(base, route.locale, route.path, route.query);
  return {
    lang: route.locale,
    title: pageTitle(meta.title),
    shareTitle: meta.title,
    description: meta.description,
    noindex: route.kind === 'private',
    canonical,
    alternates: alternatesOf(base, route.path, route.query),
    share: { type: 'website', url: canonical, image: siteImage(base, route.locale) },
    twitterCard: 'summary_large_image',
    jsonLd: route.kind === 'page' && route.page === 'home' ? [websiteJsonLd(base, route.locale)] : [],
  };
}

/** A path that shows nothing of its own (the app sends the visitor home): the home meta, not indexed. */
function nothingHere(base: string, locale: Locale): HeadData {
  const meta = PAGE_META[locale].home;
  return {
    lang: locale,
    title: pageTitle(meta.title),
    shareTitle: meta.title,
    description: meta.description,
    noindex: true,
    canonical: null,
    alternates: [],
    share: { type: 'website', url: localizedUrl(base, locale, '/'), image: siteImage(base, locale) },
    twitterCard: 'summary_large_image',
    jsonLd: [],
  };
}

/**
 * The names a shared link carries (`?main_name=…&sub_name=…`, issue 25), judged as the cart judges
 * them; null when there are none or they would be refused, so the link shows the plain logo.
 */
export function sharedNames(search: string): LetteringNames | null {
  const params = new URLSearchParams(search);
  const main = params.get('main_name');
  const sub = params.get('sub_name');
  if (main === null || sub === null) return null;
  const judged = letteringNames.safeParse({ main_name: main, sub_name: sub });
  return judged.success ? judged.data : null;
}

async function logoHead(
  deps: SeoDeps,
  route: Extract<SeoRoute, { kind: 'logo' }>,
  search: string,
): Promise<HeadData> {
  const { base } = deps;
  const names = sharedNames(search);
  const [logo, priceRows, named] = await Promise.all([
    repo.findPublicLogo(deps.db, route.id),
    deps.cache.get<PriceSettingRow[]>('seo price-settings', () => getPriceSettings(deps.db)),
    names ? sharedPicture(deps.db, route.id, names) : null,
  ]);
  if (!logo) return nothingHere(base, route.locale);

  const locale = route.locale;
  const prices = resolvePrices(priceRows, locale);
  const currency = CURRENCY_BY_LOCALE[locale];
  const rawName = locale === 'ja' ? logo.name_ja : locale === 'vi' ? logo.name_vi : logo.name_en;
  const name = logoDisplayName(rawName, locale);
  const meta = logoPageHead({ name: rawName, state: logo.state }, locale, {
    amount: prices.logoPrice,
    currency,
  });
  const canonical = localizedUrl(base, locale, route.path);
  const imageUrl = `${base}${fileUrl(logo.image_key) ?? DEFAULT_IMAGE_URL}`;
  const product = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description: meta.description,
    image: [imageUrl],
    url: canonical,
    sku: padNumber(logo.id),
    productID: String(logo.id),
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      url: canonical,
      price: structuredPrice(prices.logoPrice, currency),
      priceCurrency: currency,
      availability: logoAvailability(logo.state),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SITE_NAME },
    },
  };
  const head: HeadData = {
    lang: locale,
    title: pageTitle(meta.title),
    shareTitle: meta.title,
    description: meta.description,
    noindex: false,
    canonical,
    alternates: alternatesOf(base, route.path, ''),
    share: {
      type: 'product',
      url: canonical,
      image: { url: imageUrl, width: logo.image_width, height: logo.image_height, alt: name },
    },
    twitterCard: 'summary',
    jsonLd: [product],
  };
  if (!names || !named) return head;
  // A shared link with names (ADR 0101): its card shows the logo with those names. The canonical
  // URL stays the logo's own, so search engines keep one page per logo.
  const shared = sharedNamesHead({ name: rawName }, names, locale);
  const query = `?${new URLSearchParams({ main_name: names.main_name, sub_name: names.sub_name })}`;
  return {
    ...head,
    shareTitle: shared.title,
    share: {
      type: 'product',
      url: localizedUrl(base, locale, route.path, query),
      image: { url: `${base}${named.path}`, width: named.width, height: named.height, alt: shared.alt },
    },
    twitterCard: 'summary_large_image',
  };
}

/** Head tags of a shop page URL (path and query as requested). */
export async function shopPageHead(deps: SeoDeps, pathname: string, search: string): Promise<HeadData> {
  const route = resolveSeoRoute(pathname, search);
  switch (route.kind) {
    case 'page':
    case 'private':
      return pageHeadFor(deps.base, route);
    case 'logo':
      return logoHead(deps, route, search);
    case 'unknown':
      return nothingHere(deps.base, route.locale);
  }
}

/** Head of the home page, for when a page's own head cannot be built (the database is down). */
export function fallbackHead(deps: Pick<SeoDeps, 'base'>, pathname: string): HeadData {
  // Not marked noindex: a crawler passing during an outage must not drop a real page.
  return { ...nothingHere(deps.base, resolveSeoRoute(pathname).locale), noindex: false };
}

/** Back-office pages: Japanese, never indexed, no shared-link tags. */
export function backOfficeHead(): HeadData {
  return {
    lang: 'ja',
    title: `${SITE_NAME} 管理画面`,
    shareTitle: `${SITE_NAME} 管理画面`,
    description: 'Logoyaの管理画面です。',
    noindex: true,
    canonical: null,
    alternates: [],
    share: null,
    twitterCard: 'summary',
    jsonLd: [],
  };
}
