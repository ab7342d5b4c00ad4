import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoCard, LogoDetail } from '../../packages/core/src/index.ts';
import { formatMoney } from '../../packages/core/src/rules/money.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { call, freeLogos, LANGS, message, signInContext, texts } from './helpers.ts';

describe.skipIf(!enabled)('the logo detail page in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)(
    'asks for the sub name and main name, totals the options, and Add to cart asks for the names (%s)',
    async (lang) => {
      const t = texts(lang);
      const [logo] = await freeLogos(1);
      const { body } = await call<{ data: LogoDetail }>('GET', `/api/logo/${logo!.logo_id}`, { lang });
      const detail = body.data;
      const { page, context, problems } = await openPage(browser);
      await signInContext(context, null);
      await page.goto(`/${lang}/logo/detail/${detail.logo_id}`);
      const panel = page.getByTestId('order-panel');
      const sub = panel.getByLabel(t.tank.subName, { exact: true });
      const main = panel.getByLabel(t.tank.mainName, { exact: true });
      await sub.waitFor();

      // Leaving a name empty shows the spec's message under it.
      await sub.focus();
      await page.keyboard.press('Tab');
      await panel.getByText(message(lang, 'msg:sub_name_required'), { exact: true }).waitFor();
      await main.focus();
      await page.keyboard.press('Tab');
      await panel.getByText(message(lang, 'msg:main_name_required'), { exact: true }).waitFor();
      expect(await sub.getAttribute('aria-invalid')).toBe('true');
      await sub.fill('Bakery & Café');
      await main.fill('Sakura');
      await panel
        .getByText(message(lang, 'msg:sub_name_required'), { exact: true })
        .waitFor({ state: 'detached' });
      await panel
        .getByText(message(lang, 'msg:main_name_required'), { exact: true })
        .waitFor({ state: 'detached' });

      // Option prices are in the language's currency and the total follows the choices.
      const money = (amount: number) => formatMoney({ amount, currency: detail.prices.currency });
      const total = panel.getByTestId('order-total');
      expect((await total.innerText()).trim()).toBe(money(detail.price.amount));
      expect((await panel.getByTestId('price-manual').innerText()).trim()).toBe(
        `+${money(detail.prices.logo_manual_price)}`,
      );
      expect((await panel.getByTestId('price-motion').innerText()).trim()).toBe(
        `+${money(detail.prices.logo_motion_price)}`,
      );
      await panel.getByLabel(t.detail.optionManual, { exact: true }).check();
      expect((await total.innerText()).trim()).toBe(
        money(detail.price.amount + detail.prices.logo_manual_price),
      );
      await panel.getByLabel(t.detail.optionMotion, { exact: true }).check();
      expect((await total.innerText()).trim()).toBe(
        money(detail.price.amount + detail.prices.logo_manual_price + detail.prices.logo_motion_price),
      );

      // Add to cart works now: pressed on a fresh page without the names, it asks for both and
      // sends nothing.
      await page.reload();
      await sub.waitFor();
      const addToCart = panel.getByRole('button', { name: t.buying.add.button, exact: true });
      expect(await addToCart.isEnabled()).toBe(true);
      expect(await panel.getByTestId('field-error').count()).toBe(0);
      const cartCalls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/api/cart') cartCalls.push(request.method());
      });
      await addToCart.click();
      await panel.getByText(message(lang, 'msg:sub_name_required'), { exact: true }).waitFor();
      await panel.getByText(message(lang, 'msg:main_name_required'), { exact: true }).waitFor();
      expect(await sub.getAttribute('aria-invalid')).toBe('true');
      expect(await main.getAttribute('aria-invalid')).toBe('true');
      expect(cartCalls).toEqual([]);
      expect(await page.getByTestId('toast').count()).toBe(0);
      expect(await page.getByTestId('cart-badge').count()).toBe(0);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('shows every image file as a thumbnail and up to 8 recommended logos (en)', async () => {
    const [logo] = await freeLogos(1);
    const id = logo!.logo_id;
    const files = (await call<{ files: { url: string }[] }>('GET', `/api/logo/check-logo-image-muti/${id}`))
      .body.files;
    const recommended = (await call<{ data: LogoCard[] }>('GET', `/api/logo/recommended/${id}?limit=8`)).body
      .data;
    const { page, context, problems } = await openPage(browser);
    await signInContext(context, null);
    await page.goto(`/en/logo/detail/${id}`);
    const gallery = page.getByTestId('logo-gallery');
    await gallery.waitFor();
    const urls = [...new Set(files.map((f) => f.url))];
    expect(urls.length).toBeGreaterThan(1);
    const thumbs = gallery.getByRole('button');
    await thumbs.nth(urls.length - 1).waitFor();
    expect(await thumbs.count()).toBe(urls.length);
    const big = gallery.locator('img').first();
    expect(await big.getAttribute('src')).toBe(urls[0]);
    await thumbs.nth(1).click();
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    expect(await big.getAttribute('src')).toBe(urls[1]);

    const section = page.getByTestId('recommended');
    await section.getByRole('heading', { name: texts('en').tank.recommended }).waitFor();
    const cards = section.getByTestId('logo-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(Math.min(8, recommended.length));
    const hrefs = await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(recommended.slice(0, 8).map((c) => `/en/logo/detail/${c.logo_id}`));
    // Sold and negotiating logos are never recommended.
    expect(await section.getByText(texts('en').card.soldOut, { exact: true }).count()).toBe(0);
    expect(await section.getByText(texts('en').card.negotiating, { exact: true }).count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
