import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, setState, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, makeStaff } from '../../../test/fixtures/orders.ts';
import { buildZip, deliveryZip } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let admin: Member;
let designer: Member;
let member: Member;
const buying = buyingCalls(() => t);

beforeAll(async () => {
  t = await createTestApp({ logos: 24, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
  designer = await makeStaff(t, await newMember(t), 'designer');
  member = await newMember(t);
});
afterAll(() => t.close());

const JA_REQUIRED = 'ユーザー名は必須入力です。';

function send(who: Member | null, url: string, fields: Record<string, string>, file?: Buffer, locale = 'ja') {
  const body = multipartBody(
    fields,
    file ? { field: 'file', name: 'logo.zip', type: 'application/zip', data: file } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...(who?.headers ?? {}), ...body.headers, locale },
  });
}
const call = (who: Member | null, method: 'GET' | 'DELETE', url: string, locale = 'ja') =>
  t.app.inject({ method, url, headers: { ...(who?.headers ?? {}), locale } });

async function zipRows(logoId: number) {
  return rows<{ id: number; storage_key: string }>(
    t.database.db,
    sql`select id, storage_key from zips where logo_id = ${logoId}`,
  );
}
const stored = (key: string) => t.app.storage.get(key);
const cardZip = async (logoId: number) => (await call(null, 'GET', `/api/logo/${logoId}`)).json().data.zip;
const filesUnder = (dir: string) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.zip'))
    : [];

describe('zips: who may call', () => {
  it('answers 401 to guests and 403 to members and designers on every zip call', async () => {
    const calls: [string, (who: Member | null) => ReturnType<typeof call>][] = [
      ['list', (who) => call(who, 'GET', '/api/zips')],
      ['find', (who) => call(who, 'GET', '/api/zips/find/1')],
      ['file', (who) => call(who, 'GET', '/api/zips/1/file')],
      ['delete', (who) => call(who, 'DELETE', '/api/zips/delete/1')],
      ['create', (who) => send(who, '/api/zips', { logo_id: '1' }, deliveryZip())],
      ['update', (who) => send(who, '/api/zips/update/1', { logo_id: '1' }, deliveryZip())],
    ];
    const callers: [Member | null, number][] = [
      [null, 401],
      [member, 403],
      [designer, 403],
    ];
    for (const [who, status] of callers) {
      for (const [name, make] of calls) expect((await make(who)).statusCode, name).toBe(status);
    }
    expect(await zipRows(1)).toEqual([]);
  });
});

