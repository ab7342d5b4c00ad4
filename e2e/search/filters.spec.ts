import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import {
  cardIds,
  currentQuery,
  expectChecked,
  group,
  LANGS,
  nameIn,
  type Options,
  searchApi,
  searchOptions,
  texts,
  waitForTotal,
} from './helpers.ts';

describe.skipIf(!enabled)('search filters in the sidebar', () => {
  let browser: Browser;
  let options: Options;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function optionsOf(page: Page): Promise<Options> {
    options ??= await searchOptions(page);
    return options;
  }

  it.each(LANGS)(
    'checkboxes in %s drive the URL and the results, and survive reload and Back',
    async (lang) => {
      const { page, context, problems } = await openPage(browser, { locale: lang });
      await page.goto(`/${lang}/search`);
      const all = await searchApi(page, '', lang);
      await waitForTotal(page, all.meta.total);
      const { industries, tastes } = await optionsOf(page);
      const [first, second] = [industries[1], industries[6]] as [
        Options['industries'][0],
        Options['industries'][0],
      ];
      const taste = tastes[3] as Options['tastes'][0];
      const industry = group(page, lang, 'industry');

      // All (id 0) is checked while no industry is chosen.
      await expectChecked(
        industry.getByRole('checkbox', { name: industries[0] && nameIn(industries[0], lang), exact: true }),
        true,
      );
      await industry.getByRole('checkbox', { name: nameIn(first, lang), exact: true }).click();
      await page.waitForURL((url) => url.searchParams.get('industry_id') === `${first.id}`);
      await waitForTotal(page, (await searchApi(page, `industry_id=${first.id}`, lang)).meta.total);

      // Several values of one filter: any of them (OR); the URL keeps a readable comma list.
      await industry.getByRole('checkbox', { name: nameIn(second, lang), exact: true }).click();
      await page.waitForURL((url) => url.search.includes(`industry_id=${first.id},${second.id}`));
      const either = await searchApi(page, `industry_id=${first.id},${second.id}`, lang);
      await waitForTotal(page, either.meta.total);

      // Across filters: all of them (AND).
      await group(page, lang, 'type')
        .getByRole('checkbox', { name: nameIn(taste, lang), exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('taste_id') === `${taste.id}`);
      const both = await searchApi(page, `industry_id=${first.id},${second.id}&taste_id=${taste.id}`, lang);
      expect(both.meta.total).toBeLessThanOrEqual(either.meta.total);
      await waitForTotal(page, both.meta.total);
      expect((await cardIds(page)).sort()).toEqual(both.data.map((c) => c.logo_id).sort());

      // A bookmark: the same URL reloaded shows the same boxes and results.
      await page.reload();
      await waitForTotal(page, both.meta.total);
      await expectChecked(industry.getByRole('checkbox', { name: nameIn(second, lang), exact: true }), true);
      await expectChecked(
        group(page, lang, 'type').getByRole('checkbox', { name: nameIn(taste, lang), exact: true }),
        true,
      );

      // Back returns to the previous conditions.
      await page.goBack();
      await waitForTotal(page, either.meta.total);
      expect(currentQuery(page).get('taste_id')).toBeNull();

      // All clears the industry filter.
      await industry
        .getByRole('checkbox', { name: nameIn(industries[0] as Options['industries'][0], lang), exact: true })
        .click();
      await page.waitForURL((url) => url.searchParams.get('industry_id') === null);
      await waitForTotal(page, all.meta.total);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('the alphabet select-all box is checked exactly when all 30 letters are, and means no letter filter', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('en');
    await page.goto('/en/search');
    const all = await searchApi(page, '');
    await waitForTotal(page, all.meta.total);
    const { alphabets } = await optionsOf(page);
    expect(alphabets).toHaveLength(30);
    const letters = group(page, 'en', 'alphabet');
    const selectAll = letters.getByRole('checkbox', { name: t.discover.selectAllLetters, exact: true });

    await letters.getByRole('checkbox', { name: 'A', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('alphabet_id') === `${alphabets[0]?.id}`);
    await waitForTotal(page, (await searchApi(page, `alphabet_id=${alphabets[0]?.id}`)).meta.total);
    await expectChecked(selectAll, false);

    await selectAll.click();
    await page.waitForURL((url) => url.searchParams.get('alphabet_id')?.split(',').length === 30);
    for (const letter of alphabets) {
      await expectChecked(letters.getByRole('checkbox', { name: letter.name, exact: true }), true);
    }
    // Every letter gives the same results as none.
    await waitForTotal(page, all.meta.total);
    await page
      .getByRole('list', { name: t.discover.conditions })
      .getByText(t.discover.allLettersChip)
      .waitFor();

    // One letter off: no longer all.
    await letters.getByRole('checkbox', { name: '@', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('alphabet_id')?.split(',').length === 29);
    await expectChecked(selectAll, false);
    await selectAll.click();
    await page.waitForURL((url) => url.searchParams.get('alphabet_id')?.split(',').length === 30);
    // The box shows all letters again before it is clicked to clear them: a click on the box the
    // URL has not reached yet would choose every letter a second time.
    await expectChecked(selectAll, true);
    await selectAll.click();
    await page.waitForURL((url) => url.searchParams.get('alphabet_id') === null);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('removes conditions with their chips, hides sold-out logos and clears all', async () => {
    const { page, context, problems } = await openPage(browser);
    const t = texts('en');
    const { industries, colors } = await optionsOf(page);
    const industry = industries[1] as Options['industries'][0];
    const color = colors[1] as Options['colors'][0];
    await page.goto(`/en/search?u_keyword=a&industry_id=${industry.id}&color_id=${color.id}`);
    await waitForTotal(
      page,
      (await searchApi(page, `u_keyword=a&industry_id=${industry.id}&color_id=${color.id}`)).meta.total,
    );
    const chips = page.getByRole('list', { name: t.discover.conditions });
    const remove = (label: string) =>
      chips.getByRole('link', { name: t.discover.removeCondition.replace('{{label}}', label), exact: true });

    await remove(industry.name_en).click();
    await page.waitForURL((url) => url.searchParams.get('industry_id') === null);
    expect(currentQuery(page).get('color_id')).toBe(`${color.id}`);
    expect(currentQuery(page).get('u_keyword')).toBe('a');
    await waitForTotal(page, (await searchApi(page, `u_keyword=a&color_id=${color.id}`)).meta.total);

    // The sold-out toggle: sold_out=0 leaves out sold and negotiating logos.
    await page.getByRole('checkbox', { name: t.discover.hideSoldOut, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sold_out') === '0');
    await waitForTotal(
      page,
      (await searchApi(page, `u_keyword=a&color_id=${color.id}&sold_out=0`)).meta.total,
    );
    await remove(t.discover.soldOutHiddenChip).waitFor();

    await remove(t.discover.textChip.replace('{{text}}', 'a')).click();
    await page.waitForURL((url) => url.searchParams.get('u_keyword') === null);
    await chips.getByRole('link', { name: t.discover.clearAll, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/en/search' && url.search === '');
    await waitForTotal(page, (await searchApi(page, '')).meta.total);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps both choices when a second box is ticked before the search page has come', async () => {
    const { page, context, problems } = await openPage(browser, { locale: 'en' });
    const { industries, colors } = await optionsOf(page);
    const industry = industries[1] as Options['industries'][0];
    const color = colors[1] as Options['colors'][0];
    // From the home page, the first tick opens the search page, whose code is held back: the page
    // stays on the home page (a navigation renders in a transition) while the address already has
    // the first choice, as on a slow phone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/search-page-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/en/');
    await page.getByTestId('logo-card').first().waitFor();
    await group(page, 'en', 'industry')
      .getByRole('checkbox', { name: nameIn(industry, 'en'), exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('industry_id') === `${industry.id}`);
    await group(page, 'en', 'genre')
      .getByRole('checkbox', { name: nameIn(color, 'en'), exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('color_id') === `${color.id}`);
    release();
    // Both choices are in the address and in the results.
    expect(new URL(page.url()).searchParams.get('industry_id')).toBe(`${industry.id}`);
    const expected = await searchApi(page, `industry_id=${industry.id}&color_id=${color.id}`, 'en');
    await waitForTotal(page, expected.meta.total);
    expect((await cardIds(page)).sort()).toEqual(expected.data.map((c) => c.logo_id).sort());
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(LANGS)('filters from the phone drawer in %s at 390 px', async (lang) => {
    const { page, context, problems } = await openPage(browser, { locale: lang, width: 390 });
    const t = texts(lang);
    const { industries, colors } = await optionsOf(page);
    const industry = industries[1] as Options['industries'][0];
    const color = colors[1] as Options['colors'][0];
    await page.goto(`/${lang}/`);
    await page.getByTestId('logo-card').first().waitFor();
    await page.getByRole('button', { name: t.header.openCategories }).click();
    const drawer = page.getByRole('dialog', { name: t.categories.heading });
    await drawer.waitFor();
    await drawer.getByRole('checkbox', { name: nameIn(industry, lang), exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === `/${lang}/search` && url.searchParams.get('industry_id') === `${industry.id}`,
    );
    // The drawer stays open for more choices.
    await drawer.getByRole('checkbox', { name: nameIn(color, lang), exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('color_id') === `${color.id}`);
    const expected = await searchApi(page, `industry_id=${industry.id}&color_id=${color.id}`, lang);
    const show = t.discover[expected.meta.total === 1 ? 'showCount_one' : 'showCount_other'].replace(
      '{{count, number}}',
      String(expected.meta.total),
    );
    await drawer.getByRole('button', { name: show, exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    await waitForTotal(page, expected.meta.total);
    expect((await cardIds(page)).sort()).toEqual(expected.data.map((c) => c.logo_id).sort());
    // The page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(problems).toEqual([]);
    await context.close();
  });
});
