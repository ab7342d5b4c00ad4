import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoCard } from '../../packages/core/src/index.ts';
import type { PriceSettingRow } from '../../packages/core/src/rules/money.ts';
import { addToCart, adminToken, api, createMember, signInContext, takeLogos } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { STAFF, signInByApi, toast } from './helpers.ts';

const storedPrice = async (key: string, lang: string) => {
  const { body } = await api<{ data: PriceSettingRow[] }>('GET', '/api/price-setting');
  return body.data.find((r) => r.key === key && r.lang === lang)?.value;
};

/**
 * The confirmation a save asks (issue 24): its title, and exactly these changes, each shown as
 * old → new in the language's currency. Answers yes, or no with `answer: 'cancel'`.
 */
async function confirmChanges(
  page: Page,
  title: string,
  changes: Record<string, string>,
  answer: 'yes' | 'cancel' = 'yes',
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByText('「変更する」を押すと、ショップの価格にすぐ反映されます。').waitFor();
  const rows = dialog.getByTestId('price-changes').getByRole('listitem');
  expect(await rows.count()).toBe(Object.keys(changes).length);
  for (const [key, change] of Object.entries(changes)) {
    // Read as shown: the arrow is seen, its spoken word (から) is for screen readers only.
    const text = await dialog.getByTestId(`price-change-${key}`).innerText();
    expect(text.replace(/\s+/g, '').replace('→から', '→')).toBe(change);
  }
  await dialog
    .getByRole('button', { name: answer === 'yes' ? '変更する' : 'キャンセル', exact: true })
    .click();
  await dialog.waitFor({ state: 'hidden' });
}

/** The price settings screen (admin); its axe check runs with the zips screens in zips.spec.ts. */
describe.skipIf(!enabled)('back-office price settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
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
      await signInByApi(context, STAFF.admin);
      await page.goto('/admin/price-settings');
      await page.getByRole('heading', { level: 1, name: '価格設定' }).waitFor();
      await page.getByText('作成済みの注文の価格と税額は変わりません。', { exact: false }).waitFor();

      // Yen: thousands separators as one types; a tax past 30 % is refused.
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
      await ja.getByText('税率は0から30までの整数（%）で入力してください。').waitFor();
      await tax.fill('10');
      await saveJa.click();
      await confirmChanges(page, '日本語（JPY）の価格を変更しますか？', { logo_price: '¥13,200→¥14,300' });
      await toast(page, '更新しました。').waitFor();

      // Dollars with cents: $49.50 is sent as 4950 cents.
      const en = page.getByTestId('prices-en');
      const manual = en.getByLabel('ロゴマニュアル（オプション）（USD）');
      await expect.poll(() => manual.inputValue()).toBe('49');
      await manual.fill('49.5');
      await en.getByText('ショップでの表示: $49.50').waitFor();
      await page.getByRole('button', { name: '英語の価格を更新' }).click();
      await confirmChanges(page, '英語（USD）の価格を変更しますか？', { logo_manual_price: '$49.00→$49.50' });
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
  it('refuses "-5" with the server’s words instead of saving $5.00, and asks before a change goes live (issue 24)', async () => {
    const { page, context, problems } = await openPage(browser);
    const puts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/api/price-setting'))
        puts.push(request.url());
    });
    try {
      await signInByApi(context, STAFF.admin);
      await page.goto('/admin/price-settings');
      const en = page.getByTestId('prices-en');
      const price = en.getByLabel('ロゴ価格（USD）');
      await expect.poll(() => price.inputValue()).toBe('198');
      const save = page.getByRole('button', { name: '英語の価格を更新' });

      // A minus stays a minus, and the rule of PUT /api/price-setting refuses it on the field.
      await price.fill('-5');
      expect(await price.inputValue()).toBe('-5');
      await save.click();
      await en.getByText('金額にマイナスは指定できません。0以上で入力してください。').waitFor();
      expect(await price.getAttribute('aria-invalid')).toBe('true');
      // Below the smallest logo price, and a fraction of a cent or of a yen.
      await price.fill('0.5');
      await save.click();
      await en.getByText('ロゴ価格は$1.00以上で入力してください。').waitFor();
      await price.fill('19.999');
      await save.click();
      await en.getByText('金額は$0.01単位で入力してください。').waitFor();
      const ja = page.getByTestId('prices-ja');
      await ja.getByLabel('ロゴ価格（JPY）').fill('13200.5');
      await page.getByRole('button', { name: '日本語の価格を更新' }).click();
      await ja.getByText('金額は¥1単位で入力してください。').waitFor();
      await ja.getByLabel('ロゴ価格（JPY）').fill('13200');
      expect(puts).toEqual([]);

      // $5.00 is a price the rule takes: the save asks first, and "cancel" changes nothing.
      await price.fill('5');
      await save.click();
      await confirmChanges(
        page,
        '英語（USD）の価格を変更しますか？',
        { logo_price: '$198.00→$5.00' },
        'cancel',
      );
      expect(puts).toEqual([]);
      expect(await storedPrice('logo_price', 'en')).toBe(19800);

      // Nothing changed: nothing to confirm.
      await price.fill('198');
      await save.click();
      await toast(page, '変更された項目はありません。').waitFor();
      expect(puts).toEqual([]);

      // Two changes, confirmed: only they are sent, and the shop has them.
      await price.fill('199');
      await en.getByLabel('モーションロゴ（オプション）（USD）').fill('120');
      await save.click();
      await confirmChanges(page, '英語（USD）の価格を変更しますか？', {
        logo_price: '$198.00→$199.00',
        logo_motion_price: '$99.00→$120.00',
      });
      await toast(page, '更新しました。').waitFor();
      expect(puts).toHaveLength(1);
      await expect.poll(() => storedPrice('logo_price', 'en')).toBe(19900);
      expect(await storedPrice('logo_motion_price', 'en')).toBe(12000);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
      const restored = await api('PUT', '/api/price-setting', {
        token: await adminToken(),
        body: {
          settings: [
            { key: 'logo_price', lang: 'en', value: 19800 },
            { key: 'logo_motion_price', lang: 'en', value: 9900 },
          ],
        },
      });
      expect(restored.status).toBe(200);
    }
  });
});
