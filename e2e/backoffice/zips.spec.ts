import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildZip, deliveryZip } from '../../apps/server/test/fixtures/zips.ts';
import type { CheckoutSummary, LogoCard, Order, StaffZip } from '../../packages/core/src/index.ts';
import {
  addToCart,
  adminToken,
  api,
  createMember,
  downloadBy,
  type Member,
  signInContext,
  takeLogos,
  texts,
} from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { axeViolations, BO, STAFF, signInByApi, toast, unexpected } from './helpers.ts';

const pad = (n: number) => String(n).padStart(5, '0');
const ZIP = 'application/zip';

/** A Vietnamese QR order for one logo, placed by the member and marked paid by the admin. */
async function paidOrder(member: Member, logoId: number): Promise<Order> {
  const cart = await addToCart(
    { token: member.token },
    { logo_id: logoId, sub_name: 'Công ty', main_name: 'Sen Vàng' },
    'vi',
  );
  const item = cart.items.find((line) => line.logo_id === logoId)!;
  const { body: summary } = await api<{ data: CheckoutSummary }>(
    'GET',
    `/api/checkout/summary?items=${item.id}`,
    {
      token: member.token,
      lang: 'vi',
    },
  );
  const placed = await api<{ data: Order }>('POST', '/api/order-qa', {
    token: member.token,
    lang: 'vi',
    body: { products: [item.id], amount: summary.data.total, lang: 'vi', payment_method_id: 2 },
  });
  if (placed.status !== 201) throw new Error(`order-qa answered ${placed.status}`);
  const paid = await api('PUT', `/api/order/update-status/${placed.body.data.id}`, {
    token: await adminToken(),
    body: { status: 2 },
  });
  if (paid.status !== 200) throw new Error(`update-status answered ${paid.status}`);
  return placed.body.data;
}

async function zipOf(logoId: number): Promise<StaffZip | undefined> {
  const { body } = await api<{ data: StaffZip[] }>('GET', `/api/zips?logo_id=${logoId}`, {
    token: await adminToken(),
  });
  return body.data[0];
}

/** Every text the upload progress showed, from the moment this is called. */
async function watchProgress(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seenProgress: string[] }).seenProgress = seen;
    new MutationObserver(() => {
      const text = (document.querySelector('[data-testid="upload-progress"]') as HTMLElement | null)
        ?.innerText;
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { seenProgress: string[] }).seenProgress);
}

