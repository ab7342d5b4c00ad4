import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padNumber } from '../../packages/core/src/rules/text.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { cardIds, waitForTotal } from '../search/helpers.ts';
import { axeViolations, BO, STAFF, signInByApi, toast, unexpected } from './helpers.ts';
import {
  card,
  createLogo,
  logoDetail,
  namesFor,
  openLogoList,
  saveLettering,
  searchBoard,
  staffToken,
  uniqueToken,
  uploadImage,
} from './logos-helpers.ts';

const REQUIRED = '値を入力してください。';
const IMAGE_ONLY = '画像ファイルを選択してください';

describe.skipIf(!enabled)('back-office logos', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    admin = await staffToken(STAFF.admin);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin creates a logo with images, categories and keywords, and the shop finds it in three languages', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await openLogoList(page);
    await page.getByRole('link', { name: '新規ロゴ登録' }).click();
    await page.getByRole('heading', { level: 1, name: 'ロゴ登録' }).waitFor();
    // Until the logo exists, only the basic tab works.
    for (const tab of ['image', 'category', 'keyword']) {
      expect(await page.getByTestId(`tab-${tab}`).getAttribute('aria-disabled')).toBe('true');
    }
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expect.poll(() => page.getByTestId('field-error').allInnerTexts()).toEqual(Array(4).fill(REQUIRED));

    const token = uniqueToken();
    const names = namesFor(token);
    await page.getByLabel('ロゴ名（日本語）').fill(names.logo_name);
    await page.getByLabel('ロゴ名（ベトナム語）').fill(names.logo_name_vn);
    await page.getByLabel('ロゴ名（英語）').fill(names.logo_name_en);
    await page.getByLabel('ロゴの説明（日本語）').fill('三か国語で見つかるロゴです。');
    await page.getByLabel('ロゴの説明（英語）').fill('A logo found in three languages.');
    await page.getByLabel('デザイナー管理ID').fill(`E2E-${token}`);
    await page.getByLabel('担当デザイナー').selectOption({ label: STAFF.designer.name });
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await toast(page, '登録しました。').waitFor();
    // The create goes on to the new logo's editor, where every tab opens.
    await page.waitForURL((url) => /^\/admin\/logo\/\d+$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 1, name: `ロゴ編集 No.${padNumber(id)}` }).waitFor();
    const basics = (await logoDetail(admin, id)).logo;
    expect(basics).toMatchObject({
      ...names,
      logo_explain_en: 'A logo found in three languages.',
      logo_explain_vn: null,
      logo_d_id: `E2E-${token}`,
      reg_by: STAFF.designer.name,
      state: 7,
      published_at: null,
    });
    // A new logo waits out of the shop, marked 未公開, until an admin puts it on sale.
    await page.getByTestId('logo-unpublished').waitFor();
    expect(await page.getByTestId('logo-unpublished').innerText()).toBe('未公開');

    // Images: a file that is no image is refused here; a main and a hover image are cropped and stored.
    await page.getByTestId('tab-image').click();
    await page.waitForURL((url) => url.pathname === `${BO}/logo/${id}/image`);
    await page.getByText('画像はまだありません。').waitFor();
    await page
      .getByTestId('logo-image-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText(IMAGE_ONLY).waitFor();
    await uploadImage(page, 'メイン画像', '#e85d04');
    await toast(page, '更新しました。').first().waitFor();
    await uploadImage(page, 'ホバー画像', '#1d4ed8');
    await expect.poll(() => page.getByTestId('logo-image').count()).toBe(2);
    expect(await page.getByTestId('image-count').innerText()).toBe('2 / 6枚');
    const images = (await logoDetail(admin, id)).logo.images;
    expect(images.map((image) => [image.kind, image.width, image.height])).toEqual([
      ['main', 400, 400],
      ['hover', 400, 400],
    ]);

    // Categories: an industry, and every letter (the alphabet's select-all is checked at 30).
    await page.getByTestId('tab-category').click();
    await page.getByRole('checkbox', { name: '美容サロン' }).check();
    const allLetters = page.getByRole('checkbox', { name: 'アルファベットをすべて選択' });
    await allLetters.check();
    expect(await allLetters.isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: 'Q', exact: true }).uncheck();
    expect(await allLetters.isChecked()).toBe(false);
    await page.getByRole('checkbox', { name: 'Q', exact: true }).check();
    expect(await allLetters.isChecked()).toBe(true);
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(async () => {
        const { logo } = await logoDetail(admin, id);
        return [logo.industries.map((c) => c.key_name), logo.alphabets.length];
      })
      .toEqual([['beauty_salon'], 30]);

    // Keywords: a row in ja, vi and en; an incomplete row is refused first.
    await page.getByTestId('tab-keyword').click();
    await page.getByText('キーワードはありません。').waitFor();
    await page.getByRole('button', { name: 'キーワードを追加' }).click();
    const row = page.getByRole('group', { name: 'キーワード1' });
    await row.getByLabel('日本語').fill(`鍵${token}`);
    await page.getByRole('button', { name: '保存' }).click();
    await row.getByText('キーワードは日本語・英語・ベトナム語の3つとも入力してください。').first().waitFor();
    await row.getByLabel('ベトナム語').fill(`khoa${token}`);
    await row.getByLabel('英語').fill(`key${token}`);
    await page.getByRole('button', { name: '保存' }).click();
    await expect
      .poll(async () => (await logoDetail(admin, id)).logo.keywords.map((k) => k.keyword_language))
      .toEqual([{ ja: `鍵${token}`, vi: `khoa${token}`, en: `key${token}` }]);

    // On sale from its card on the list (with its lettering layout, which going on sale asks for:
    // e2e/backoffice/lettering-tab.spec.ts edits one in the tab); then the shop finds it at once,
    // by its name in each language and by its keyword.
    await saveLettering(admin, id);
    await page.getByRole('link', { name: '一覧へ戻る' }).click();
    await searchBoard(page, names.logo_name);
    await card(page, id).getByRole('combobox').selectOption({ label: '未キープ' });
    await toast(page, `No.${padNumber(id)}の状態を「未キープ」に変更しました。`).waitFor();
    await expect.poll(() => card(page, id).getByTestId('logo-unpublished').count()).toBe(0);
    for (const [lang, name] of [
      ['en', names.logo_name_en],
      ['ja', names.logo_name],
      ['vi', names.logo_name_vn],
    ] as const) {
      await page.goto(`/${lang}/search?u_keyword=${encodeURIComponent(name)}`);
      await waitForTotal(page, 1);
      expect(await cardIds(page)).toEqual([id]);
      expect(await page.getByTestId('logo-card').innerText()).toContain(name);
    }
    await page.goto(`/vi/search?keyword=${encodeURIComponent(`khoa${token}`)}`);
    await waitForTotal(page, 1);
    expect(await cardIds(page)).toEqual([id]);
    expect(unexpected(problems, 422)).toEqual([]);
    await context.close();
  });

  it.each([1280, 390])(
    'the board, its filters and every editor tab at %i px have no axe violations',
    async (width) => {
      const id = await createLogo(admin, namesFor(uniqueToken()));
      const { page, context, problems } = await openPage(browser, { width });
      await signInByApi(context, STAFF.admin);
      await openLogoList(page);
      await page.getByTestId('staff-logo-card').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      if (width < 1024) {
        await page.getByRole('button', { name: '絞り込み' }).click();
        await page.getByRole('dialog', { name: '絞り込み条件' }).getByLabel('テキスト検索').waitFor();
        expect(await axeViolations(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
      // Nothing is cut off on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.goto(`${BO}/logo/create`);
      await page.getByRole('button', { name: '登録', exact: true }).click();
      await page.getByText(REQUIRED).first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      for (const [tab, ready] of [
        ['', 'ロゴの説明（日本語）'],
        ['/image', '画像の種類'],
        ['/category', 'アルファベット'],
        ['/keyword', '日本語・ベトナム語・英語の3つを入力してください。'],
      ] as const) {
        await page.goto(`${BO}/logo/${id}${tab}`);
        await page.getByText(ready, { exact: true }).first().waitFor();
        expect(await axeViolations(page)).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
      expect(unexpected(problems, 422)).toEqual([]);
      await context.close();
    },
  );
});
