import type { LogoCardPage, StaffLogoDetail } from '@logoya/core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  csvText,
  importCsv,
  picture,
  resultOf,
} from '../../../test/fixtures/staff-logos/logo-csv.fixtures.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  GUEST,
  saveLettering,
  staffCallers,
  validBasics,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { buildZip } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Issue 24, defect 1: a new logo (editor, API, CSV import) starts stopped (7) and not yet
 * published; only an admin puts it on sale, and only once its main and hover images exist
 * (ADR 0086), and its lettering layout (issue 25, ADR 0105). Before, a logo saved with its basic
 * information only was on sale at once.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 8 });
  ({ admin, designer } = await staffCallers(t));
});
afterAll(() => t.close());

let serial = 0;
/** A new logo through POST /api/logo/create as `who`, with a name no other logo has. */
async function create(who: Caller): Promise<{ id: number; name: string }> {
  serial += 1;
  const basics = validBasics(` P${serial}x${Date.now().toString(36)}`);
  const res = await call(t, who, 'POST', '/api/logo/create', { data: basics });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.logo_id, name: basics.logo_name_en };
}

const detail = async (id: number, who = admin) =>
  (await call(t, who, 'GET', `/api/logo/${id}/detail`)).json().data as StaffLogoDetail;
const setState = (id: number, state: number, locale = 'en', who = admin) =>
  call(t, who, 'POST', `/api/logo/${id}/update-state`, { logoId: id, state }, locale);