describe('zips: create', () => {
  it('names both missing fields with the spec’s text (ja) and the real field (en)', async () => {
    const ja = await send(admin, '/api/zips', {});
    expect(ja.statusCode).toBe(422);
    expect(ja.json().errors).toEqual({ logo_id: [JA_REQUIRED], file: [JA_REQUIRED] });
    const en = await send(admin, '/api/zips', { logo_id: '' }, undefined, 'en');
    expect(en.json().errors).toEqual({
      logo_id: ['The logo is required.'],
      file: ['The zip file is required.'],
    });
    const empty = await send(admin, '/api/zips', { logo_id: '1' }, Buffer.alloc(0));
    expect(empty.json().errors).toEqual({ file: [JA_REQUIRED] });
  });

  it('refuses unknown, deleted and malformed logo ids with 422 on logo_id', async () => {
    const [gone] = await takeLogos(t, 1, 9);
    for (const [id, message] of [
      ['999999', 'The logo does not exist.'],
      [String(gone), 'The logo does not exist.'],
      ['abc', 'The logo id must be a positive whole number.'],
      ['0', 'The logo id must be a positive whole number.'],
    ]) {
      const res = await send(admin, '/api/zips', { logo_id: id! }, deliveryZip(), 'en');
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.logo_id).toEqual([message]);
    }
    expect(await zipRows(gone!)).toEqual([]);
  });

  it('refuses a body that is not multipart with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/zips',
      headers: { ...admin.headers, locale: 'en' },
      payload: { logo_id: 1 },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Send the zip as multipart/form-data with the fields logo_id and file.');
  });

  it('stores the zip privately, lists it, serves it to staff and sets the logo’s zip flag at once', async () => {
    const [logo] = await takeLogos(t, 1);
    expect(await cardZip(logo!)).toBe(false);
    const bytes = deliveryZip('create');
    const res = await send(admin, '/api/zips', { logo_id: String(logo) }, bytes);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('登録しました。');
    expect(body.data).toMatchObject({
      logo_id: logo,
      size: bytes.length,
      url_zip: `/api/zips/${body.data.id}/file`,
    });
    expect(typeof body.data.logo_name).toBe('string');
    const [row] = await zipRows(logo!);
    expect(row!.storage_key).toMatch(new RegExp(`^zips/${logo}/[0-9a-f]{16}\\.zip$`));
    expect((await stored(row!.storage_key))!.equals(bytes)).toBe(true);
    expect(await cardZip(logo!)).toBe(true);
    // Staff download; the public file route never serves zips.
    const file = await call(admin, 'GET', body.data.url_zip);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="logoya-${String(logo).padStart(5, '0')}.zip"`,
    );
    expect(file.rawPayload.equals(bytes)).toBe(true);
    expect((await call(null, 'GET', `/files/${row!.storage_key}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/files/${row!.storage_key}`)).statusCode).toBe(404);
    const found = await call(admin, 'GET', `/api/zips/find/${body.data.id}`);
    expect(found.json().data).toEqual(body.data);
    // Nothing left in the upload folder.
    expect(filesUnder(path.join(t.dataDir, 'tmp'))).toEqual([]);
  });

  it('takes zips far larger than the 1 MB limit of JSON bodies', async () => {
    const [logo] = await takeLogos(t, 1);
    const big = buildZip([{ name: 'logo.png', data: randomBytes(3 * 1024 * 1024), method: 0 }]);
    const res = await send(admin, '/api/zips', { logo_id: String(logo) }, big);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.size).toBe(big.length);
    expect((await stored((await zipRows(logo!))[0]!.storage_key))!.equals(big)).toBe(true);
  });

  it('refuses a second zip for the same logo with 409 and keeps the first', async () => {
    const [logo] = await takeLogos(t, 1);
    expect((await send(admin, '/api/zips', { logo_id: String(logo) }, deliveryZip('one'))).statusCode).toBe(
      201,
    );
    const before = filesUnder(path.join(t.dataDir, 'files', 'zips', String(logo)));
    const again = await send(admin, '/api/zips', { logo_id: String(logo) }, deliveryZip('two'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(
      'このロゴにはすでにZIPファイルがあります。既存のZIPを編集してファイルを差し替えてください。',
    );
    expect(filesUnder(path.join(t.dataDir, 'files', 'zips', String(logo)))).toEqual(before);
    expect(await zipRows(logo!)).toHaveLength(1);
  });
});

describe('zips: update and delete', () => {
  it('replaces the file for the buyer at once and removes the old one after', async () => {
    const [logo] = await takeLogos(t, 1);
    const buyer = await newMember(t);
    const order = (await buying.buy(buyer, [logo!])).res.json().data.order;
    const link = async () => {
      const res = await buying.inject(buyer, 'GET', `/api/order/download-logo/${order.id}`);
      return res.statusCode === 200
        ? (await buying.inject(buyer, 'GET', res.json().data.url)).rawPayload
        : res.statusCode;
    };
    expect(await link()).toBe(404);
    const first = deliveryZip('first');
    const created = (await send(admin, '/api/zips', { logo_id: String(logo) }, first)).json().data;
    expect(Buffer.isBuffer(await link()) && ((await link()) as Buffer).equals(first)).toBe(true);
    const oldKey = (await zipRows(logo!))[0]!.storage_key;

    const second = deliveryZip('second');
    const res = await send(admin, `/api/zips/update/${created.id}`, {}, second);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('更新しました。');
    expect(res.json().data).toMatchObject({ id: created.id, logo_id: logo, size: second.length });
    expect(((await link()) as Buffer).equals(second)).toBe(true);
    expect(await stored(oldKey)).toBeNull();
  });

  it('moves a zip to another logo, refusing one that has its own (409) and an empty form (422)', async () => {
    const [a, b, c] = await takeLogos(t, 3);
    const za = (await send(admin, '/api/zips', { logo_id: String(a) }, deliveryZip('a'))).json().data;
    await send(admin, '/api/zips', { logo_id: String(c) }, deliveryZip('c'));
    expect((await send(admin, `/api/zips/update/${za.id}`, { logo_id: String(c) })).statusCode).toBe(409);
    const none = await send(admin, `/api/zips/update/${za.id}`, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ logo_id: [JA_REQUIRED], file: [JA_REQUIRED] });
    const moved = await send(admin, `/api/zips/update/${za.id}`, { logo_id: String(b) });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data.logo_id).toBe(b);
    expect([await cardZip(a!), await cardZip(b!)]).toEqual([false, true]);
    expect((await send(admin, '/api/zips/update/999999', { logo_id: String(b) })).statusCode).toBe(404);
  });

  it('deletes the row and the file; the logo’s download ends; a second delete is 404', async () => {
    const [logo] = await takeLogos(t, 1);
    const z = (await send(admin, '/api/zips', { logo_id: String(logo) }, deliveryZip('gone'))).json().data;
    const key = (await zipRows(logo!))[0]!.storage_key;
    const res = await call(admin, 'DELETE', `/api/zips/delete/${z.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('削除しました。');
    expect(await zipRows(logo!)).toEqual([]);
    expect(await stored(key)).toBeNull();
    expect(await cardZip(logo!)).toBe(false);
    expect((await call(admin, 'DELETE', `/api/zips/delete/${z.id}`, 'en')).json()).toEqual({
      message: 'The zip was not found.',
    });
    expect((await call(admin, 'GET', `/api/zips/find/${z.id}`)).statusCode).toBe(404);
    expect((await call(admin, 'GET', `/api/zips/${z.id}/file`)).statusCode).toBe(404);
  });
});

