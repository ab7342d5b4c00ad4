import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceSettingRow } from '../../packages/core/src/rules/money.ts';
import { adminToken, api } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { fitsWidth, titleOf } from './helpers.ts';

/** SPEC §9, VND with tax: the amounts exactly as a Vietnamese reader sees them. */
const PLANS = {
  'layout-change': '1.500.000 ₫',
  'redo-existing': '2.050.000 ₫',
  'sketch-to-vector': '1.100.000 ₫',
  'extra-design': '265.000 ₫',
  basic: '5.000.000 ₫',
  business: '8.000.000 ₫',
  vip: '15.000.000 ₫',
};
const OPTIONS = { lettering: '2.150.000 ₫', rush: '1.500.000 ₫', detailedRevision: '3.000.000 ₫' };

describe.skipIf(!enabled)('order plan page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('/vi/order lists the custom design plans, options, fees and hotline', async () => {
    const { page, context, problems } = await openPage(browser, { width: 390 });
    await page.goto('/vi/order');
    await page.getByRole('heading', { level: 1, name: titleOf('vi', 'order') }).waitFor();
    const plans = await page
      .getByTestId('plan-card')
      .evaluateAll((cards) =>
        Object.fromEntries(
          cards.map((card) => [
            card.getAttribute('data-plan'),
            card.querySelector('[data-testid="plan-price"]')?.textContent,
          ]),
        ),
      );
    expect(plans).toEqual(PLANS);
    const options = await page
      .getByTestId('option-row')
      .evaluateAll((rows) =>
        Object.fromEntries(
          rows.map((row) => [
            row.getAttribute('data-option'),
            row.querySelector('[data-testid="option-price"]')?.textContent,
          ]),
        ),
      );
    expect(options).toEqual(OPTIONS);
    const text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    for (const fact of [
      '3 phương án thiết kế',
      'Phương án đầu tiên trong 5 ngày làm việc',
      'Bộ nhận diện thương hiệu: thêm 3 ngày',
      'Chỉnh sửa miễn phí 3 lần',
      '5 phương án (gồm 2 lần chỉnh sửa)',
      'Chỉnh sửa không giới hạn trong 30 ngày',
      'Không giới hạn số lần trong 1 tháng',
      'đã bao gồm thuế',
    ]) {
      expect(text).toContain(fact);
    }
    expect(await page.locator('main table tbody td').allInnerTexts()).toEqual(['0%', '50%', '75%', '100%']);
    expect(text).toContain('phí 50% giá gói');
    const hotline = page.getByTestId('hotline').first();
    expect(await hotline.getAttribute('href')).toMatch(/^tel:\+?\d{6,}$/);
    expect(await fitsWidth(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the hire-us button of a plan opens the contact page with the plan', async () => {
    const { page, context, problems } = await openPage(browser);
    await page.goto('/vi/order');
    const basic = page.locator('[data-plan="basic"]');
    await basic.getByRole('link', { name: 'Thuê chúng tôi – Gói Cơ bản' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/vi/contact' && url.searchParams.get('plan') === 'basic',
    );
    await page.getByRole('heading', { level: 1, name: titleOf('vi', 'contact') }).waitFor();
    await page.goto('/vi/order');
    await page.getByRole('link', { name: 'Thuê chúng tôi', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/vi/contact');
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([
    ['en', '$198.00'],
    ['ja', '¥13,200'],
  ] as const)('/%s/order shows the ready-made offer at %s from the server', async (lang, price) => {
    const { page, context, problems } = await openPage(browser, { width: lang === 'ja' ? 390 : 1280 });
    await page.goto(`/${lang}/order`);
    await page.getByRole('heading', { level: 1, name: titleOf(lang, 'order') }).waitFor();
    const offer = page.getByTestId('offer-price');
    await offer.waitFor();
    expect(await offer.innerText()).toBe(price);
    expect(await page.getByTestId('plan-card').count()).toBe(0);
    const text = await page.locator('main').innerText();
    for (const format of ['.ai', '.pdf', '.svg', '.png', '.jpg']) expect(text).toContain(format);
    await page
      .getByRole('link', { name: { en: 'Browse logos', ja: 'ロゴを探す' }[lang], exact: true })
      .click();
    await page.waitForURL((url) => url.pathname === `/${lang}/`);
    await page.getByTestId('logo-card').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('the offer follows the server price settings, from the first paint', async () => {
    // Another price in the server's settings: the page shows it, not a built-in amount. The page
    // brings the settings with it (ADR 0072), so the change must reach that answer too.
    const { body: before } = await api<{ data: PriceSettingRow[] }>('GET', '/api/price-setting');
    const token = await adminToken();
    const changed = before.data.map((row) =>
      row.key === 'logo_price' && row.lang === 'en' ? { ...row, value: 25000 } : row,
    );
    expect((await api('PUT', '/api/price-setting', { token, body: { settings: changed } })).status).toBe(200);
    try {
      const { page, context, problems } = await openPage(browser);
      await page.goto('/en/order');
      await page.getByTestId('offer-price').waitFor();
      expect(await page.getByTestId('offer-price').innerText()).toBe('$250.00');
      expect(await page.locator('main').innerText()).toContain('Includes 10% tax: $22.73');
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      const restored = await api('PUT', '/api/price-setting', { token, body: { settings: before.data } });
      expect(restored.status).toBe(200);
    }
  });
});
