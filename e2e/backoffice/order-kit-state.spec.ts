import type { Browser, Page, Request, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileSizeText } from '../../apps/web/src/shared/format/file-size.ts';
import type { Order, OrderKit } from '../../packages/core/src/index.ts';
import { adminToken, api, createMember, paidOrder, takeLogos } from '../buying/helpers.ts';
import { enabled, launch, openPage } from '../fixtures.ts';
import { atBothWidths } from '../widths.ts';
import { axeViolations, BO, STAFF, signInByApi, toast, unexpected } from './helpers.ts';

const kitsPath = (order: Order) => `/api/order/${order.id}/kits`;
const retryPath = (order: Order) => `/api/order/${order.id}/kit/${order.order_logos[0]!.logo_id}/retry`;

/** A made-up kit of the order's one line (the failed states cannot be had for real on demand). */
const fakeKit = (order: Order, kit: Partial<OrderKit>): OrderKit => ({
  logo_id: order.order_logos[0]!.logo_id,
  status: 'pending',
  progress: 0,
  has_layout: true,
  retrying: false,
  files: [],
  size: null,
  built_at: null,
  ...kit,
});

const toggleOf = (page: Page, order: Order) =>
  page.getByRole('button', { name: `注文 ${order.order_number} の明細` });

/** Opens the orders screen on the buyer's one order and opens its row. */
async function openOrder(page: Page, order: Order, email: string) {
  await page.goto(`${BO}/orders?search_text=${encodeURIComponent(email)}`);
  const toggle = toggleOf(page, order);
  await toggle.click();
  return { toggle, lines: page.getByRole('list', { name: `注文 ${order.order_number} のロゴ` }) };
}

/**
 * The opened row at a laptop's and a phone's width: no sideways scrolling, and a full-page
 * screenshot of each when E2E_SHOTS_DIR is set (`{name}-{width}.png`). The table and the phone's
 * cards keep their own open rows, so the row is opened again at each width; it ends wide and open.
 */
async function rowAtBothWidths(page: Page, order: Order, name: string): Promise<void> {
  const reopen = async (width: number) => {
    // The list is a table from 768 px, cards below: wait for the one this width shows.
    await page.getByRole(width >= 768 ? 'table' : 'list', { name: '注文管理', exact: true }).waitFor();
    const toggle = toggleOf(page, order);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    await page.getByTestId('line-kit').waitFor();
  };
  await atBothWidths(page, name, reopen);
}

/**
 * The brand kit in the back office's opened order row (issue 26, ADR 0106): admins see each paid
 * line's kit state in Japanese and build a failed kit again; designers never ask for kits.
 */
