import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffUser } from '../../packages/core/src/index.ts';
import { uniqueEmail } from '../accounts/helpers.ts';
import { adminToken, api } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { linkIn, waitForMail } from '../mail-outbox.ts';
import { axeViolations, BO, MEMBER, STAFF, signInByApi, submitLogin, toast, unexpected } from './helpers.ts';

const SEARCH = 'ユーザー名・ヨミガナ・メールアドレス';
const REQUIRED = [
  'ユーザー名は必須入力です。',
  'メールアドレスは必須入力です。',
  '役割は必須入力です。',
  'パスワードは必須入力です。',
];
const KANA = 'ユーザー名 (ヨミガナ)は全角カタカナで入力して下さい。';

const fieldErrors = (page: Page) => page.getByTestId('field-error').allInnerTexts();

async function searchUsers(page: Page, text: string) {
  await page.getByRole('searchbox', { name: SEARCH }).fill(text);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('search_text') === text);
}

async function fillUser(
  page: Page,
  user: { name: string; kana: string; email: string; role: string; password?: string },
) {
  await page.getByLabel('ユーザー名', { exact: true }).fill(user.name);
  await page.getByLabel('ユーザー名 (ヨミガナ)').fill(user.kana);
  await page.getByLabel('メールアドレス').fill(user.email);
  await page.getByLabel('役割').selectOption({ label: user.role });
  if (user.password !== undefined) await page.getByLabel('パスワード', { exact: true }).fill(user.password);
}

/** The user with this e-mail, as the admin API lists it. */
async function userByEmail(email: string): Promise<StaffUser | undefined> {
  const { body } = await api<{ data: StaffUser[] }>(
    'GET',
    `/api/user?search_text=${encodeURIComponent(email)}`,
    { token: await adminToken() },
  );
  return body.data.find((user) => user.email === email);
}