describe.skipIf(!enabled)('back-office zips', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('uploads the zip of a bought logo from the orders screen; the buyer downloads it; replace and delete', async () => {
    const member = await createMember('bo-zips');
    const [logo] = (await takeLogos(1)) as [LogoCard];
    const order = await paidOrder(member, logo.logo_id);
    const preparing = texts('vi').buying.delivery.preparing.label;

    // The buyer's history: paid, but no files yet.
    const buyer = await openPage(browser, { locale: 'vi' });
    await signInContext(buyer.context, member);
    await buyer.page.goto('/vi/my-page/order-history');
    const line = buyer.page.getByTestId('order-logo');
    await line.getByText(preparing).waitFor();
    expect(await line.getByTestId('download-logo').count()).toBe(0);

    // The orders screen's link opens the logo's zip: none yet, so the create form for that logo.
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/orders?search_text=${encodeURIComponent(member.email)}`);
    await page.getByRole('button', { name: `注文 ${order.order_number} の明細` }).click();
    await page.getByRole('link', { name: 'ZIPファイルを管理' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === `${BO}/zips/create` && url.searchParams.get('logo_id') === String(logo.logo_id),
    );
    await page
      .getByText(`ロゴ ${pad(logo.logo_id)} のZIPファイルはまだ登録されていません。ここで登録できます。`)
      .waitFor();
    expect(await page.getByLabel('ロゴID').inputValue()).toBe(String(logo.logo_id));
    const file = page.getByLabel('ZIPファイル', { exact: true });

    // The server's refusal lands on the file field.
    await file.setInputFiles({ name: 'files.zip', mimeType: ZIP, buffer: Buffer.from('not a zip at all') });
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await page
      .getByTestId('field-error')
      .filter({ hasText: 'ZIPファイルではありません。.zip形式のファイルを選択してください。' })
      .waitFor();
    expect(await file.getAttribute('aria-invalid')).toBe('true');
    expect(await zipOf(logo.logo_id)).toBeUndefined();

    // A real zip, sent over a slow line: the progress shows, then the list.
    const big = buildZip([
      { name: 'logo/logo.ai', data: randomBytes(1_200_000), method: 0 },
      { name: 'logo/logo.png', data: randomBytes(300_000), method: 0 },
    ]);
    await file.setInputFiles({ name: 'delivery.zip', mimeType: ZIP, buffer: big });
    await page.getByText(/選択中: delivery\.zip/).waitFor();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const progress = await watchProgress(page);
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await toast(page, '登録しました。').waitFor();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.waitForURL((url) => url.pathname === `${BO}/zips`);
    const seen = await progress();
    expect(seen.some((text) => /^アップロード中… ([1-9]|[1-9]\d)%/.test(text))).toBe(true);
    const stored = await zipOf(logo.logo_id);
    expect(stored).toMatchObject({ logo_id: logo.logo_id, size: big.length });

    // The list: the row, and the staff download of the same bytes.
    await page.getByRole('searchbox', { name: 'ロゴID・ロゴ名' }).fill(String(logo.logo_id));
    await page.getByRole('button', { name: '検索', exact: true }).click();
    const row = page.getByTestId('zip-row').filter({ hasText: pad(logo.logo_id) });
    await row.waitFor();
    const staffCopy = await downloadBy(page, () =>
      row.getByRole('link', { name: `ロゴ ${pad(logo.logo_id)} のZIPファイルをダウンロード` }).click(),
    );
    expect(staffCopy).toMatchObject({ head: 'PK\u0003\u0004', size: big.length });

    // The buyer now downloads it.
    await buyer.page.reload();
    const download = line.getByTestId('download-logo');
    await download.waitFor();
    const bought = await downloadBy(buyer.page, () => download.click());
    expect(bought.head).toBe('PK\u0003\u0004');
    expect(bought.size).toBe(big.length);

    // Edit: a new file replaces the old one.
    await row.getByRole('link', { name: `ロゴ ${pad(logo.logo_id)} のZIPファイルを編集` }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/zips/${logo.logo_id}`);
    await page.getByRole('heading', { level: 1, name: 'ZIPファイル編集' }).waitFor();
    await page
      .getByText('新しいファイルを選ばない場合は、現在のファイルのままです。', { exact: false })
      .waitFor();
    const second = deliveryZip('second');
    await file.setInputFiles({ name: 'second.zip', mimeType: ZIP, buffer: second });
    await page.getByRole('button', { name: '更新', exact: true }).click();
    await toast(page, '更新しました。').waitFor();
    await expect.poll(async () => (await zipOf(logo.logo_id))?.size).toBe(second.length);

    // DELETE asks '削除してもいいかもしれません?'; no keeps it, yes removes it and the download.
    await page.getByRole('link', { name: '戻る' }).click();
    await page.waitForURL((url) => url.pathname === `${BO}/zips` && url.searchParams.has('search_text'));
    const remove = row.getByRole('button', { name: `ロゴ ${pad(logo.logo_id)} のZIPファイルを削除` });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: '削除してもいいかもしれません?' });
    await dialog.getByRole('button', { name: 'いいえ' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await zipOf(logo.logo_id)).toBeDefined();
    await remove.click();
    await dialog.getByRole('button', { name: 'はい' }).click();
    await toast(page, '削除しました。').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await zipOf(logo.logo_id)).toBeUndefined();
    await buyer.page.reload();
    await line.getByText(preparing).waitFor();

    expect(unexpected(problems, 422)).toEqual([]);
    expect(buyer.problems).toEqual([]);
    await context.close();
    await buyer.context.close();
  });

  it('shows the logo of the typed id at once, and refuses an unknown id or a logo with a zip before the upload starts (issue 24)', async () => {
    const [logo] = (await takeLogos(1)) as [LogoCard];
    const [zipped] = (await takeLogos(1, { zip: true })) as [LogoCard];
    const { page, context, problems } = await openPage(browser);
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname.startsWith('/api/zips'))
        uploads.push(request.url());
    });
    try {
      await signInByApi(context, STAFF.admin);
      await page.goto(`${BO}/zips/create`);
      const logoId = page.getByLabel('ロゴID');
      const file = page.getByLabel('ZIPファイル', { exact: true });
      const submit = page.getByRole('button', { name: '登録', exact: true });
      const preview = page.getByTestId('zip-logo');
      const fieldError = page.getByTestId('field-error');

      // The logo's image and name as soon as its id is typed.
      await logoId.fill(String(logo.logo_id));
      await preview.getByText(logo.logo_name!, { exact: true }).waitFor();
      await preview.getByText(`ロゴ ${pad(logo.logo_id)}`).waitFor();
      expect(await preview.locator('img').getAttribute('src')).toBe(logo.src);

      // An id no logo has: said at once, and again on the field when sent; nothing is uploaded.
      await logoId.fill('999999');
      await page.getByTestId('zip-logo-missing').getByText('ロゴが存在しません。').waitFor();
      expect(await preview.count()).toBe(0);
      await file.setInputFiles({ name: 'delivery.zip', mimeType: ZIP, buffer: deliveryZip('typed') });
      await submit.click();
      await fieldError.filter({ hasText: 'ロゴが存在しません。' }).waitFor();
      expect(await logoId.getAttribute('aria-invalid')).toBe('true');

      // A logo with its zip already: said with a link to that zip, and refused before the upload.
      const taken =
        'このロゴにはすでにZIPファイルがあります。既存のZIPを編集してファイルを差し替えてください。';
      await logoId.fill(String(zipped.logo_id));
      await preview.getByText(taken, { exact: false }).waitFor();
      expect(await preview.getByRole('link', { name: '登録済みのZIPを開く' }).getAttribute('href')).toBe(
        `${BO}/zips/${zipped.logo_id}`,
      );
      await submit.click();
      await fieldError.filter({ hasText: taken }).waitFor();
      expect(uploads).toEqual([]);

      // The right logo: the upload goes, once.
      await logoId.fill(String(logo.logo_id));
      await preview.getByText(logo.logo_name!, { exact: true }).waitFor();
      await submit.click();
      await toast(page, '登録しました。').waitFor();
      expect(uploads).toHaveLength(1);
      expect(await zipOf(logo.logo_id)).toMatchObject({ logo_id: logo.logo_id });
      expect(unexpected(problems, 404)).toEqual([]);
    } finally {
      await context.close();
      const made = await zipOf(logo.logo_id);
      if (made) await api('DELETE', `/api/zips/delete/${made.id}`, { token: await adminToken() });
    }
  });

  it.each([1280, 390])('zips and price screens at %i px have no axe violations', async (width) => {
    const { page, context, problems } = await openPage(browser, { width });
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/zips`);
    const row = page.getByTestId('zip-row').first();
    await row.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await row.getByRole('button', { name: /のZIPファイルを削除$/ }).click();
    const dialog = page.getByRole('dialog', { name: '削除してもいいかもしれません?' });
    await dialog.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'いいえ' }).click();
    await row.getByRole('link', { name: /のZIPファイルを編集$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'ZIPファイル編集' }).waitFor();
    await page.getByTestId('zip-download').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BO}/zips/create`);
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await expect
      .poll(() => page.getByTestId('field-error').allInnerTexts())
      .toEqual(['ユーザー名は必須入力です。', 'ユーザー名は必須入力です。']);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto(`${BO}/price-settings`);
    await page.getByTestId('prices-vi').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
