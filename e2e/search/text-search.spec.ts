import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTitle } from '../../packages/core/src/seo/site.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  cardIds,
  LANGS,
  logoDetail,
  publicLogoIds,
  publicLogoWhere,
  searchApi,
  searchBox,
  searchFor,
  storedRecently,
  texts,
  waitForTotal,
} from './helpers.ts';

describe.skipIf(!enabled)('search by text, keyword tags and recent searches', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps what the visitor types while the search page is still loading (en)', async () => {
    const { page, context, problems } = await openPage(browser, { locale: 'en' });
    // Hold the search page's code: the router shows the new page (and the box's conditions) only
    // once the lazy page has loaded, so the visitor can type again in the meantime.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let asked = false;
    await page.route('**/assets/search-page-*.js', async (route) => {
      asked = true;
      await held;
      await route.continue();
    });
    await page.goto('/en/');
    const box = searchBox(page, 'en');
    await box.fill('cafe');
    await box.press('Enter');
    await expect.poll(() => asked).toBe(true);
    // Still on the home page: the navigation waits for the page's code (the address bar may
    // already show the search; the page on screen is the home page's).
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(texts('en').home.heading);
    await box.fill('flower');
    release();
    await page.waitForURL((url) => url.searchParams.get('u_keyword') === 'cafe');
    await page.waitForLoadState('networkidle');
    // The first search arriving must not take the box back to its words.
    expect(await box.inputValue()).toBe('flower');
    await box.press('Enter');
    await page.waitForURL((url) => url.searchParams.get('u_keyword') === 'flower');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('finds a logo by its %s name from the header box', async (lang) => {
    const { page, context, problems } = await openPage(browser, { locale: lang });
    const t = texts(lang);
    await page.goto(`/${lang}/`);
    const [id] = await publicLogoIds(page, 1);
    const logo = await logoDetail(page, id as number);
    const name = logo.names[lang] as string;

    await searchFor(page, lang, name);
    const expected = await searchApi(page, `u_keyword=${encodeURIComponent(name)}`, lang);
    await waitForTotal(page, expected.meta.total);
    expect(await cardIds(page)).toContain(id);
    // The tab names the words and the total (issue 12).
    const d = t.discover;
    const count = (d[expected.meta.total === 1 ? 'titleCount_one' : 'titleCount_other'] as string).replace(
      '{{count, number}}',
      new Intl.NumberFormat(lang).format(expected.meta.total),
    );
    const words = d.titleWithText
      .replace('{{text}}', d.textChip.replace('{{text}}', name))
      .replace('{{total}}', count);
    await expect.poll(() => page.title()).toBe(pageTitle(words));
    // The text is a condition chip, and the box still shows it.
    const chips = page.getByRole('list', { name: t.discover.conditions });
    await chips
      .getByRole('link', {
        name: t.discover.removeCondition.replace('{{label}}', t.discover.textChip.replace('{{text}}', name)),
      })
      .waitFor();
    expect(await searchBox(page, lang).inputValue()).toBe(name);
    expect((await storedRecently(page)).keywordRecently?.[0]).toEqual({ kind: 'u_keyword', text: name });
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('shows the %s empty-result text and a way back', async (lang) => {
    const { page, context, problems } = await openPage(browser, { locale: lang });
    const t = texts(lang);
    await page.goto(`/${lang}/search?u_keyword=qzxqzxqzx`);
    await waitForTotal(page, 0);
    const empty = page.getByTestId('empty-results');
    await empty.getByText(t.search.empty, { exact: true }).waitFor();
    expect(await page.getByTestId('logo-card').count()).toBe(0);
    await empty.getByRole('link', { name: t.discover.clearAll }).click();
    await page.waitForURL(new RegExp(`/${lang}/search$`));
    await page.getByTestId('logo-card').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a keyword tag on the detail page opens the search for that keyword', async () => {
    const { page, context, problems } = await openPage(browser, { locale: 'ja' });
    const t = texts('ja');
    await page.goto('/ja/');
    const logo = await publicLogoWhere(page, (l) => Boolean(l.keywords[0]?.keyword_language.ja));
    const id = logo.id;
    const keyword = logo.keywords[0]?.keyword_language.ja as string;
    await page.goto(`/ja/logo/detail/${id}`);
    await page.getByRole('link', { name: keyword, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    const expected = await searchApi(page, `keyword=${encodeURIComponent(keyword)}`, 'ja');
    await waitForTotal(page, expected.meta.total);
    expect(await cardIds(page)).toContain(id);
    const chip = t.discover.keywordChip.replace('{{name}}', keyword);
    await page.getByRole('list', { name: t.discover.conditions }).getByText(chip, { exact: true }).waitFor();
    expect((await storedRecently(page)).keywordRecently?.[0]).toEqual({ kind: 'keyword', text: keyword });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('a search link with an unknown or malformed condition says so, with a way to start again', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('en');
    for (const query of [
      'industry_id=abc',
      'color_id=99999',
      'sold_out=maybe',
      `u_keyword=${'x'.repeat(101)}`,
    ]) {
      await page.goto(`/en/search?${query}`);
      await page.getByRole('alert').getByText(t.discover.badLink, { exact: true }).waitFor();
      expect(await page.getByTestId('logo-card').count()).toBe(0);
    }
    await page.getByRole('link', { name: t.discover.resetSearch }).click();
    await page.waitForURL(/\/en\/search$/);
    await page.getByTestId('logo-card').first().waitFor();
    // Nothing was asked of the API that it would refuse: no 4xx in the console.
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the last 5 searches, re-runs one and clears them, leaving the rest of the client state', async () => {
    const { page, context, problems } = await openPage(browser, { locale: 'vi' });
    const t = texts('vi');
    await page.goto('/vi/');
    await page.evaluate(() =>
      localStorage.setItem('logoya', JSON.stringify({ system: { menu: 'dashboard' } })),
    );
    const words = ['cà phê', 'trà', 'bánh mì', 'sushi', 'yoga', 'tóc'];
    for (const word of words) await searchFor(page, 'vi', word);
    // The same words again move to the front instead of repeating.
    await searchFor(page, 'vi', 'TRÀ');

    await page.goto('/vi/');
    await searchBox(page, 'vi').focus();
    const panel = page.getByRole('region', { name: t.discover.recentSearches });
    await panel.waitFor();
    expect(await panel.getByRole('link').allInnerTexts()).toEqual(['TRÀ', 'tóc', 'yoga', 'sushi', 'bánh mì']);
    await panel.getByRole('link', { name: 'sushi', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('u_keyword') === 'sushi');
    await expect.poll(() => searchBox(page, 'vi').inputValue()).toBe('sushi');

    // Shown once: not on the search page itself, only in the box's panel. Clearing there
    // empties the list and keeps the other parts of the client state.
    await page.getByTestId('logo-card').first().waitFor();
    expect(await page.getByTestId('recent-searches').count()).toBe(0);
    // Pressed, not focused: the box may still hold the focus the chosen search gave back.
    await searchBox(page, 'vi').click();
    await expect.poll(() => panel.getByRole('link').first().innerText()).toBe('sushi');
    await panel.getByRole('button', { name: t.discover.clearRecent }).click();
    await panel.waitFor({ state: 'detached' });
    const state = await page.evaluate(() => JSON.parse(localStorage.getItem('logoya') ?? '{}'));
    expect(state.system).toEqual({ menu: 'dashboard' });
    expect(state.recently.keywordRecently).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
