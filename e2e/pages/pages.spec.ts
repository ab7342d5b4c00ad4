import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageTitle } from '../../packages/core/src/seo/site.ts';
import { axeViolations, type Lang } from '../accounts/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { fitsWidth, INFO_PAGES, type InfoPath, titleOf } from './helpers.ts';
import { E2E_SELLER } from './seller.ts';

/** Texts each page must show in each language: facts of SPEC §1, §4 and §9. */
const KEY_CONTENT: Record<Lang, Record<InfoPath, string[]>> = {
  en: {
    about: [
      'One design, one owner',
      '$198.00',
      'up to 2 free revisions',
      '5 favourite logos free of charge for 10 days',
    ],
    privacy: ['Stripe', 'Postal-code lookups', 'IP address', 'Transfers to other countries'],
    'cookie-policy': ['logoya.lang', 'Analytics (only with consent)', 'Cookie settings'],
    'terms-use': [
      'for 1 month after delivery',
      'for 6 months after delivery',
      'no longer be cancelled or refunded',
      'governed by the laws of Japan',
    ],
    tokushoho: ['Seller', 'Time of delivery', E2E_SELLER.SELLER_ADDRESS, '$198.00'],
    order: ['$198.00', 'Includes 10% tax: $18.00', 'Pay by card', 'Check the confirmation image', 'Delivery'],
  },
  ja: {
    about: [
      '1つのデザインに、持ち主は1人だけ',
      '¥13,200',
      '2回までの無料修正',
      '最大5点まで、10日間無料でキープ',
    ],
    privacy: ['Stripe', '郵便番号検索', 'IPアドレス', '外国にある第三者への提供'],
    'cookie-policy': ['logoya.lang', 'アクセス解析（同意した場合のみ）', 'クッキー設定'],
    'terms-use': ['納品後1か月以内', '納品後6か月以内', 'キャンセル・返金はお受けできません', '日本法に準拠'],
    tokushoho: [
      '販売業者',
      E2E_SELLER.SELLER_NAME,
      '運営統括責任者',
      '所在地',
      '電話番号',
      'メールアドレス',
      '販売価格',
      '商品代金以外の必要料金',
      '支払方法',
      '支払時期',
      '引渡時期',
      '返品・キャンセル',
      '動作環境・提供形態',
      E2E_SELLER.SELLER_ADDRESS,
      '¥13,200',
    ],
    order: ['¥13,200', 'うち消費税（10%）：¥1,200', 'カード決済', '確認用画像のご確認', '納品'],
  },
  vi: {
    about: [
      'Mỗi thiết kế chỉ có một chủ sở hữu',
      '968.000 ₫',
      'tối đa 2 lần chỉnh sửa miễn phí',
      'tối đa 5 logo yêu thích trong 10 ngày',
    ],
    privacy: ['Stripe', 'Tra cứu mã bưu chính', 'địa chỉ IP', 'Nghị định 13/2023/NĐ-CP'],
    'cookie-policy': ['logoya.lang', 'Phân tích (chỉ khi đồng ý)', 'Cài đặt cookie'],
    'terms-use': [
      'trong 1 tháng sau khi bàn giao',
      'trong 6 tháng sau khi bàn giao',
      'không thể hủy hay hoàn tiền',
      'pháp luật Nhật Bản',
    ],
    tokushoho: ['Người bán', 'Thời điểm bàn giao', E2E_SELLER.SELLER_REPRESENTATIVE, '968.000 ₫'],
    order: ['5.000.000 ₫', 'Phí hủy', 'Thuê chúng tôi'],
  },
};

/** Phones for ja and vi, desktop for en: each language is seen at one width here. */
const WIDTH: Record<Lang, number> = { en: 1280, ja: 390, vi: 390 };

const CASES = (['en', 'ja', 'vi'] as const).flatMap((lang) =>
  INFO_PAGES.map(([path, key]) => [lang, path, key] as const),
);

