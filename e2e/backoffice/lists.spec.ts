import http from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogoRequest } from '../../packages/core/src/index.ts';
import { msg, translateMessage } from '../../packages/core/src/messages/catalog.ts';
import { adminToken, api, createMember, type Member, takeLogos } from '../buying/helpers.ts';
import { baseUrl, enabled, launch, openPage } from '../fixtures.ts';
import { axeViolations, BO, STAFF, signInByApi } from './helpers.ts';

const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const byte = () => 1 + Math.floor(Math.random() * 250);

/**
 * Sends a contact message from a loopback address of its own: the server allows a few messages
 * per address in ten minutes, and the contact-form specs use 127.0.0.1 already.
 */
function postContact(body: object, token?: string): Promise<{ status: number; id: number }> {
  const json = JSON.stringify(body);
  const headers: Record<string, string | number> = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
    locale: 'ja',
  };
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl()}/api/contacts`,
      { method: 'POST', headers, localAddress: `127.0.${byte()}.${byte()}` },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, id: JSON.parse(text).data?.id }),
        );
      },
    );
    request.on('error', reject);
    request.end(json);
  });
}

async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
  await page.getByRole('button', { name: '検索', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('search_text') === text);
}

const texts = (page: Page, testId: string) =>
  page.getByTestId(testId).evaluateAll((rows) => rows.map((row) => (row as HTMLElement).innerText));

describe.skipIf(!enabled)('back-office logs, address searches, free logo requests and contacts', () => {
  let browser: Browser;
  let token: string;
  let member: Member;
  let logoId: number;
  let postalCode: string;
  let request: LogoRequest;
  let memberContact: number;
  let guestContact: number;
  const id = stamp();

  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    token = await adminToken();
    member = await createMember('bo-lists');
    // A logo of this suite's own: stopped, then back to normal, writes two change-log rows.
    const [logo] = await takeLogos(1);
    logoId = logo!.logo_id;
    for (const state of [7, 0]) {
      const changed = await api('POST', `/api/logo/${logoId}/update-state`, { token, body: { state } });
      expect(changed.status).toBe(200);
    }
    // Unknown codes are recorded too: this one is the suite's own.
    postalCode = `9${String(Date.now()).slice(-6)}`;
    await api('GET', `/api/postal-code/${postalCode}`);
    const sent = await api<{ data: LogoRequest }>('POST', '/api/logo-request', {
      token: member.token,
      body: { logo_text: `Request ${id}`, notes: `Soft pink, please.\nNotes ${id}` },
    });
    expect(sent.status).toBe(201);
    request = sent.body.data;
    const fromMember = await postContact(
      {
        name: 'Tank Tester',
        email: member.email,
        email_confirm: member.email,
        content: `Member question ${id}\nSecond line.`,
      },
      member.token,
    );
    const fromGuest = await postContact({
      name: `ゲスト ${id}`,
      company_name: '株式会社テスト',
      email: `guest-${id}@example.test`,
      email_confirm: `guest-${id}@example.test`,
      address_1: '東京都千代田区1-1',
      content: `Guest question ${id}`,
    });
    expect([fromMember.status, fromGuest.status]).toEqual([201, 201]);
    memberContact = fromMember.id;
    guestContact = fromGuest.id;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a logo’s state changes in the log, filtered by logo, user and dates', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    await page.goto(`${BO}/logs`);
    await page.getByRole('heading', { level: 1, name: 'ログ' }).waitFor();
    const table = page.getByRole('table', { name: 'ログ' });
    for (const header of ['ロゴ', 'ユーザー', '項目', '変更前 → 変更後', '日時']) {
      await table.getByRole('columnheader', { name: header, exact: true }).waitFor();
    }
    await page.getByLabel('ロゴID').fill(String(logoId));
    await page.getByRole('button', { name: '絞り込む' }).click();
    await page.waitForURL((url) => url.searchParams.get('logo_id') === String(logoId));
    const changes = () =>
      page.getByTestId('log-change').evaluateAll((cells) => cells.map((cell) => cell.textContent).sort());
    await expect.poll(changes).toEqual(['変更前: 停止→、変更後: 通常', '変更前: 通常→、変更後: 停止']);
    const rows = await page.getByTestId('log-row').allInnerTexts();
    for (const row of rows) {
      expect(row).toContain(String(logoId).padStart(5, '0'));
      expect(row).toContain(STAFF.admin.name);
      expect(row).toContain('状態');
    }

    // The user's name filters by them, keeping the logo; a day range in the past finds nothing.
    await page
      .getByRole('link', { name: new RegExp(`^${STAFF.admin.name}`) })
      .first()
      .click();
    await page.waitForURL((url) => url.searchParams.has('user_id') && url.searchParams.has('logo_id'));
    await expect.poll(() => page.getByTestId('log-row').count()).toBe(2);
    await page.getByLabel('開始日').fill('2020-01-01');
    await page.getByLabel('終了日').fill('2020-01-31');
    await page.getByRole('button', { name: '絞り込む' }).click();
    await page.waitForURL((url) => url.searchParams.get('date_to') === '2020-01-31');
    await page.getByText('データを見つかりません。').waitFor();

    // A reversed range is said on the field, and the list is not asked.
    await page.getByLabel('開始日').fill('2020-02-01');
    await page.getByRole('button', { name: '絞り込む' }).click();
    await page.getByText(translateMessage(msg('date_range_order'), 'ja'), { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('date_from')).toBe('2020-01-01');
    await page.getByRole('button', { name: 'クリア' }).click();
    await page.waitForURL((url) => !url.search);
    await page.getByTestId('log-row').first().waitFor();
    expect(problems).toEqual([]);
    await context.close();
  });

  it('names the designers of a designer change, with their ids, instead of the bare ids (issue 24)', async () => {
    const { body: designers } = await api<{ data: { id: number; name: string }[] }>('GET', '/api/designers');
    const mika = designers.data.find((d) => d.name === STAFF.designer.name)!;
    const linh = designers.data.find((d) => d.name === STAFF.designer2.name)!;
    const [logo] = await takeLogos(1);
    const url = `/api/logo/${logo!.logo_id}/detail`;
    const { body: detail } = await api<{ data: Record<string, unknown> }>('GET', url, { token });
    // The basic tab's fields as they are (logo_*), with another designer each time.
    const basics = Object.fromEntries(
      Object.entries(detail.data).filter(([key]) => key.startsWith('logo_') && key !== 'logo_id'),
    );
    const setDesigner = async (designerId: unknown) => {
      const saved = await api('POST', url, { token, body: { data: { ...basics, designer_id: designerId } } });
      expect(saved.status).toBe(200);
    };
    try {
      for (const designer of [mika, linh]) await setDesigner(designer.id);
      const { page, context, problems } = await openPage(browser);
      await signInByApi(context, STAFF.admin);
      await page.goto(`${BO}/logs?logo_id=${logo!.logo_id}`);
      const moved = page.getByTestId('log-row').filter({ hasText: 'デザイナー' });
      const shown = () =>
        moved.getByTestId('log-change').evaluateAll((cells) => cells.map((cell) => cell.textContent));
      await expect
        .poll(shown)
        .toContain(`変更前: ${mika.name}（ID ${mika.id}）→、変更後: ${linh.name}（ID ${linh.id}）`);
      // No value is a bare id.
      for (const text of await shown()) expect(text).not.toMatch(/: \d+(→|$)/);
      expect(problems).toEqual([]);
      await context.close();
    } finally {
      await setDesigner(detail.data.designer_id ?? undefined);
    }
  });

  it('lists address searches, free logo requests and contact messages with their details', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });

    await page.goto(`${BO}/address-search`);
    await search(page, 'IPアドレス・郵便番号', postalCode);
    await expect.poll(() => texts(page, 'address-search-row')).toHaveLength(1);
    const [cells] = await page
      .getByTestId('address-search-row')
      .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.innerText)));
    expect(cells?.[1]).toMatch(/^127\.0\.0\.1$|^::1$|^::ffff:127\.0\.0\.1$/);
    expect(cells?.[2]).toBe(postalCode);

    await menu.getByRole('link', { name: '無料ロゴ依頼' }).click();
    await page.getByRole('heading', { level: 1, name: '無料ロゴ依頼' }).waitFor();
    await search(page, 'ロゴテキスト・備考・会員名・メールアドレス・ID', `Request ${id}`);
    await expect.poll(() => texts(page, 'request-row')).toHaveLength(1);
    expect(await page.getByTestId('request-status').innerText()).toBe('新規');
    await page.getByRole('button', { name: `依頼 ${request.id} の詳細` }).click();
    const detail = page.getByRole('region', { name: `依頼 ${request.id} の詳細` });
    expect(await detail.innerText()).toContain(member.email);
    expect(await detail.innerText()).toContain(`Notes ${id}`);
    await page.getByLabel('ステータス').selectOption({ label: '完了' });
    await page.waitForURL((url) => url.searchParams.get('status') === '3');
    await page.getByText('データを見つかりません。').waitFor();

    await menu.getByRole('link', { name: 'お問い合わせ' }).click();
    await search(page, 'お名前・メールアドレス・会社名・電話番号・内容', id);
    await expect.poll(() => texts(page, 'contact-row')).toHaveLength(2);
    await page.getByRole('button', { name: `お問い合わせ ${guestContact} の内容` }).click();
    const guest = page.getByRole('region', { name: `お問い合わせ ${guestContact} の内容` });
    await guest.getByText('非会員（ログインなしで送信）').waitFor();
    expect(await guest.getByTestId('contact-content').innerText()).toBe(`Guest question ${id}`);
    await page.getByRole('button', { name: `お問い合わせ ${memberContact} の内容` }).click();
    const fromMember = page.getByRole('region', { name: `お問い合わせ ${memberContact} の内容` });
    await fromMember.getByText(`ID ${member.user.id}・${member.email}`, { exact: false }).waitFor();
    expect(await fromMember.getByTestId('contact-content').innerText()).toBe(
      `Member question ${id}\nSecond line.`,
    );
    expect(problems).toEqual([]);
    await context.close();
  });

  it.each([1280, 390])(
    'the logs, address search, requests and contacts lists at %i px have no violations',
    async (width) => {
      const { page, context, problems } = await openPage(browser, { width });
      await signInByApi(context, STAFF.admin);
      await page.goto(`${BO}/logs?logo_id=${logoId}`);
      await page.getByTestId('log-row').first().waitFor();
      expect(await axeViolations(page), 'logs').toEqual([]);
      await page.goto(`${BO}/address-search`);
      await page.getByTestId('address-search-row').first().waitFor();
      expect(await axeViolations(page), 'address-search').toEqual([]);
      await page.goto(`${BO}/requests?search_text=${encodeURIComponent(`Request ${id}`)}`);
      await page.getByRole('button', { name: `依頼 ${request.id} の詳細` }).click();
      await page.getByTestId('request-detail').waitFor();
      expect(await axeViolations(page), 'requests').toEqual([]);
      await page.goto(`${BO}/contacts?search_text=${id}`);
      await page.getByRole('button', { name: `お問い合わせ ${memberContact} の内容` }).click();
      await page.getByTestId('contact-detail').getByText(member.email, { exact: false }).waitFor();
      expect(await axeViolations(page), 'contacts').toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );
});
