import {
  asOfOf,
  type Locale,
  type LogoCardPage,
  logoCardPage,
  logoDetailResponse,
  logoImagesResponse,
  numberProductResponse,
  priceSettingResponse,
  type SearchOptions,
  type SellerDetails,
  searchLogoQuery,
  searchOptions,
  sellerResponse,
  staffAllLogoQuery,
} from '@logoya/core';
import type { PublicPage } from '@logoya/core/seo/page-meta';
import type { SeoRoute } from '@logoya/core/seo/seo-route';
import { safeEncode, type ZodType } from 'zod';
import type { MicroCache } from '../../platform/cache/micro-cache.ts';
import type { Db } from '../../platform/db/db.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import {
  countPublicLogos,
  getLogoDetail,
  getPriceSettings,
  getSearchOptions,
  listAllLogos,
  listLogoImages,
} from '../catalog/index.ts';
import { type SearchEntries, searchLogos } from '../search/index.ts';
import { hasFilters, pageParamOf, parseSearchPage, searchApiParams } from './initial-search.ts';

/**
 * The first answers of a page, written into its HTML (ADR 0052): the cards of
 * the home page, the search page's results (and its filter options when it has filters), the
 * logo of a detail page and its images, the seller's details and prices on the information pages
 * that quote them (ADR 0072), and on each the header's count of posted logos (which
 * would otherwise push the cards down when it arrives). Each is keyed by the exact API URL the web app asks for
 * it, so the app's API client takes it instead of a request, once (shared/api/initial-answers.ts).
 * A visitor's answers are shared like the API's (ADR 0009); a member's carry their own hearts and
 * keeps and are not shared.
 */
export interface FirstAnswers {
  /** The page language: the answers are priced and named in it. */
  locale: Locale;
  answers: Record<string, unknown>;
  /** Images the first view shows at once (the first card, the logo): preloaded from the head. */
  images: string[];
  /** Whether an answer depends on who asks (a signed-in member). */
  personal: boolean;
}

export interface FirstAnswersDeps {
  db: Db;
  cache: MicroCache;
  /** Free-text queries' entries (ADR 0069); absent: looked up every time. */
  searchEntries?: SearchEntries;
  /** The seller's details (SELLER_* settings), the same for everyone until a restart. */
  seller: SellerDetails;
}

/**
 * The information pages, and what they quote in their text: the seller's details (GET
 * /api/seller) and the prices (GET /api/price-setting). The other public pages are the
 * catalogue's (home, search) or forms (contact, logo-mark-req).
 */
const INFO_PAGES: Readonly<Partial<Record<PublicPage, { seller: boolean; prices: boolean }>>> = {
  about: { seller: true, prices: true },
  privacy: { seller: true, prices: false },
  cookiePolicy: { seller: true, prices: false },
  termsUse: { seller: true, prices: true },
  tokushoho: { seller: true, prices: true },
  order: { seller: true, prices: true },
};

type Route = SeoRoute & { prefixed: boolean };

/** An answer as the API serialises it (the route's response contract), ready for JSON. */
function encoded<T>(schema: ZodType, value: T): unknown {
  const result = safeEncode(schema, value);
  if (!result.success) throw result.error;
  return result.data;
}

/**
 * The answers of a shop page, or null when it has none to give (other pages, a path the app
 * rewrites, conditions the app refuses before asking). Rejects when the catalogue refuses or
 * fails (a page past the last, a logo that is not public): the page is then served without them
 * and the app asks the API and shows what it answers.
 */
export async function firstAnswers(
  deps: FirstAnswersDeps,
  requestCtx: RequestContext | undefined,
  route: Route,
  pathname: string,
  search: string,
  /**
   * The browser is signed in by its session cookie, which is read on API calls only (ADR 0026):
   * the page cannot know who it is, so it leaves out the answers that differ per member (cards,
   * logo), which the app then asks for with its cookie; the others still come.
   */
  signedInBrowser = false,
): Promise<FirstAnswers | null> {
  // A path without its language is read as the app will rewrite it (page-route.ts).
  if (!route.prefixed) return null;
  const locale = route.locale;
  const ctx: RequestContext = { ip: '', ...requestCtx, locale, actor: requestCtx?.actor ?? null };
  const personal = ctx.actor !== null;
  const answers: Record<string, unknown> = {};
  /** Visitors share an answer for a moment, as the API does; a member's is their own. */
  const answer = (url: string, schema: ZodType, compute: () => Promise<unknown>) =>
    personal
      ? compute().then((value) => encoded(schema, value))
      : deps.cache.get(`first-answer ${locale} ${url}`, async () => encoded(schema, await compute()));

  const countUrl = '/api/number-product';
  const [first, count] = await Promise.all([
    pageAnswers({ deps, ctx, route, pathname, search, answer, answers, personal, signedInBrowser }),
    deps.cache.get(`first-answer ${countUrl}`, async () =>
      encoded(numberProductResponse, { data: { count: await countPublicLogos(deps.db) } }),
    ),
  ]);
  if (!first) return null;
  answers[countUrl] = count;
  return first;
}