describe.skipIf(!enabled)('information pages', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(CASES)('/%s/%s shows its title and key facts', async (lang, path, key) => {
    const { page, context, problems } = await openPage(browser, { width: WIDTH[lang] });
    await page.goto(`/${lang}/${path}`);
    const title = titleOf(lang, key);
    await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
    // The same title as the server's SEO head.
    expect(await page.title()).toBe(pageTitle(title));
    const main = page.locator('main');
    // Prices come from the server: wait until they have replaced the loading text.
    await page.waitForFunction(() => !document.querySelector('main')?.textContent?.includes('…'));
    const text = (await main.innerText()).replace(/\s+/g, ' ');
    for (const expected of KEY_CONTENT[lang][path]) expect(text).toContain(expected);
    expect(await fitsWidth(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['en', 'ja', 'vi'] as const)('the legal notice in %s shows the configured seller', async (lang) => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto(`/${lang}/tokushoho`);
    const seller = (token: string) => page.locator(`main [data-seller="${token}"]`).first();
    await seller('name').waitFor();
    expect(await seller('name').innerText()).toBe(E2E_SELLER.SELLER_NAME);
    expect(await seller('representative').innerText()).toBe(E2E_SELLER.SELLER_REPRESENTATIVE);
    expect(await seller('address').innerText()).toBe(E2E_SELLER.SELLER_ADDRESS);
    expect(await seller('phone').innerText()).toBe(E2E_SELLER.SELLER_PHONE);
    expect(await seller('phone').getAttribute('href')).toBe('tel:0355550123');
    expect(await seller('email').innerText()).toBe(E2E_SELLER.SELLER_EMAIL);
    expect(await seller('email').getAttribute('href')).toBe(`mailto:${E2E_SELLER.SELLER_EMAIL}`);
    // Every setting is configured: no demo notice, and none of the demo shop's values.
    const text = await page.locator('main').innerText();
    expect(await page.getByTestId('seller-demo').count()).toBe(0);
    expect(text).not.toMatch(/demo shop|デモショップ|cửa hàng demo|support@logoya\.test|00-0000-0000/i);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the Vietnamese order page and the privacy policy quote the configured hotline and e-mail', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto('/vi/order');
    const hotline = page.getByTestId('hotline').first();
    await hotline.waitFor();
    expect(await hotline.innerText()).toBe(E2E_SELLER.SELLER_HOTLINE_VN);
    expect(await hotline.getAttribute('href')).toBe('tel:02838221234');
    await page.goto('/en/privacy');
    const mail = page.locator('main [data-seller="email"]').first();
    await mail.waitFor();
    expect(await mail.innerText()).toBe(E2E_SELLER.SELLER_EMAIL);
    expect(await page.locator('main [data-seller="name"]').first().innerText()).toBe(E2E_SELLER.SELLER_NAME);
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each(['en', 'ja', 'vi'] as const)(
    'the terms in %s show the cancellation fees 0, 50, 75 and 100 percent',
    async (lang) => {
      const { page, context, problems } = await openPage(browser, { width: 390 });
      await page.goto(`/${lang}/terms-use`);
      const table = page.locator('main table');
      await table.waitFor();
      const fees = await table.locator('tbody td').allInnerTexts();
      expect(fees).toEqual(['0%', '50%', '75%', '100%']);
      const modification = {
        en: 'costs 50% of its price',
        ja: 'プラン料金の50%',
        vi: 'phí hủy là 50% giá gói',
      }[lang];
      expect(await page.locator('main').innerText()).toContain(modification);
      expect(await fitsWidth(page)).toBe(true);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('a wide table scrolls inside its focusable frame on a phone, not the page', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto('/ja/privacy');
    const frame = page.locator('main table').first().locator('xpath=..');
    await frame.waitFor();
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    expect(await frame.getAttribute('tabindex')).toBe('0');
    await frame.focus();
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(
      () => (document.querySelector('main table')?.parentElement?.scrollLeft ?? 0) > 0,
    );
    expect(await fitsWidth(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('switching the language keeps the page and shows the new text', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/en/terms-use');
    await page.getByRole('heading', { level: 1, name: titleOf('en', 'termsUse') }).waitFor();
    await page.getByRole('link', { name: '日本語' }).click();
    await page.waitForURL(/\/ja\/terms-use$/);
    await page.getByRole('heading', { level: 1, name: titleOf('ja', 'termsUse') }).waitFor();
    expect(await page.locator('main').innerText()).toContain('第1条（適用）');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', 'about', 1280],
    ['ja', 'tokushoho', 390],
    ['vi', 'order', 390],
    ['vi', 'terms-use', 1280],
    ['en', 'order', 390],
  ] as const)('/%s/%s at %i px has no accessibility violations (banner shown)', async (lang, path, width) => {
    const { page, context } = await openPage(browser, { width });
    await page.goto(`/${lang}/${path}`);
    await page.locator('h1').waitFor();
    await page.getByTestId('cookie-banner').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
