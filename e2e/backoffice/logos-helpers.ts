import type { Page } from 'playwright-core';
import type { StaffLogoDetail } from '../../packages/core/src/index.ts';
import { api } from '../buying/helpers.ts';
import { baseUrl } from '../fixtures.ts';
import { BO } from './helpers.ts';

/** A short token no other test uses, for names the search must find exactly. */
export function uniqueToken(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.random().toString(36).slice(2, 5)}`;
}

/** A staff member's access token (the demo accounts). */
export async function staffToken(account: { email: string; password: string }): Promise<string> {
  const { status, body } = await api<{ data: { access_token: string } }>('POST', '/api/login', {
    body: { email: account.email, password: account.password },
  });
  if (status !== 200) throw new Error(`login answered ${status}`);
  return body.data.access_token;
}

export interface LogoNames {
  logo_name: string;
  logo_name_en: string;
  logo_name_vn: string;
}

/** Registers a logo through the API (stopped, 7, and not yet published); a designer's becomes theirs. */
export async function createLogo(token: string, names: LogoNames): Promise<number> {
  const { status, body } = await api<{ data: { logo_id: number } }>('POST', '/api/logo/create', {
    token,
    lang: 'ja',
    body: { data: { ...names, logo_explain: 'e2e のテスト用ロゴです。' } },
  });
  if (status !== 201) throw new Error(`logo create answered ${status}: ${JSON.stringify(body)}`);
  return body.data.logo_id;
}

/** A 1 × 1 PNG: the server makes every logo image a 400 × 400 square. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Stores the images a logo needs before it may go on sale (main and hover), through the API. */
export async function addRequiredImages(token: string, id: number): Promise<void> {
  for (const kind of ['main', 'hover']) {
    const form = new FormData();
    form.set('kind', kind);
    form.set('file', new Blob([TINY_PNG], { type: 'image/png' }), `${kind}.png`);
    const response = await fetch(`${baseUrl()}/api/logo/${id}/update-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, locale: 'ja' },
      body: form,
    });
    if (response.status !== 200) throw new Error(`image upload answered ${response.status}`);
  }
}

/** A small lettering layout: the two names stacked on a square canvas, no mark. */
const SIMPLE_LETTERING = {
  version: 1,
  canvas: { width: 400, height: 400 },
  background: null,
  mark: null,
  slots: {
    main: { box: { x: 24, y: 150, w: 352, h: 64 }, size: { max: 60, min: 9 } },
    sub: { box: { x: 60, y: 230, w: 280, h: 30 }, size: { max: 22, min: 9 } },
  },
};
const slotStyle = {
  font: 'noto-sans-jp-medium',
  color: '#1b3a6b',
  align: 'center',
  letter_spacing: 0,
  case: 'as_typed',
  direction: 'horizontal',
};

/** Saves a lettering layout for a logo through the API: going on sale asks for one (ADR 0105). */
export async function saveLettering(token: string, id: number): Promise<void> {
  const { main, sub } = SIMPLE_LETTERING.slots;
  const layout = {
    ...SIMPLE_LETTERING,
    slots: { main: { ...slotStyle, ...main }, sub: { ...slotStyle, ...sub } },
  };
  const { status, body } = await api('PUT', `/api/logo/${id}/lettering`, { token, body: layout });
  if (status !== 200) throw new Error(`lettering of ${id} answered ${status}: ${JSON.stringify(body)}`);
}

/** What a logo needs before it may go on sale: its main and hover images and its lettering layout. */
export async function readyForSale(token: string, id: number): Promise<void> {
  await addRequiredImages(token, id);
  await saveLettering(token, id);
}

/** A logo on sale: registered, given its images and lettering, and put on sale by the admin (`admin` token). */
export async function createLogoOnSale(admin: string, names: LogoNames): Promise<number> {
  const id = await createLogo(admin, names);
  await readyForSale(admin, id);
  const { status } = await api('POST', `/api/logo/${id}/update-state`, {
    token: admin,
    body: { logoId: id, state: 0 },
  });
  if (status !== 200) throw new Error(`putting logo ${id} on sale answered ${status}`);
  return id;
}

/**
 * Opens the logo list (/logos) by its address, the first page of a test signed in by signInByApi.
 * The side menu's ロゴ entry to it is tried in guards.spec.ts.
 */
export async function openLogoList(page: Page): Promise<void> {
  await page.goto(`${BO}/logos`);
  await page.getByRole('heading', { level: 1, name: 'ロゴ一覧' }).waitFor();
}

/** Names in three languages around a token, short enough for a card (10 characters). */
export const namesFor = (token: string): LogoNames => ({
  logo_name: `試験${token}`,
  logo_name_en: `En${token}`,
  logo_name_vn: `Vi${token}`,
});

export async function logoDetail(
  token: string,
  id: number,
): Promise<{ status: number; logo: StaffLogoDetail }> {
  const { status, body } = await api<{ data: StaffLogoDetail }>('GET', `/api/logo/${id}/detail`, {
    token,
    lang: 'ja',
  });
  return { status, logo: body.data };
}

/** A first logo in a state (8 sold: the demo catalogue has some), as the admin list shows it. */
export async function logoInState(token: string, state: number): Promise<number> {
  const { body } = await api<{ data: { logo_id: number }[] }>('GET', `/api/logo?state=${state}&per_page=10`, {
    token,
  });
  const id = body.data[0]?.logo_id;
  if (!id) throw new Error(`No logo in state ${state}.`);
  return id;
}

/** A PNG drawn by the page's canvas: a real image the cropper and the server accept. */
export async function pngFile(page: Page, color: string) {
  const base64 = await page.evaluate((fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 240;
    canvas.height = 180;
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 240, 180);
    context.fillStyle = fill;
    context.beginPath();
    context.arc(120, 90, 70, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  }, color);
  return {
    name: `logo-${color.replace('#', '')}.png`,
    mimeType: 'image/png',
    buffer: Buffer.from(base64, 'base64'),
  };
}

/** The board's filter panel (the aside, or the drawer on a phone). */
export const filters = (page: Page) => page.getByTestId('logo-filters');
export const card = (page: Page, id: number) =>
  page.locator(`[data-testid="staff-logo-card"][data-logo-id="${id}"]`);

/** Types a text into the board's text search and waits for the URL to carry it. */
export async function searchBoard(page: Page, text: string) {
  await filters(page).getByLabel('テキスト検索').fill(text);
  await filters(page).getByRole('button', { name: '検索', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('keyword') === text);
}

/** Uploads an image of a kind through the image tab: choose, crop, confirm. */
export async function uploadImage(page: Page, kind: string, color: string) {
  await page.getByRole('radio', { name: kind }).check();
  await page.getByTestId('logo-image-input').setInputFiles(await pngFile(page, color));
  const dialog = page.getByRole('dialog', { name: '画像の切り抜き' });
  await dialog.getByRole('button', { name: '決定' }).click();
  await dialog.waitFor({ state: 'detached' });
}
