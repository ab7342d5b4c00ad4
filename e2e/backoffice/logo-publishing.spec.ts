import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { padNumber } from '../../packages/core/src/rules/text.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { axeViolations, STAFF, signInByApi, toast, unexpected } from './helpers.ts';
import {
  addRequiredImages,
  card,
  createLogo,
  logoDetail,
  namesFor,
  openLogoList,
  saveLettering,
  searchBoard,
  staffToken,
  uniqueToken,
} from './logos-helpers.ts';

/**
 * Issue 24, defect 1 in the back office: a new logo waits stopped and 未公開 until an admin puts
 * it on sale, which needs its main and hover images (ADR 0086).
 */
const REFUSED =
  'このロゴはまだ公開できません。 先にメイン画像を登録してください（ショップのロゴカードに表示されます）。 先にホバー画像を登録してください（カードにポインターを重ねたときに表示されます）。';

describe.skipIf(!enabled)('publishing a new logo from the back office', () => {
  let browser: Browser;
  let admin: string;
  let designer: string;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    admin = await staffToken(STAFF.admin);
    designer = await staffToken(STAFF.designer);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an admin cannot put a logo without images and lettering on sale; once they exist, the logo goes on sale and into the shop', async () => {
    const names = namesFor(uniqueToken());
    const id = await createLogo(designer, names);
    const number = padNumber(id);
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await openLogoList(page);
    await searchBoard(page, names.logo_name);
    await expect.poll(() => page.getByTestId('staff-logo-card').count()).toBe(1);
    expect(await card(page, id).getByTestId('logo-unpublished').innerText()).toBe('未公開');
    const select = page.getByRole('combobox', { name: `No.${number}の状態` });
    await expect.poll(() => select.inputValue()).toBe('7');

    await select.selectOption({ label: '未キープ' });
    await toast(page, REFUSED).waitFor();
    await expect.poll(() => select.inputValue()).toBe('7');
    expect((await logoDetail(admin, id)).logo).toMatchObject({ state: 7, published_at: null });

    // The editor says why and what to do.
    await card(page, id).getByRole('link', { name: names.logo_name }).click();
    await page.getByRole('heading', { level: 1, name: `ロゴ編集 No.${number}` }).waitFor();
    expect(await page.getByTestId('logo-unpublished').innerText()).toBe('未公開');
    expect(await page.getByTestId('unpublished-hint').innerText()).toContain('メイン画像とホバー画像');
    expect(await page.getByTestId('unpublished-hint').innerText()).toContain('文字レイアウトを保存');
    await page.screenshot({ path: '/work/shots/logos/editor-unpublished-1280.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    // The images alone are not enough: the lettering layout is asked for too (ADR 0105).
    await addRequiredImages(designer, id);
    await page.getByRole('link', { name: '一覧へ戻る' }).click();
    await select.waitFor();
    const refused = page.waitForResponse((r) => r.url().endsWith(`/api/logo/${id}/update-state`));
    await select.selectOption({ label: '未キープ' });
    expect((await refused).status()).toBe(422);
    await expect.poll(() => select.inputValue()).toBe('7');
    await saveLettering(designer, id);
    await select.waitFor();
    await select.selectOption({ label: '未キープ' });
    await toast(page, `No.${number}の状態を「未キープ」に変更しました。`).waitFor();
    await expect.poll(() => card(page, id).getByTestId('logo-unpublished').count()).toBe(0);
    expect((await logoDetail(admin, id)).logo.published_at).not.toBeNull();

    const shop = await context.newPage();
    await shop.goto(`/ja/logo/detail/${id}`);
    await shop.getByRole('heading', { level: 1, name: names.logo_name }).waitFor();
    expect(unexpected(problems, 422)).toEqual([]);
    await context.close();
  });

  it.each([1280, 390])(
    'a designer sees their new logo 未公開 and stopped, with no state control (%i px)',
    async (width) => {
      const names = namesFor(uniqueToken());
      const id = await createLogo(designer, names);
      const { page, context, problems } = await openPage(browser, { width });
      await signInByApi(context, STAFF.designer);
      await openLogoList(page);
      if (width < 1024) await page.getByRole('button', { name: '絞り込み' }).click();
      await searchBoard(page, names.logo_name);
      if (width < 1024) await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('staff-logo-card').count()).toBe(1);
      expect(await card(page, id).getByTestId('logo-unpublished').innerText()).toBe('未公開');
      expect(await card(page, id).getByTestId('logo-state').innerText()).toBe('停止');
      expect(await page.getByTestId('state-select').count()).toBe(0);
      await page.screenshot({ path: `/work/shots/logos/list-designer-${width}.png`, fullPage: false });
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
