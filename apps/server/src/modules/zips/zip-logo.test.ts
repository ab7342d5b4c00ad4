import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { makeStaff } from '../../../test/fixtures/orders.ts';
import { deliveryZip } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';

/**
 * GET /api/zips/logo/{logo_id} (issue 24, 6c): the zip form shows the logo as its id is typed and
 * refuses an unknown one before the upload starts, by the rule the upload itself uses.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 8, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
});
afterAll(() => t.close());

const lookup = (who: Member | null, logoId: number | string, locale = 'ja') =>
  t.app.inject({
    method: 'GET',
    url: `/api/zips/logo/${logoId}`,
    headers: { ...(who?.headers ?? {}), locale },
  });

describe(`GET /api/zips/logo/{logo_id} (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers the logo’s name, image and state, and the zip it has once one is uploaded', async () => {
    const [logo] = (await takeLogos(t, 1)) as [number];
    const card = (
      await t.app.inject({ method: 'GET', url: `/api/logo/${logo}`, headers: { locale: 'ja' } })
    ).json().data;
    const res = await lookup(admin, logo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      data: { logo_id: logo, logo_name: card.logo_name, src: card.src, state: 0, zip_id: null },
    });
    expect(card.logo_name).toBeTruthy();
    expect(card.src).toMatch(/^\/files\//);

    const body = multipartBody(
      { logo_id: String(logo) },
      { field: 'file', name: 'logo.zip', type: 'application/zip', data: deliveryZip() },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/zips',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers, locale: 'ja' },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await lookup(admin, logo)).json().data.zip_id).toBe(created.json().data.id);
  });

  it('refuses an unknown or deleted logo with 404 and the upload’s words, in en, ja and vi', async () => {
    const [gone] = (await takeLogos(t, 1, 9)) as [number];
    const said = { en: 'The logo does not exist.', ja: 'ロゴが存在しません。', vi: 'Logo không tồn tại.' };
    for (const [locale, message] of Object.entries(said)) {
      for (const id of [999_999, gone, '99999999999']) {
        const res = await lookup(admin, id, locale);
        expect(res.statusCode, `${id} ${locale}`).toBe(404);
        expect(res.json().message).toBe(message);
      }
    }
    expect((await lookup(admin, 'abc')).statusCode).toBe(422);
  });

  it('is for admins only, as every zip call: designers, members and guests are refused', async () => {
    const [logo] = (await takeLogos(t, 1)) as [number];
    const designer = await makeStaff(t, await newMember(t), 'designer');
    expect((await lookup(null, logo)).statusCode).toBe(401);
    expect((await lookup(await newMember(t), logo)).statusCode).toBe(403);
    expect((await lookup(designer, logo)).statusCode).toBe(403);
  });
});