async function upload(id: number, kind: 'main' | 'hover' | 'gallery', who = admin) {
  const data = await sharp({ create: { width: 64, height: 64, channels: 4, background: '#e85d04' } })
    .png()
    .toBuffer();
  const body = multipartBody({ kind }, { field: 'file', name: `${kind}.png`, type: 'image/png', data });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/logo/${id}/update-image`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers, locale: 'en' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; kind: string }[];
}

/** Whether the shop shows the logo: its public detail, and the free-text search by its name. */
async function inShop(id: number, name: string): Promise<{ detail: number; found: boolean }> {
  const shown = await call(t, GUEST, 'GET', `/api/logo/${id}`);
  const search = await call(t, GUEST, 'GET', `/api/search/logo?u_keyword=${encodeURIComponent(name)}`);
  const found = search.json<LogoCardPage>().data.some((card) => card.logo_id === id);
  return { detail: shown.statusCode, found };
}

const MESSAGES = {
  en: {
    message: 'This logo cannot go on sale yet.',
    main: 'Add its main image first: the shop shows it on the logo card.',
    hover: 'Add its hover image first: the shop shows it when the pointer is over the card.',
    lettering:
      'Save its lettering layout first (Lettering tab): buyers see their own names in the logo before they buy.',
  },
  ja: {
    message: 'このロゴはまだ公開できません。',
    main: '先にメイン画像を登録してください（ショップのロゴカードに表示されます）。',
    hover: '先にホバー画像を登録してください（カードにポインターを重ねたときに表示されます）。',
    lettering:
      '先に文字レイアウトを保存してください（文字レイアウトタブ）。お客様は購入前に自分の名前入りのロゴを確認します。',
  },
  vi: {
    message: 'Logo này chưa thể mở bán.',
    main: 'Hãy thêm ảnh chính trước: cửa hàng hiển thị ảnh này trên thẻ logo.',
    hover: 'Hãy thêm ảnh hover trước: cửa hàng hiển thị ảnh này khi đưa con trỏ lên thẻ.',
    lettering:
      'Hãy lưu bố cục chữ trước (thẻ Bố cục chữ): khách hàng xem logo có tên của mình trước khi mua.',
  },
} as const;

describe(`new logos wait unpublished until an admin puts them on sale (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('a logo created by an admin or a designer starts stopped (7), not yet published, and out of the shop', async () => {
    for (const who of [admin, designer]) {
      const { id, name } = await create(who);
      const logo = await detail(id, who);
      expect(logo.state).toBe(7);
      expect(logo.published_at).toBeNull();
      expect(await inShop(id, name)).toEqual({ detail: 404, found: false });
      const states = (await changeLogsOf(t, id)).filter((l) => l.field === 'state');
      expect(states).toEqual([{ user_id: who.id, field: 'state', old_value: null, new_value: '7' }]);
      // The staff list carries the same mark, for the 未公開 label.
      const list = await call(t, who, 'GET', `/api/logo?keyword=${encodeURIComponent(name)}`);
      expect(list.json().data.map((c: { logo_id: number; published_at: string | null }) => c)).toEqual([
        expect.objectContaining({ logo_id: id, state: 7, published_at: null }),
      ]);
    }
  });

  it.each(['en', 'ja', 'vi'] as const)(
    'refuses to put it on sale without its main and hover images and its lettering: 422 naming each (%s)',
    async (locale) => {
      const { id } = await create(admin);
      const texts = MESSAGES[locale];
      for (const state of [0, 2]) {
        const res = await setState(id, state, locale);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          message: texts.message,
          errors: { state: [texts.main, texts.hover, texts.lettering] },
        });
      }
      await upload(id, 'main');
      await upload(id, 'gallery');
      await saveLettering(t, admin, id);
      const res = await setState(id, 0, locale);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: texts.message, errors: { state: [texts.hover] } });
      expect((await detail(id)).state).toBe(7);
    },
  );

  it('a designer cannot put a logo on sale, not even their own with its images', async () => {
    const { id } = await create(designer);
    await upload(id, 'main', designer);
    await upload(id, 'hover', designer);
    const res = await setState(id, 0, 'ja', designer);
    expect(res.statusCode).toBe(403);
    expect((await detail(id)).state).toBe(7);
    const bulk = await call(t, designer, 'POST', '/api/logo/update-state', { logo_ids: [id], state: 0 });
    expect(bulk.statusCode).toBe(403);
  });

  it('an admin puts it on sale once the images and the lettering exist: published, and the shop shows and finds it', async () => {
    const { id, name } = await create(designer);
    await upload(id, 'main', designer);
    await upload(id, 'hover', designer);
    expect(await inShop(id, name)).toEqual({ detail: 404, found: false });
    // The images alone are not enough: a buyer must be able to see their names in it.
    const early = await setState(id, 0);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ state: [MESSAGES.en.lettering] });
    await saveLettering(t, designer, id);
    const res = await setState(id, 0);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ logo_id: id, state: 0, changed: true });
    const published = (await detail(id)).published_at;
    expect(published).not.toBeNull();
    expect(await inShop(id, name)).toEqual({ detail: 200, found: true });
    // Stopped again and back on sale: still the first publication.
    expect((await setState(id, 7)).statusCode).toBe(200);
    expect((await detail(id)).published_at).toBe(published);
    expect((await setState(id, 2)).statusCode).toBe(200);
    expect((await detail(id)).published_at).toBe(published);
  });

  it('bulk: a logo that may not go on sale yet stops the whole change and is named with its reasons', async () => {
    const ready = await create(admin);
    await upload(ready.id, 'main');
    await upload(ready.id, 'hover');
    await saveLettering(t, admin, ready.id);
    const bare = await create(admin);
    const res = await call(
      t,
      admin,
      'POST',
      '/api/logo/update-state',
      { logo_ids: [ready.id, bare.id], state: 0 },
      'ja',
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: '変更できないロゴがあるため、どのロゴも変更しませんでした。',
      errors: {
        [`logo_ids.${bare.id}`]: [
          MESSAGES.ja.message,
          MESSAGES.ja.main,
          MESSAGES.ja.hover,
          MESSAGES.ja.lettering,
        ],
      },
    });
    expect((await detail(ready.id)).state).toBe(7);
    const good = await call(t, admin, 'POST', '/api/logo/update-state', { logo_ids: [ready.id], state: 2 });
    expect(good.statusCode).toBe(200);
    expect((await detail(ready.id)).published_at).not.toBeNull();
  });

  it('the last main or hover image of a logo on sale cannot be deleted (409); a stopped logo may lose it', async () => {
    const { id } = await create(admin);
    await upload(id, 'main');
    const images = await upload(id, 'hover');
    await saveLettering(t, admin, id);
    expect((await setState(id, 0)).statusCode).toBe(200);
    const hover = images.find((i) => i.kind === 'hover')!;
    const refused = await call(t, admin, 'DELETE', `/api/logo/${id}/images/${hover.id}`, undefined, 'ja');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'このロゴは販売中のため、この画像は削除できません。新しい画像で差し替えるか、先にロゴを停止してください。',
    );
    expect((await detail(id)).images.map((i) => i.kind)).toEqual(['main', 'hover']);
    expect((await setState(id, 7)).statusCode).toBe(200);
    const deleted = await call(t, admin, 'DELETE', `/api/logo/${id}/images/${hover.id}`);
    expect(deleted.statusCode).toBe(200);
  });

  it('the CSV import writes a new logo stopped and unpublished, and puts one on sale only with its images and lettering', async () => {
    const name = `CsvPublish${Date.now().toString(36)}`;
    // A logo already registered, with its lettering: the import may put it on sale with its images.
    const laid = await create(admin);
    await saveLettering(t, admin, laid.id);
    const zip = buildZip([
      { name: 'ready-main.png', data: await picture(64, '#d33') },
      { name: 'ready-hover.png', data: await picture(64, '#3d3') },
      { name: 'laid-main.png', data: await picture(64, '#33d') },
      { name: 'laid-hover.png', data: await picture(64, '#dd3') },
    ]);
    const header = ['id', 'name_ja', 'name_en', 'name_vi', 'explain', 'state', 'image_main', 'image_hover'];
    const csv = csvText([
      header,
      // Row 2: no state: a new logo waits stopped.
      ['', '待機ロゴ', `${name} Waiting`, 'Logo chờ', '説明', '', '', ''],
      // Row 3: on sale without images: refused, nothing written.
      ['', '画像なし', `${name} Bare`, 'Logo trống', '説明', '0', '', ''],
      // Row 4: a new logo on sale with both images, but a new logo has no lettering yet: refused.
      ['', '公開ロゴ', `${name} Ready`, 'Logo sẵn sàng', '説明', '0', 'ready-main.png', 'ready-hover.png'],
      // Row 5: the registered logo with its lettering, on sale with both images: written and published.
      [
        String(laid.id),
        '文字ありロゴ',
        `${name} Laid`,
        'Logo có chữ',
        '説明',
        '0',
        'laid-main.png',
        'laid-hover.png',
      ],
    ]);
    const res = await importCsv(t, admin, csv, { zip });
    const result = resultOf(res);
    expect(result.failed).toEqual([
      {
        row: 3,
        id: null,
        errors: { state: [MESSAGES.en.message, MESSAGES.en.main, MESSAGES.en.hover, MESSAGES.en.lettering] },
      },
      { row: 4, id: null, errors: { state: [MESSAGES.en.message, MESSAGES.en.lettering] } },
    ]);
    expect(result.created).toBe(1);
    const written = await rows<{ name_en: string; state: number; published: boolean }>(
      t.database.db,
      sql`select name_en, state, published_at is not null as published from logos
          where name_en like ${`${name}%`} order by id`,
    );
    expect(written.map((r) => ({ ...r, state: Number(r.state) }))).toEqual([
      { name_en: `${name} Laid`, state: 0, published: true },
      { name_en: `${name} Waiting`, state: 7, published: false },
    ]);
  });
});
