import type { StaffLogoImage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { craftBmp, craftIco, craftPng } from '../../../test/fixtures/images.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  logosOf,
  staffCallers,
  storedFiles,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The image tab (SPEC §5, issue 10): checked by content through the one intake (ADR 0027),
 * 400 × 400 squares, one main and one hover, six pictures at most, nothing stored when refused.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;
let designer: Caller;
let designer2: Caller;
let logos: number[];

beforeAll(async () => {
  t = await createTestApp({ logos: 30 });
  ({ admin, designer, designer2 } = await staffCallers(t));
  logos = await logosOf(t, designer.id);
});
afterAll(() => t.close());

type File = { name: string; type: string; data: Buffer };
function upload(
  who: Caller,
  id: number,
  file: File | undefined,
  fields: Record<string, string> = {},
  locale = 'en',
) {
  const body = multipartBody({ _method: 'put', ...fields }, file && { field: 'file', ...file });
  return t.app.inject({
    method: 'POST',
    url: `/api/logo/${id}/update-image`,
    payload: body.payload,
    headers: { ...body.headers, ...who.headers, locale },
  });
}
const png = (data: Buffer): File => ({ name: 'logo.png', type: 'image/png', data });
const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
const imageRows = (id: number) =>
  rows<{ id: number; kind: string; format: string; storage_key: string; width: number; height: number }>(
    t.database.db,
    sql`select id, kind, format, storage_key, width, height from logo_images where logo_id = ${id} order by id`,
  );
/** Everything an upload could leave behind: files, rows and change-log rows. */
const snapshot = async (id: number) => ({
  files: storedFiles(t, id),
  rows: await imageRows(id),
  logs: (await changeLogsOf(t, id)).length,
});
const served = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return sharp(res.rawPayload).metadata();
};

