import type { Page } from 'playwright-core';
import { PAGE_META, type PublicPage } from '../../packages/core/src/seo/page-meta.ts';
import type { Lang } from '../accounts/helpers.ts';

/** The information pages: URL segment and PAGE_META key. */
export const INFO_PAGES = [
  ['about', 'about'],
  ['privacy', 'privacy'],
  ['cookie-policy', 'cookiePolicy'],
  ['terms-use', 'termsUse'],
  ['tokushoho', 'tokushoho'],
  ['order', 'order'],
] as const satisfies readonly (readonly [string, PublicPage])[];

export type InfoPath = (typeof INFO_PAGES)[number][0];

export const titleOf = (lang: Lang, key: PublicPage) => PAGE_META[lang][key].title;

export const banner = (page: Page) => page.getByTestId('cookie-banner');

/** The consent part of localStorage["logoya"], or undefined. */
export const storedConsent = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').consent as unknown);

/** What reached window.dataLayer so far (undefined when nothing ever did). */
export const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer?.map((e) => ({ ...e })),
  );

/** The page has no sideways scroll at its width. */
export const fitsWidth = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