interface PageInput {
  deps: FirstAnswersDeps;
  ctx: RequestContext;
  route: Route;
  pathname: string;
  search: string;
  answer: (url: string, schema: ZodType, compute: () => Promise<unknown>) => Promise<unknown>;
  answers: Record<string, unknown>;
  personal: boolean;
  signedInBrowser: boolean;
}

/** The answers of the page's own content: its cards, results, or logo. */
async function pageAnswers(input: PageInput): Promise<FirstAnswers | null> {
  const { deps, ctx, route, pathname, search, answer, answers, personal, signedInBrowser } = input;
  const locale = ctx.locale;
  if (route.kind === 'page' && route.page === 'home') {
    if (signedInBrowser) return { locale, answers, images: [], personal };
    const params = new URLSearchParams(search);
    const page = pageParamOf(params);
    const asOf = asOfOf(params.get('as_of'), page);
    const query = new URLSearchParams({ per_page: '100', page: String(page) });
    if (asOf !== undefined) query.set('as_of', String(asOf));
    const url = `/api/all-logo?${query}`;
    const parsed = staffAllLogoQuery.parse(Object.fromEntries(query));
    answers[url] = await answer(url, logoCardPage, () => listAllLogos(deps.db, ctx, parsed));
    return { locale, answers, images: firstCardImage(answers[url]), personal };
  }

  if (route.kind === 'page' && route.page === 'search') {
    const params = new URLSearchParams(search);
    const conditions = parseSearchPage(params);
    if (!conditions) return null;
    let options: SearchOptions | null = null;
    if (hasFilters(conditions)) {
      // The app checks the filters against the options before it searches: they come too.
      const url = '/api/search-options';
      options = (await deps.cache.get(`first-answer ${url}`, async () =>
        encoded(searchOptions, await getSearchOptions(deps.db)),
      )) as SearchOptions;
      answers[url] = options;
    }
    const page = pageParamOf(params);
    const query = searchApiParams(conditions, page, options, asOfOf(params.get('as_of'), page));
    if (!query || signedInBrowser) return { locale, answers, images: [], personal };
    const url = `/api/search/logo?${query}`;
    const parsed = searchLogoQuery.parse(Object.fromEntries(query));
    answers[url] = await answer(url, logoCardPage, () =>
      searchLogos(deps.db, ctx, parsed, deps.searchEntries),
    );
    return { locale, answers, images: firstCardImage(answers[url]), personal };
  }

  const info = route.kind === 'page' ? INFO_PAGES[route.page] : undefined;
  if (info) {
    if (info.seller) answers['/api/seller'] = encoded(sellerResponse, { data: deps.seller });
    if (info.prices) {
      const url = '/api/price-setting';
      // Shared like the API's answer; a price change clears the catalogue cache.
      answers[url] = await deps.cache.get(`first-answer ${url}`, async () =>
        encoded(priceSettingResponse, { data: await getPriceSettings(deps.db) }),
      );
    }
    return { locale, answers, images: [], personal };
  }

  if (route.kind === 'logo' && pathname.endsWith(`/logo/detail/${route.id}`)) {
    const url = `/api/logo/${route.id}`;
    const imagesUrl = `/api/logo/check-logo-image-muti/${route.id}`;
    const [detail, images] = await Promise.all([
      signedInBrowser
        ? null
        : answer(url, logoDetailResponse, async () => ({
            data: await getLogoDetail(deps.db, ctx, route.id),
          })),
      answer(imagesUrl, logoImagesResponse, () => listLogoImages(deps.db, ctx, route.id)),
    ]);
    if (detail) answers[url] = detail;
    answers[imagesUrl] = images;
    // The same for everyone: the logo's main image, preloaded.
    const main = (images as { files: { url: string }[] }).files[0]?.url;
    return { locale, answers, images: main ? [main] : [], personal };
  }
  return null;
}

/** The first card's image: on phones and wide screens alike the largest picture painted first. */
function firstCardImage(page: unknown): string[] {
  const first = (page as LogoCardPage).data[0];
  return first?.src ? [first.src] : [];
}