describe.skipIf(!enabled)('back-office brand kit state', () => {
  let browser: Browser;
  let order: Order;
  let email: string;
  beforeAll(async () => {
    browser = await launch({ reusePages: true });
    const member = await createMember('bo-kit');
    const [logo] = await takeLogos(1);
    order = await paidOrder(
      member,
      { logo_id: logo!.logo_id, main_name: 'Sakura', sub_name: 'Bakery' },
      'ja',
    );
    email = member.email;
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an admin the paid line’s kit as it is built, until it is ready', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    const { lines } = await openOrder(page, order, email);
    // The kit is really built by the test server; the row polls it until it is ready.
    const kit = lines.locator('[data-testid="line-kit"][data-status="ready"]');
    await kit.waitFor({ timeout: 90_000 });
    const { body } = await api<{ data: OrderKit[] }>('GET', kitsPath(order), { token: await adminToken() });
    const ready = body.data[0]!;
    expect(ready.status).toBe('ready');
    expect(await kit.getByTestId('line-kit-state').innerText()).toBe('完成');
    expect(await kit.getByTestId('line-kit-detail').innerText()).toBe(
      `${ready.files.length}ファイル・ZIP ${fileSizeText(ready.size ?? 0)}`,
    );
    expect(await lines.getByText('ブランドキット', { exact: true }).count()).toBe(1);
    expect(await kit.getByTestId('line-kit-images-only').count()).toBe(ready.has_layout ? 0 : 1);
    expect(await kit.getByRole('button').count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await rowAtBothWidths(page, order, 'bo-kit-ready');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a failed kit, refuses with the server’s message, and builds it again on 再作成', async () => {
    const { page, context, problems } = await openPage(browser);
    await signInByApi(context, STAFF.admin);
    // GET kits answers the states queued after a retry first, else the test's choice; 'real' passes
    // it on to the server.
    let kits: 'none' | 'building' | 'retrying' | 'failed' | 'real' = 'none';
    const afterRetry: OrderKit[] = [];
    await page.route(
      (url) => url.pathname === kitsPath(order),
      async (route: Route) => {
        const next = afterRetry.shift();
        if (next) return route.fulfill({ json: { data: [next] } });
        if (kits === 'real') return route.fallback();
        const data =
          kits === 'none'
            ? []
            : kits === 'building'
              ? [fakeKit(order, { status: 'building', progress: 40, has_layout: false })]
              : [fakeKit(order, { status: 'failed', retrying: kits === 'retrying', has_layout: false })];
        return route.fulfill({ json: { data } });
      },
    );
    // The retry goes to the server (whose real kit is not failed: 409) until the test fakes it.
    let retryAnswer: OrderKit | null = null;
    const retries: Request[] = [];
    await page.route(
      (url) => url.pathname === retryPath(order),
      async (route: Route) => {
        retries.push(route.request());
        return retryAnswer ? route.fulfill({ json: { data: retryAnswer } }) : route.fallback();
      },
    );

    // A line paid before kits existed: no kit state at all.
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === kitsPath(order));
    const { toggle, lines } = await openOrder(page, order, email);
    await answered;
    await lines.getByTestId('order-line').waitFor();
    expect(await lines.getByTestId('line-kit').count()).toBe(0);
    expect(await lines.getByText('ブランドキット', { exact: true }).count()).toBe(0);

    // Being built: its progress, read again while it is made.
    await toggle.click();
    await lines.waitFor({ state: 'detached' });
    kits = 'building';
    await toggle.click();
    const kit = lines.getByTestId('line-kit');
    const state = kit.getByTestId('line-kit-state');
    await expect.poll(() => state.innerText()).toBe('作成中（40%）');
    expect(await kit.getByRole('progressbar', { name: '作成中（40%）' }).getAttribute('value')).toBe('40');
    await rowAtBothWidths(page, order, 'bo-kit-building');

    // Failed while the builder still retries by itself: no button; the row keeps asking.
    kits = 'retrying';
    await expect.poll(() => state.innerText()).toBe('失敗（再試行待ち）');
    expect(await kit.getByTestId('line-kit-images-only').innerText()).toBe('ロゴ画像のみ');
    expect(await kit.getByRole('button').count()).toBe(0);
    // Its retries ran out: 失敗 and the button, found by the logo's name too.
    kits = 'failed';
    const name = order.order_logos[0]!.logo.logo_name;
    const retry = kit.getByRole('button', { name: `${name} のブランドキットを再作成` });
    await retry.waitFor();
    expect(await retry.innerText()).toBe('ブランドキットを再作成');
    expect(await state.innerText()).toBe('失敗');
    expect(await axeViolations(page)).toEqual([]);
    await rowAtBothWidths(page, order, 'bo-kit-failed');

    // The server refuses (its kit is not failed): its message, and the state read again.
    const refused = page.waitForResponse((r) => new URL(r.url()).pathname === retryPath(order));
    await retry.click();
    expect((await refused).status()).toBe(409);
    await toast(page, '作成に失敗したブランドキットのみ、作り直せます。').waitFor();
    expect(retries.map((r) => r.method())).toEqual(['POST']);
    await retry.waitFor();

    // Accepted: the toast, then the kit polled through waiting and building until it is ready.
    retryAnswer = fakeKit(order, { status: 'pending' });
    afterRetry.push(
      fakeKit(order, { status: 'pending' }),
      fakeKit(order, { status: 'building', progress: 40 }),
    );
    kits = 'real';
    await retry.click();
    await toast(page, 'ブランドキットの再作成を受け付けました。').waitFor();
    expect(retries.map((r) => r.method())).toEqual(['POST', 'POST']);
    await retry.waitFor({ state: 'detached' });
    await kit.getByText('作成中（40%）', { exact: true }).waitFor();
    expect(await kit.getByRole('progressbar', { name: '作成中（40%）' }).getAttribute('value')).toBe('40');
    await lines.locator('[data-testid="line-kit"][data-status="ready"]').waitFor({ timeout: 90_000 });
    expect(await state.innerText()).toBe('完成');
    expect(await kit.getByTestId('line-kit-detail').innerText()).toMatch(/^\d+ファイル・ZIP [\d.]+ [KM]B$/);
    expect(unexpected(problems, 409)).toEqual([]);
    await context.close();
  });

  it('never asks for kits as a designer, who cannot open the orders screen', async () => {
    const { page, context, problems } = await openPage(browser);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/order\/\d+\/kits?\b/.test(new URL(r.url()).pathname)) asked.push(r.url());
    });
    await signInByApi(context, STAFF.designer);
    await page.goto(`${BO}/orders?search_text=${encodeURIComponent(email)}`);
    await page.waitForURL((url) => url.pathname === BO);
    await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
    expect(await page.getByTestId('line-kit').count()).toBe(0);
    expect(await page.getByText('ブランドキット').count()).toBe(0);
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
