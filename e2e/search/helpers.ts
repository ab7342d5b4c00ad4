import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { catalogs } from '../../packages/core/src/i18n/index.ts';

export type Lang = 'en' | 'ja' | 'vi';
export const LANGS: Lang[] = ['en', 'ja', 'vi'];

/** The shop's texts in a language. */
export const texts = (lang: Lang) => catalogs[lang];

/** The sidebar on wide screens (the drawer holds a second copy on phones). */
export const sidebar = (page: Page) => page.locator('aside').getByTestId('category-filters');

/** A group of the sidebar's filters, by its title in `lang`. */
export const group = (page: Page, lang: Lang, title: 'industry' | 'alphabet' | 'genre' | 'type') =>
  sidebar(page).getByRole('group', { name: texts(lang).categories[title], exact: true });

interface CardPage {
  data: { logo_id: number; logo_language: string | null }[];
  meta: { total: number; last_page: number; current_page: number };
}
interface Named {
  id: number;
  name_en: string;
  name_ja: string;
  name_vi: string;
}
export interface Options {
  industries: Named[];
  colors: Named[];
  tastes: Named[];
  alphabets: { id: number; name: string }[];
}
export interface Detail {
  logo_id: number;
  src: string;
  names: Record<Lang, string | null>;
  explains: Record<Lang, string | null>;
  keywords: { id: number; keyword_language: Record<Lang, string> }[];
}

async function getJson<T>(page: Page, path: string, lang: Lang = 'en'): Promise<T> {
  const response = await page.request.get(path, { headers: { locale: lang } });
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/** What the API itself answers for a search, to compare the page with. */
export const searchApi = (page: Page, query: string, lang: Lang = 'en') =>
  getJson<CardPage>(page, `/api/search/logo?${query}`, lang);
export const searchOptions = (page: Page) => getJson<Options>(page, '/api/search-options');
export const logoDetail = async (page: Page, id: number) =>
  (await getJson<{ data: Detail }>(page, `/api/logo/${id}`)).data;

/** Ids of public logos, newest first (the home page's first page). */
export async function publicLogoIds(page: Page, count: number): Promise<number[]> {
  const body = await getJson<CardPage>(page, `/api/all-logo?per_page=${count}`);
  return body.data.map((c) => c.logo_id);
}

/**
 * The newest public logo whose detail passes `test`. Other spec files add logos while the suite
 * runs (the back office creates some without keywords), so a test that needs a logo with some
 * property asks for one rather than taking the newest.
 */
export async function publicLogoWhere(
  page: Page,
  test: (logo: Detail) => boolean,
): Promise<Detail & { id: number }> {
  for (const id of await publicLogoIds(page, 100)) {
    const logo = await logoDetail(page, id);
    if (test(logo)) return { ...logo, id };
  }
  throw new Error('no public logo has the property this test needs');
}

export const nameIn = (option: Named, lang: Lang) =>
  lang === 'ja' ? option.name_ja : lang === 'vi' ? option.name_vi : option.name_en;

/** Waits until the breadcrumb shows this number of results (the page has loaded them). */
export async function waitForTotal(page: Page, total: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      new RegExp(`^${expected}(\\D|$)`).test(
        document.querySelector('[data-testid="search-total"]')?.textContent?.trim() ?? '',
      ),
    total,
  );
}

/** The logo ids of the cards on screen, in order. */
export async function cardIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .getByTestId('logo-card')
    .locator('a[href*="/logo/detail/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  return [...new Set(hrefs.map((href) => Number(/\/logo\/detail\/(\d+)/.exec(href)?.[1])))];
}

/** The query string of the current URL, decoded (commas and text readable). */
export function currentQuery(page: Page): URLSearchParams {
  return new URL(page.url()).searchParams;
}

/** The `recently` part of localStorage["logoya"]. */
export function storedRecently(page: Page): Promise<{
  keywordRecently?: { kind: string; text: string }[];
  recentlyViewedLogos?: { logo_id: number; names: Record<string, string | null>; src: string }[];
}> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}').recently ?? {});
}

/** The header's search box. */
export const searchBox = (page: Page, lang: Lang) =>
  page.getByRole('searchbox', { name: texts(lang).discover.searchLabel, exact: true });

/** Types a text into the header box and submits it with Enter. */
export async function searchFor(page: Page, lang: Lang, text: string): Promise<void> {
  const box = searchBox(page, lang);
  // Let the previous page settle, type, and check the box holds the new text before sending it.
  const arrived = (url: URL) =>
    url.pathname === `/${lang}/search` && url.searchParams.get('u_keyword') === text;
  await page.waitForLoadState('networkidle');
  await box.fill(text);
  await expect.poll(() => box.inputValue()).toBe(text);
  await box.press('Enter');
  await page.waitForURL(arrived);
  // The URL changes before the new page is on screen; once it is, the route focus moves focus to
  // its heading (app/routing/route-focus.tsx). Typing the next search before then would lose its
  // Enter to that heading, so the search has arrived when the heading holds focus.
  await page.waitForFunction(() => document.activeElement?.matches('main h1') === true);
  // The search is remembered before the next step reads or changes the recent searches.
  await page.waitForFunction(
    (typed) =>
      JSON.parse(localStorage.getItem('logoya') ?? '{}').recently?.keywordRecently?.[0]?.text === typed,
    text,
  );
}

/** Waits for a box to show a state: the page updates it once the URL has changed. */
export async function expectChecked(box: Locator, checked: boolean): Promise<void> {
  await expect.poll(() => box.isChecked(), { timeout: 5000 }).toBe(checked);
}
