import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffCategoryPage, StaffKeyword } from '../../packages/core/src/index.ts';
import { adminToken, api } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { axeViolations, BO, STAFF, signInByApi, toast, unexpected } from './helpers.ts';

/** The messages of SPEC §5 and the edit frame's words (SPEC §2, §8). */
const REQUIRED = {
  name_ja: 'ジャンル名 (日本語)は必須入力です。',
  name_en: 'ジャンル名 (英語)は必須入力です。',
  name_vi: 'ジャンル名 (ベトナム語)は必須入力です。',
  key_name: 'スラッグは必須入力です。',
};
const DELETE_CONFIRM = 'この項目を削除しますか？';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('search_text') === text);
}

/** The visible cells of the rows shown, without the accordion column. */
const rowTexts = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText));

describe.skipIf(!enabled)('back-office genres, industries, tastes and keywords', () => {
  let browser: Browser;
  let token: string;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    token = await adminToken();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates, renames (the shop sees it) and deletes a genre, with the required messages', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/colors`);
    await page.getByRole('heading', { level: 1, name: 'ジャンル' }).waitFor();
    const table = page.getByRole('table', { name: 'ジャンル' });
    for (const header of [
      'ID',
      '名前（日本語）',
      '名前（英語）',
      '名前（ベトナム語）',
      'スラッグ',
      '登録日',
      '編集',
    ]) {
      await table.getByRole('columnheader', { name: header }).waitFor();
    }

    // Empty fields: each says what is missing, and nothing is sent.
    await page.getByRole('link', { name: '新規作成' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/colors/create`);
    await page.getByRole('heading', { level: 1, name: 'ジャンルの新規登録' }).waitFor();
    await page.getByRole('button', { name: '登録', exact: true }).click();
    for (const text of Object.values(REQUIRED)) await page.getByText(text, { exact: true }).waitFor();
    expect(await page.getByLabel('ジャンル名 (日本語)').getAttribute('aria-invalid')).toBe('true');

    const id = stamp();
    const slug = `e2e-genre-${id}`;
    await page.getByLabel('ジャンル名 (日本語)').fill(`テスト色${id}`);
    await page.getByLabel('ジャンル名 (英語)').fill(`Test colour ${id}`);
    await page.getByLabel('ジャンル名 (ベトナム語)').fill(`Màu thử ${id}`);
    await page.getByLabel('スラッグ').fill(slug);
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await toast(page, '登録しました。').waitFor();
    await page.waitForURL((url) => url.pathname === `${BO}/colors`);

    await search(page, '名前・スラッグ・ID', slug);
    await expect.poll(() => rowTexts(page, 'category-row')).toHaveLength(1);
    const [row] = await rowTexts(page, 'category-row');
    expect(row).toContain(`テスト色${id}`);
    expect(row).toContain(`Test colour ${id}`);
    expect(row).toContain(`Màu thử ${id}`);
    expect(row).toContain(slug);

    // Edit: the record loads, an update toasts and stays; the shop's search options follow.
    await page.getByRole('link', { name: `テスト色${id} を編集` }).click();
    await page.getByRole('heading', { level: 1, name: 'ジャンルの編集' }).waitFor();
    await expect.poll(() => page.getByLabel('スラッグ').inputValue()).toBe(slug);
    await page.getByLabel('ジャンル名 (英語)').fill(`Renamed colour ${id}`);
    await page.getByLabel('ジャンル名 (日本語)').fill('');
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await page.getByText(REQUIRED.name_ja, { exact: true }).waitFor();
    await page.getByLabel('ジャンル名 (日本語)').fill(`改名色${id}`);
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await toast(page, '更新しました。').waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^${BO}/colors/\\d+$`));
    const { body: options } = await api<{ colors: { id: number; name_ja: string; name_en: string }[] }>(
      'GET',
      '/api/search-options',
    );
    expect(options.colors).toContainEqual(
      expect.objectContaining({ name_ja: `改名色${id}`, name_en: `Renamed colour ${id}` }),
    );

    // Delete asks first; "no" keeps it, "yes" deletes and goes back to the list as it was.
    await page.getByRole('button', { name: '削除', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: DELETE_CONFIRM });
    await dialog.getByRole('button', { name: 'いいえ' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: '削除', exact: true }).click();
    await dialog.getByRole('button', { name: 'はい' }).click();
    await toast(page, '削除しました。').waitFor();
    await page.waitForURL(
      (url) => url.pathname === `${BO}/colors` && url.searchParams.get('search_text') === slug,
    );
    await page.getByText('データを見つかりません。').waitFor();
    const { body: left } = await api<StaffCategoryPage>('GET', `/api/colors?search_text=${slug}`, { token });
    expect(left.data).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('refuses to delete a genre that logos use, with the server’s message as a toast', async () => {
    const { body } = await api<StaffCategoryPage>('GET', '/api/colors?per_page=100', { token });
    const used = body.data.find((color) => color.logos_count > 0);
    expect(used).toBeDefined();
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/colors/${used!.id}`);
    await expect.poll(() => page.getByLabel('スラッグ').inputValue()).toBe(used!.key_name);
    await page.getByText(`${used!.logos_count}件のロゴで使われています。`, { exact: false }).waitFor();
    await page.getByRole('button', { name: '削除', exact: true }).click();
    await page.getByRole('dialog', { name: DELETE_CONFIRM }).getByRole('button', { name: 'はい' }).click();
    await toast(
      page,
      `このジャンルは${used!.logos_count}件のロゴで使われているため削除できません。`,
    ).waitFor();
    expect(new URL(page.url()).pathname).toBe(`${BO}/colors/${used!.id}`);
    const { status } = await api('GET', `/api/colors/${used!.id}`, { token });
    expect(status).toBe(200);
    expect(unexpected(problems, 409)).toEqual([]);
    await context.close();
  });

  it('edits a keyword in its three languages', async () => {
    const id = stamp();
    const created = await api<{ data: StaffKeyword }>('POST', '/api/keywords', {
      token,
      body: { name_ja: `鍵${id}`, name_vi: `Khóa ${id}`, name_en: `Key ${id}` },
    });
    expect(created.status).toBe(201);
    const keyword = created.body.data;
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/keyword`);
    const table = page.getByRole('table', { name: 'キーワード' });
    for (const header of ['ID', '日本語', 'ベトナム語', '英語', '編集']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await search(page, 'キーワード・ID', `Key ${id}`);
    await expect.poll(() => rowTexts(page, 'keyword-row')).toHaveLength(1);
    await page.getByRole('link', { name: `鍵${id} を編集` }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/keyword/${keyword.id}`);
    await expect.poll(() => page.getByLabel('キーワード (ベトナム語)').inputValue()).toBe(`Khóa ${id}`);
    await page.getByLabel('キーワード (ベトナム語)').fill(' ');
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await page.getByText('キーワード (ベトナム語)は必須入力です。', { exact: true }).waitFor();
    await page.getByLabel('キーワード (ベトナム語)').fill(`Khóa mới ${id}`);
    await page.getByLabel('キーワード (英語)').fill(`New key ${id}`);
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await toast(page, '更新しました。').waitFor();
    const { body } = await api<{ data: StaffKeyword }>('GET', `/api/keywords/detail/${keyword.id}`, {
      token,
    });
    expect(body.data.keyword_language).toEqual({ ja: `鍵${id}`, vi: `Khóa mới ${id}`, en: `New key ${id}` });
    // Back returns to the list as it was left.
    await page.getByRole('link', { name: '戻る' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/keyword` && url.searchParams.has('search_text'));
    await expect
      .poll(() => rowTexts(page, 'keyword-row'))
      .toEqual([expect.stringContaining(`New key ${id}`)]);
    expect(problems).toEqual([]);
    await context.close();
    await api('DELETE', `/api/keywords/${keyword.id}`, { token });
  });

  it.each([1280, 390])(
    'lists and forms of genres, industries, tastes and keywords at %i px have no violations',
    async (width) => {
      const { page, context, problems } = await openPage(browser, { width });
      await signInByApi(context, STAFF.admin);
      for (const [area, rowId] of [
        ['colors', 'category-row'],
        ['industries', 'category-row'],
        ['tastes', 'category-row'],
        ['keyword', 'keyword-row'],
      ] as const) {
        await page.goto(`${BO}/${area}`);
        await page.getByTestId(rowId).first().waitFor();
        expect(await axeViolations(page), area).toEqual([]);
      }
      await page.goto(`${BO}/tastes/create`);
      await page.getByRole('button', { name: '登録', exact: true }).click();
      await page.getByText(REQUIRED.key_name, { exact: true }).waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${BO}/industries/1`);
      await expect.poll(() => page.getByLabel('スラッグ').inputValue()).not.toBe('');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${BO}/keyword`);
      await page.getByTestId('keyword-row').first().getByRole('link').click();
      await expect.poll(() => page.getByLabel('キーワード (日本語)').inputValue()).not.toBe('');
      expect(await axeViolations(page)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
