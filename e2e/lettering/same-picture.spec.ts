import path from 'node:path';
import type { Browser, Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderPictureUrl } from '../../packages/core/src/index.ts';
import { BO, STAFF, signInByApi } from '../backoffice/helpers.ts';
import {
  api,
  CARDS,
  checkoutFromCart,
  createMember,
  type Lang,
  orderIdIn,
  ordersOf,
  payByCard,
  signInContext,
  takeLogos,
  texts,
} from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { atBothWidths, SHOTS, WIDTHS } from '../widths.ts';

/**
 * Issue 25, "the same picture everywhere" (ADR 0102): names typed on a detail page follow the
 * purchase. The cart and the checkout's final confirmation show the public preview of the layout's
 * current version with those names; payment complete, the order history and the back office's
 * order show the order's picture, drawn from the version the order pinned. Every picture must have
 * loaded (naturalWidth > 0) and point to the server's call with those names.
 * With E2E_SHOTS_DIR set, each screen is photographed at 1280 and 390 px.
 */

const LOCALE: Record<Lang, string> = { en: 'en-US', ja: 'ja-JP', vi: 'vi-VN' };
const NAMES: Record<Lang, { main: string; sub: string }> = {
  en: { main: 'Blue Harbor', sub: 'Coffee' },
  ja: { main: 'ひかり', sub: '株式会社' },
  vi: { main: 'Tiệm Hoa Nhỏ', sub: 'Hà Nội' },
};

interface Picture {
  src: string;
  naturalWidth: number;
  alt: string;
}

/** The named pictures in `where`, once each has finished loading. */
async function picturesIn(where: Locator): Promise<Picture[]> {
  const images = where.getByTestId('line-picture');
  await images.first().waitFor();
  await expect
    .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).complete)))
    .toBe(true);
  return images.evaluateAll((all) =>
    all.map((img) => {
      const image = img as HTMLImageElement;
      return { src: image.currentSrc || image.src, naturalWidth: image.naturalWidth, alt: image.alt };
    }),
  );
}

/** A preview of `logoId`'s current layout version with the names, loaded. */
function expectPreview(picture: Picture | undefined, logoId: number, names: { main: string; sub: string }) {
  expect(picture, 'a named picture').toBeDefined();
  const url = new URL(picture!.src);
  expect(url.pathname).toBe(`/api/logo/${logoId}/preview`);
  expect(url.searchParams.get('main_name')).toBe(names.main);
  expect(url.searchParams.get('sub_name')).toBe(names.sub);
  expect(url.searchParams.get('v')).toMatch(/^\d+$/);
  expect(picture!.naturalWidth).toBeGreaterThan(0);
  expect(picture!.alt).toContain(names.main);
}

/** The order's picture of `logoId`, loaded. */
function expectOrderPicture(picture: Picture | undefined, orderId: number, logoId: number) {
  expect(picture, 'the order picture').toBeDefined();
  const url = new URL(picture!.src);
  expect(`${url.pathname}${url.search}`).toBe(orderPictureUrl(orderId, logoId));
  expect(picture!.naturalWidth).toBeGreaterThan(0);
}

describe.skipIf(!enabled)('the same named picture from the detail page to the back office', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en', 'ja', 'vi'] as const) {
    it(`follows the purchase: cart, checkout, payment complete, history, back office (${lang})`, async () => {
      const t = texts(lang);
      const names = NAMES[lang];
      const member = await createMember(`same-picture-${lang}`);
      const [logo] = await takeLogos(1);
      const logoId = logo!.logo_id;
      const has = await api<{ data: { has_layout: boolean } }>(
        'GET',
        `/api/logo/${logoId}/preview?format=json&main_name=a&sub_name=b`,
        { lang },
      );
      expect(has.body.data.has_layout).toBe(true);

      const { page, context, problems } = await openPage(browser, { locale: LOCALE[lang] });
      await signInContext(context, member);

      // The detail page: the typed names in the picture, then into the cart.
      await page.goto(`/${lang}/logo/detail/${logoId}`);
      const panel = page.getByTestId('order-panel');
      await panel.getByLabel(t.tank.subName, { exact: true }).fill(names.sub);
      await panel.getByLabel(t.tank.mainName, { exact: true }).fill(names.main);
      await expect.poll(() => page.getByTestId('named-picture').getAttribute('alt')).toContain(names.main);
      await panel.getByRole('button', { name: t.buying.add.button }).click();
      await expect
        .poll(
          async () =>
            (
              await api<{ data: { count: number } }>('GET', '/api/cart', {
                token: member.token,
                lang,
              })
            ).body.data.count,
        )
        .toBe(1);

      // The cart and the final confirmation: the preview of the current version with the names.
      await page.goto(`/${lang}/my-page/cart`);
      const line = page.getByTestId('cart-item');
      expectPreview((await picturesIn(line))[0], logoId, names);
      await atBothWidths(page, `cart-${lang}`);
      await checkoutFromCart(page, lang);
      expectPreview((await picturesIn(page.getByTestId('review-lines')))[0], logoId, names);
      await atBothWidths(page, `checkout-${lang}`);

      // Paid: the order's own picture, pinned, on payment complete and in the history.
      await payByCard(page, lang, CARDS.succeeded);
      await page.waitForURL((url) => url.pathname === `/${lang}/my-page/payment-complete`);
      const orderId = orderIdIn(page);
      const [order] = await ordersOf(member, lang);
      expect(order!.id).toBe(orderId);
      expect(order!.order_logos[0]).toMatchObject({
        logo_id: logoId,
        main_name: names.main,
        sub_name: names.sub,
        picture_url: orderPictureUrl(orderId, logoId),
      });
      expect(order!.order_logos[0]!.lettering_version).toEqual(expect.any(Number));
      const complete = page.getByTestId('complete-pictures');
      const [shown] = await picturesIn(complete);
      expectOrderPicture(shown, orderId, logoId);
      expect(shown!.alt).toContain(names.main);
      await atBothWidths(page, `payment-complete-${lang}`);

      await page.goto(`/${lang}/my-page/order-history`);
      const card = page.locator(`[data-testid="order"][data-order-id="${orderId}"]`);
      const pictures = await picturesIn(card);
      // The table's picture (wide screens) and the stacked card's (phones) are the same picture.
      expect(pictures.length).toBeGreaterThan(0);
      for (const picture of pictures) expectOrderPicture(picture, orderId, logoId);
      await atBothWidths(page, `order-history-${lang}`);
      expect(problems).toEqual([]);
      await context.close();

      // The back office's order, as admin.
      const staff = await openPage(browser);
      await signInByApi(staff.context, STAFF.admin);
      await staff.page.goto(`${BO}/orders?search_text=${order!.order_number}`);
      // Wide, the table's row opens; on a phone, the order's card (each opened in its own layout).
      for (const width of WIDTHS) {
        await staff.page.setViewportSize({ width, height: 900 });
        await staff.page.getByRole('button', { name: `注文 ${order!.order_number} の明細` }).click();
        const lines = staff.page.getByRole('list', { name: `注文 ${order!.order_number} のロゴ` });
        const [bo] = await picturesIn(lines);
        expectOrderPicture(bo, orderId, logoId);
        expect(bo!.alt).toContain(names.main);
        expect(await staff.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        if (SHOTS) {
          await staff.page.screenshot({
            path: path.join(SHOTS, `backoffice-order-${lang}-${width}.png`),
            fullPage: true,
          });
        }
      }
      expect(staff.problems).toEqual([]);
      await staff.context.close();
    });
  }
});