describe(`POST /api/logo/{id}/update-image (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('replaces the main image with a 400 × 400 PNG, deletes the old file and logs the change', async () => {
    const id = logos[0]!;
    const [oldMain] = (await imageRows(id)).filter((r) => r.kind === 'main');
    const res = await upload(designer, id, png(await solid(1000, 600, '#3366cc')));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('updated');
    const images = res.json().data as StaffLogoImage[];
    expect(images.map((i) => [i.kind, i.format, i.width, i.height])).toEqual([
      ['main', 'png', 400, 400],
      ['hover', 'png', 400, 400],
    ]);
    const meta = await served(images[0]!.url);
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
    const newKey = images[0]!.url.replace('/files/', '');
    expect(storedFiles(t, id)).not.toContain(oldMain!.storage_key.split('/').pop());
    expect(storedFiles(t, id)).toContain(newKey.split('/').pop());
    expect((await changeLogsOf(t, id)).at(-1)).toEqual({
      user_id: designer.id,
      field: 'image_main',
      old_value: oldMain!.storage_key,
      new_value: newKey,
    });
    // The shop's card shows it at once.
    const card = await call(t, { id: 0, headers: {} }, 'GET', `/api/logo/${id}`);
    expect(card.json().data.src).toBe(images[0]!.url);
  });

  it('keeps a main GIF animated, and enlarges small BMP and icon files to 400 × 400', async () => {
    const id = logos[1]!;
    const frames = [await solid(80, 160, 'red'), await solid(80, 160, 'blue')];
    const animated = await sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
    const gif = await upload(admin, id, { name: 'a.gif', type: 'image/gif', data: animated });
    expect(gif.statusCode).toBe(200);
    const main = (gif.json().data as StaffLogoImage[]).find((i) => i.kind === 'main')!;
    expect([main.format, main.width, main.height]).toEqual(['gif', 400, 400]);
    const stored = await served(main.url);
    expect([stored.format, stored.pages, stored.width, stored.pageHeight ?? stored.height]).toEqual([
      'gif',
      2,
      400,
      400,
    ]);
    const bmp = await upload(
      admin,
      id,
      { name: 'a.bmp', type: 'image/bmp', data: craftBmp(40, 30, () => [9, 9, 200, 255]) },
      { kind: 'hover' },
    );
    expect(bmp.statusCode).toBe(200);
    const hover = (bmp.json().data as StaffLogoImage[]).filter((i) => i.kind === 'hover');
    expect(hover.map((i) => [i.format, i.width, i.height])).toEqual([['png', 400, 400]]);
    const ico = await upload(
      admin,
      id,
      {
        name: 'a.ico',
        type: 'image/x-icon',
        data: craftIco({ width: 32, height: 32, color: [200, 0, 0, 255], transparent: () => false }),
      },
      { kind: 'gallery' },
    );
    expect(ico.statusCode).toBe(200);
    expect((await served((ico.json().data as StaffLogoImage[]).at(-1)!.url)).width).toBe(400);
  });

  it('holds six pictures at most, the hover image included: the seventh is refused and nothing is stored', async () => {
    const id = logos[2]!;
    for (let i = 0; i < 4; i++) {
      const res = await upload(designer, id, png(await solid(50 + i, 50, '#00aa00')), { kind: 'gallery' });
      expect(res.statusCode).toBe(200);
    }
    expect((await imageRows(id)).length).toBe(6);
    const before = await snapshot(id);
    const seventh = await upload(designer, id, png(await solid(60, 60, '#aa0000')), { kind: 'gallery' });
    expect(seventh.statusCode).toBe(422);
    expect(seventh.json()).toEqual({
      message: 'A logo can have up to 6 images, the hover image included. Delete one first.',
      errors: { file: ['A logo can have up to 6 images, the hover image included. Delete one first.'] },
    });
    const ja = await upload(designer, id, png(await solid(60, 60, '#aa0000')), { kind: 'gallery' }, 'ja');
    expect(ja.json().message).toBe('ロゴの画像はホバー画像を含めて6枚までです。先に1枚削除してください。');
    expect(await snapshot(id)).toEqual(before);
    // Replacing one, or the main image, keeps the count and is allowed.
    const gallery = before.rows.filter((r) => r.kind === 'gallery');
    const replaced = await upload(designer, id, png(await solid(70, 70, '#0000aa')), {
      replace_id: String(gallery[0]!.id),
    });
    expect(replaced.statusCode).toBe(200);
    const after = await imageRows(id);
    expect(after.length).toBe(6);
    expect(after.map((r) => r.id)).not.toContain(gallery[0]!.id);
    expect(after.filter((r) => r.kind === 'gallery')).toHaveLength(4);
    expect(storedFiles(t, id)).toHaveLength(6);
    expect((await upload(designer, id, png(await solid(70, 70, '#0000aa')))).statusCode).toBe(200);
    expect(await imageRows(id)).toHaveLength(6);
  });

  it('lets parallel uploads pass six pictures never, leaving no orphan file', async () => {
    const id = logos[5]!;
    for (let i = 0; i < 3; i++)
      await upload(designer, id, png(await solid(20 + i, 20, '#555')), { kind: 'gallery' });
    expect(await imageRows(id)).toHaveLength(5);
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) =>
        upload(designer, id, png(await solid(30 + i, 30, '#777')), { kind: 'gallery' }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
    const after = await imageRows(id);
    expect(after).toHaveLength(6);
    expect(storedFiles(t, id).sort()).toEqual(after.map((r) => r.storage_key.split('/').pop()).sort());
  });

  it('refuses hostile files by their content, each with nothing stored', async () => {
    const id = logos[3]!;
    const before = await snapshot(id);
    const cases: [File, number, string][] = [
      [
        png(Buffer.from('just some text, renamed to look like a PNG file')),
        422,
        'Please select an image file',
      ],
      [
        {
          name: 'logo.svg',
          type: 'image/svg+xml',
          data: Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
          ),
        },
        422,
        'Please select an image file',
      ],
      [
        png(craftPng(20_000, 20_000, { complete: true })),
        422,
        'The image may be at most 5000 × 5000 pixels.',
      ],
      [png(craftPng(100_000, 100_000)), 422, 'The image may be at most 5000 × 5000 pixels.'],
      [
        png(Buffer.concat([craftPng(10, 10), Buffer.alloc(50 * 1024 * 1024)])),
        413,
        'The image may not be larger than 10 MB.',
      ],
    ];
    for (const [file, status, message] of cases) {
      const res = await upload(designer, id, file);
      expect(res.statusCode, message).toBe(status);
      expect(res.json()).toEqual({ message, errors: { file: [message] } });
    }
    const ja = await upload(designer, id, png(Buffer.from('not an image at all, only text here')), {}, 'ja');
    expect(ja.json().message).toBe('画像ファイルを選択してください');
    const none = await upload(designer, id, undefined);
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.file).toEqual(['Please select an image file']);
    expect(await snapshot(id)).toEqual(before);
  });

  it('checks the fields, the logo and the image to replace', async () => {
    const id = logos[3]!;
    const before = await snapshot(id);
    const kind = await upload(designer, id, png(await solid(10, 10, '#000')), { kind: 'banner' });
    expect(kind.statusCode).toBe(422);
    expect(kind.json().errors.kind).toEqual(['The kind must be main, hover or gallery.']);
    const method = await upload(designer, id, png(await solid(10, 10, '#000')), { _method: 'patch' });
    expect(method.statusCode).toBe(422);
    const [other] = await imageRows(logos[0]!);
    const foreign = await upload(designer, id, png(await solid(10, 10, '#000')), {
      replace_id: String(other!.id),
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('The image was not found.');
    const notTheirs = await upload(designer2, id, png(await solid(10, 10, '#000')));
    expect(notTheirs.statusCode).toBe(404);
    expect(notTheirs.json().message).toBe('The logo was not found.');
    const json = await call(t, designer, 'POST', `/api/logo/${id}/update-image`, { file: 'x' });
    expect(json.statusCode).toBe(415);
    expect(await snapshot(id)).toEqual(before);
  });
});

describe('DELETE /api/logo/{id}/images/{imageId}', () => {
  it('deletes the row and its file, logs it, and 404s for unknown or foreign images', async () => {
    const id = logos[4]!;
    const [main, hover] = await imageRows(id);
    // On sale, its last hover image stays (logo-publishing.test.ts); a stopped logo may lose it.
    expect((await call(t, admin, 'POST', `/api/logo/${id}/update-state`, { state: 7 })).statusCode).toBe(200);
    const res = await call(t, designer, 'DELETE', `/api/logo/${id}/images/${hover!.id}`, undefined, 'ja');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('画像を削除しました。');
    expect((res.json().data as StaffLogoImage[]).map((i) => i.id)).toEqual([main!.id]);
    expect(storedFiles(t, id)).toEqual([main!.storage_key.split('/').pop()]);
    expect((await changeLogsOf(t, id)).at(-1)).toEqual({
      user_id: designer.id,
      field: 'image_hover',
      old_value: hover!.storage_key,
      new_value: null,
    });
    expect((await call(t, designer, 'DELETE', `/api/logo/${id}/images/${hover!.id}`)).statusCode).toBe(404);
    const [foreign] = await imageRows(logos[5]!);
    expect((await call(t, designer, 'DELETE', `/api/logo/${id}/images/${foreign!.id}`)).statusCode).toBe(404);
    expect((await call(t, designer2, 'DELETE', `/api/logo/${id}/images/${main!.id}`)).statusCode).toBe(404);
    expect(await imageRows(id)).toHaveLength(1);
  });
});
