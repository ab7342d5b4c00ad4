import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enabled, launch, openPage } from '../fixtures.ts';
import { createMember, LANGS, money, paidOrder, signInContext, takeLogos, texts } from './helpers.ts';

const NAMES = {
  en: { main: 'Bakery', sub: 'Sakura' },
  ja: { main: 'ひかり', sub: '株式会社' },
  vi: { main: 'Tiệm bánh', sub: 'Hoa Sen' },
} as const;

/**
 * Issue 24, defect 7: the order history labelled the buyer's main and sub names "Option". They
 * stand under their own labels now, and "Options" holds the manual and motion options.
 */
describe.skipIf(!enabled)('the names in the order history', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(LANGS)('labels the main and sub names as names, on wide screens and phones (%s)', async (lang) => {
    const t = texts(lang);
    const { main, sub } = NAMES[lang];
    const member = await createMember(`history-names-${lang}`);
    const [logo] = await takeLogos(1);
    const order = await paidOrder(
      member,
      { logo_id: logo!.logo_id, main_name: main, sub_name: sub, logo_motion: true },
      lang,
    );
    const bought = order.order_logos[0]!;
    const motion = `${t.detail.optionMotion} +${money(bought.logo_motion_price, order.currency)}`;

    const { page, context, problems } = await openPage(browser, { locale: lang });
    await signInContext(context, member);
    await page.goto(`/${lang}/my-page/order-history`);
    const card = page.locator(`[data-testid="order"][data-order-id="${order.id}"]`);
    const row = card.getByTestId('order-logo');
    await row.waitFor();
    const headers = (await card.locator('thead th').allInnerTexts()).map((text) => text.trim());
    expect(headers).toEqual([
      t.buying.history.product,
      t.buying.cart.mainName,
      t.buying.cart.subName,
      t.buying.history.delivery,
      t.buying.history.price,
      t.buying.cart.options,
      t.buying.history.download,
    ]);
    const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells.slice(1, 6)).toEqual([
      main,
      sub,
      // Paid, no zip yet: the delivery state says so (ADR 0104), never a bare "Not yet".
      t.buying.delivery.preparing.label,
      money(bought.price, order.currency),
      motion,
    ]);

    // Phones: the same labels beside their values in the stacked card.
    await page.setViewportSize({ width: 390, height: 844 });
    const phone = card.getByTestId('order-logo-card');
    await phone.waitFor();
    const pairs = await phone
      .locator('dt')
      .evaluateAll((terms) =>
        terms.map((term) => [term.textContent?.trim(), term.nextElementSibling?.textContent?.trim()]),
      );
    expect(pairs).toEqual(
      expect.arrayContaining([
        [t.buying.cart.mainName, main],
        [t.buying.cart.subName, sub],
        [t.buying.cart.options, motion],
      ]),
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