describe('zips: the list', () => {
  it('searches by logo id and name, filters by logo, sorts and pages', async () => {
    const [x, y] = await takeLogos(t, 2);
    await setState(t, y!, 8);
    await t.database.db.execute(sql`update logos set name_ja = ${'ジップ検索テスト'} where id = ${y}`);
    const zx = (await send(admin, '/api/zips', { logo_id: String(x) }, deliveryZip('x'))).json().data;
    const zy = (await send(admin, '/api/zips', { logo_id: String(y) }, deliveryZip('y'))).json().data;
    const list = async (query: string) => (await call(admin, 'GET', `/api/zips?${query}`)).json();
    expect((await list(`search_text=${x}`)).data.map((z: { id: number }) => z.id)).toContain(zx.id);
    expect((await list(`search_text=${encodeURIComponent('ジップ検索')}`)).data).toEqual([
      expect.objectContaining({ id: zy.id, logo_name: 'ジップ検索テスト' }),
    ]);
    expect((await list(`logo_id=${y}`)).data.map((z: { id: number }) => z.id)).toEqual([zy.id]);
    const all = await list('per_page=100&sort_field=logo_id&sort_value=asc');
    const ids = all.data.map((z: { logo_id: number }) => z.logo_id);
    expect(ids).toEqual([...ids].sort((p: number, q: number) => p - q));
    expect(all.meta).toMatchObject({ current_page: 1, per_page: 100, total: all.data.length });
    expect((await list('page=999')).data).toEqual([]);
    const bad = await call(admin, 'GET', '/api/zips?sort_field=storage_key', 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe('This column cannot be sorted.');
    expect((await call(admin, 'GET', '/api/zips?per_page=7')).statusCode).toBe(422);
  });
});
