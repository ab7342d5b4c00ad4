import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoCard } from '../../packages/core/src/index.ts';
import type { PriceSettingRow } from '../../packages/core/src/rules/money.ts';
import { addToCart, adminToken, api, createMember, signInContext, takeLogos } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { STAFF, signInToBackoffice, toast } from './helpers.ts';

/** The price settings screen (admin); its axe check runs with the zips screens in zips.spec.ts. */
describe.skipIf(!enabled)('back-office price settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('changes the prices of a language; the shop’s logo detail and cart show them at once', async () => {
    const { body: before } = await api<{ data: PriceSettingRow[] }>('GET', '/api/price-setting');
    const member = await createMember('bo-prices');
    const [logo] = (await takeLogos(1)) as [LogoCard];
    await addToCart(
      { token: member.token },
      { logo_id: logo.logo_id, sub_name: '株式会社', main_name: 'ひかり' },
      'ja',
    );
    try {
      const { page, context, problems } = await openPage(browser);
      await signInToBackoffice(page, STAFF.admin);
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: '価格設定' })
        .click();
      await page.getByRole('heading', { level: 1, name: '価格設定' }).waitFor();
      await page.getByText('作成済みの注文の価格と税額は変わりません。', { exact: false }).waitFor();

      // Yen: thousands separators as one types; a tax past 100 % is refused.
      const ja = page.getByTestId('prices-ja');
      const price = ja.getByLabel('ロゴ価格（JPY）');
      await expect.poll(() => price.inputValue()).toBe('13,200');
      await price.fill('14300');
      expect(await price.inputValue()).toBe('14,300');
      await ja.getByText('ショップでの表示: ¥14,300').waitFor();
      const tax = ja.getByLabel('消費税率（%）');
      await tax.fill('150');
      const saveJa = page.getByRole('button', { name: '日本語の価格を更新' });
      await saveJa.click();
      await ja.getByText('0から100までの整数で入力して下さい。').waitFor();
      await tax.fill('10');
      await saveJa.click();
      await toast(page, '更新しました。').waitFor();

      // Dollars with cents: $49.50 is sent as 4950 cents.
      const en = page.getByTestId('prices-en');
      const manual = en.getByLabel('ロゴマニュアル（オプション）（USD）');
      await expect.poll(() => manual.inputValue()).toBe('49');
      await manual.fill('49.5');
      await en.getByText('ショップでの表示: $49.50').waitFor();
      await page.getByRole('button', { name: '英語の価格を更新' }).click();
      const stored = async () => {
        const { body } = await api<{ data: PriceSettingRow[] }>('GET', '/api/price-setting');
        const value = (key: string, lang: string) =>
          body.data.find((r) => r.key === key && r.lang === lang)?.value;
        return [value('logo_price', 'ja'), value('tax', 'ja'), value('logo_manual_price', 'en')];
      };
      await expect.poll(stored).toEqual([14300, 10, 4950]);
      await toast(page, '更新しました。').first().waitFor();
      expect(problems).toEqual([]);
      await context.close();

      // The shop, at once: the detail page in both languages and the member's cart.
      const shop = await openPage(browser, { locale: 'ja' });
      await signInContext(shop.context, member);
      await shop.page.goto(`/ja/logo/detail/${logo.logo_id}`);
      await expect.poll(() => shop.page.getByTestId('detail-price').first().innerText()).toContain('¥14,300');
      await shop.page.goto(`/en/logo/detail/${logo.logo_id}`);
      await expect.poll(() => shop.page.getByTestId('price-manual').first().innerText()).toContain('$49.50');
      await shop.page.goto('/ja/my-page/cart');
      await expect
        .poll(() => shop.page.getByTestId('cart-item-price').first().innerText())
        .toContain('¥14,300');
      expect(shop.problems).toEqual([]);
      await shop.context.close();
    } finally {
      const restored = await api('PUT', '/api/price-setting', {
        token: await adminToken(),
        body: { settings: before.data },
      });
      expect(restored.status).toBe(200);
    }
  });
});