describe.skipIf(!enabled)('back-office users', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('creates, filters, edits and deletes a user with the spec’s messages', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/users`);
    await page.getByRole('heading', { level: 1, name: 'ユーザー管理' }).waitFor();
    await page.getByTestId('user-row').first().waitFor();

    // An empty form: every required field says so, in the spec's words.
    await page.getByRole('link', { name: '新規作成' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/users/create`);
    await page.getByRole('heading', { level: 1, name: 'ユーザー登録' }).waitFor();
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expect.poll(() => fieldErrors(page)).toEqual(REQUIRED);

    // A reading in hiragana is refused; an address another account has is refused by the server.
    const email = uniqueEmail('bo-user');
    await fillUser(page, {
      name: 'E2E 花子',
      kana: 'はなこ',
      email: MEMBER.email,
      role: '一般会員',
      password: 'secret12',
    });
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expect.poll(() => fieldErrors(page)).toEqual([KANA]);
    await page.getByLabel('ユーザー名 (ヨミガナ)').fill('ハナコ');
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expect.poll(() => fieldErrors(page)).toEqual(['このメールアドレスはすでに登録されています。']);
    expect(await page.getByLabel('メールアドレス').getAttribute('aria-invalid')).toBe('true');

    // Created: back to the list, with the invitation mail sent.
    const since = Date.now();
    await page.getByLabel('メールアドレス').fill(email);
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await toast(page, '登録しました。').waitFor();
    await toast(page, `${email} にパスワード設定用のリンクをメールで送信しました。`).waitFor();
    await page.waitForURL((url) => url.pathname === `${BO}/users`);
    const mail = await waitForMail(email, { since });
    expect(mail.subject).toBe('Logoya アカウント作成のお知らせ');
    const created = await userByEmail(email);
    expect(created).toMatchObject({ name: 'E2E 花子', name_kana: 'ハナコ', role: 'user' });

    // The role filter: designers do not include the member, members do.
    await searchUsers(page, email);
    const row = page.getByTestId('user-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByTestId('user-role').innerText()).toBe('一般会員');
    const roles = page.getByRole('group', { name: '役割' });
    await roles.getByText('デザイナー', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('role') === 'designer');
    await page.getByText('データを見つかりません。').waitFor();
    await roles.getByText('一般会員', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('role') === 'user');
    await expect.poll(() => row.count()).toBe(1);

    // Edit: a new name and role; the empty password keeps the old one.
    await page.getByRole('link', { name: 'E2E 花子を編集' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/users/${created!.id}`);
    const name = page.getByLabel('ユーザー名', { exact: true });
    await expect.poll(() => name.inputValue()).toBe('E2E 花子');
    expect(await page.getByLabel('ユーザー名 (ヨミガナ)').inputValue()).toBe('ハナコ');
    expect(await page.getByLabel('パスワード', { exact: true }).inputValue()).toBe('');
    await page.getByText('空欄のままにすると、パスワードは変更されません。').waitFor();
    await name.fill('E2E 花子 改');
    await page.getByLabel('ユーザー名 (ヨミガナ)').fill('hanako');
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await expect.poll(() => fieldErrors(page)).toEqual([KANA]);
    await page.getByLabel('ユーザー名 (ヨミガナ)').fill('ハナコ　カイ');
    await page.getByLabel('役割').selectOption({ label: 'デザイナー' });
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await toast(page, '更新しました。').waitFor();
    expect(await userByEmail(email)).toMatchObject({
      name: 'E2E 花子 改',
      name_kana: 'ハナコ　カイ',
      role: 'designer',
    });
    const login = await api('POST', '/api/login', { body: { email, password: 'secret12' } });
    expect(login.status).toBe(200);

    // Back returns to the filtered list it came from.
    await page.getByRole('link', { name: '戻る' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/users` && url.searchParams.get('role') === 'user');

    // Delete, after 'この項目を削除しますか？'.
    await page.goto(`${BO}/users/${created!.id}`);
    await expect.poll(() => name.inputValue()).toBe('E2E 花子 改');
    await page.getByRole('button', { name: '削除', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'この項目を削除しますか？' });
    await dialog.getByRole('button', { name: 'はい' }).click();
    await toast(page, '削除しました。').waitFor();
    await page.waitForURL((url) => url.pathname === `${BO}/users`);
    expect(await userByEmail(email)).toBeUndefined();
    const gone = await api('GET', `/api/user/${created!.id}`, { token: await adminToken() });
    expect(gone.status).toBe(404);

    expect(unexpected(problems, 422)).toEqual([]);
    await context.close();
  });

  it('invites a new designer who sets a password from the mail and signs in', async () => {
    const admin = await openPage(browser);
    await signInByApi(admin.context, STAFF.admin);
    await admin.page.goto(`${BO}/users/create`);
    const email = uniqueEmail('bo-designer');
    const since = Date.now();
    await fillUser(admin.page, {
      name: 'E2E デザイナー',
      kana: 'デザイナー',
      email,
      role: 'デザイナー',
      password: 'first1234',
    });
    await admin.page.getByRole('button', { name: '登録', exact: true }).click();
    const sent = toast(admin.page, `${email} にパスワード設定用のリンクをメールで送信しました。`);
    await sent.waitFor();
    // The address reads as typed, not with a capital first letter (what the eye sees: innerText).
    expect(email).toMatch(/^[a-z]/);
    expect(await sent.locator('p').innerText()).toBe(
      `${email} にパスワード設定用のリンクをメールで送信しました。`,
    );
    expect(admin.problems).toEqual([]);
    await admin.context.close();

    const mail = await waitForMail(email, { since });
    expect(mail.subject).toBe('Logoya 管理画面へのご招待');
    const link = linkIn(mail, '/create-password?token=');
    expect(link.startsWith(`${BO}/create-password?token=`)).toBe(true);

    const { page, context, problems } = await openPage(browser);
    await page.goto(link);
    await page.getByRole('heading', { level: 1, name: 'パスワードの設定' }).waitFor();
    const password = page.getByLabel('パスワード', { exact: true });
    await password.waitFor();
    // The accounts contract's rules: a lowercase letter and a digit, and the same twice.
    const confirmation = page.getByLabel('パスワード（確認）');
    const submit = page.getByRole('button', { name: 'パスワードを設定' });
    await submit.click();
    await expect
      .poll(() => fieldErrors(page))
      .toEqual(['パスワードは必須入力です。', 'パスワード（確認）は必須入力です。']);
    expect(await axeViolations(page)).toEqual([]);
    await password.fill('abcdefg');
    await confirmation.fill('abcdefg');
    await submit.click();
    await expect.poll(() => fieldErrors(page)).toEqual(['パスワードには英小文字と数字を含めてください']);
    await password.fill('invited123');
    await confirmation.fill('invited124');
    await submit.click();
    await expect.poll(() => fieldErrors(page)).toEqual(['確認用パスワードがパスワードと一致していません']);
    await confirmation.fill('invited123');
    await submit.click();
    // Said on the login page it is about, once: not a toast that could follow onto the dashboard,
    // and not again after a reload.
    const done = 'パスワードを設定しました。新しいパスワードでログインして下さい。';
    await page.waitForURL((url) => url.pathname === `${BO}/login`);
    await page.getByRole('heading', { name: '管理画面ログイン' }).waitFor();
    expect(await page.getByTestId('password-set').count()).toBe(1);
    expect(await page.getByTestId('password-set').innerText()).toBe(done);
    expect(await page.getByTestId('toast').count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { name: '管理画面ログイン' }).waitFor();
    expect(await page.getByText(done).count()).toBe(0);

    // The new password signs in, with no forced first-login change left and nothing said again.
    await submitLogin(page, email, 'invited123');
    await page.waitForURL((url) => url.pathname === BO);
    await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
    expect(await page.getByText(done).count()).toBe(0);
    expect(await page.getByTestId('first-password-dialog').count()).toBe(0);
    expect(problems).toEqual([]);
    await context.close();

    // The link is used up: it says so and leads to the login.
    const again = await openPage(browser);
    await again.page.goto(link);
    await again.page.getByRole('heading', { level: 1, name: 'このリンクは使用できません' }).waitFor();
    await again.page.getByRole('link', { name: 'ログイン画面へ' }).click();
    await again.page.waitForURL((url) => url.pathname === `${BO}/login`);
    expect(unexpected(again.problems, 422)).toEqual([]);
    await again.context.close();
  });

  it.each([1280, 390])(
    'users screens and the invitation page at %i px have no axe violations',
    async (width) => {
      const { page, context, problems } = await openPage(browser, { width });
      await signInByApi(context, STAFF.admin);
      await page.goto(`${BO}/users?role=designer`);
      await page.getByTestId('user-row').first().waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await page.goto(`${BO}/users/create`);
      await page.getByRole('button', { name: '登録', exact: true }).click();
      await expect.poll(() => fieldErrors(page)).toEqual(REQUIRED);
      expect(await axeViolations(page)).toEqual([]);
      const designer = await userByEmail(STAFF.designer.email);
      await page.goto(`${BO}/users/${designer!.id}`);
      await expect
        .poll(() => page.getByLabel('ユーザー名', { exact: true }).inputValue())
        .toBe(STAFF.designer.name);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: '削除', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'この項目を削除しますか？' });
      await dialog.waitFor();
      expect(await axeViolations(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'いいえ' }).click();
      await context.close();

      const visitor = await openPage(browser, { width });
      await visitor.page.goto(`${BO}/create-password?token=not-a-real-token`);
      await visitor.page.getByRole('heading', { level: 1, name: 'このリンクは使用できません' }).waitFor();
      expect(await axeViolations(visitor.page)).toEqual([]);
      expect(problems).toEqual([]);
      expect(unexpected(visitor.problems, 422)).toEqual([]);
      await visitor.context.close();
    },
  );
});
