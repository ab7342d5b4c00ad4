import fs from 'node:fs';
import path from 'node:path';
import { padNumber } from '@logoya/core';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, makeStaff, putZip } from '../../../test/fixtures/orders.ts';
import { startTestS3 } from '../../../test/fixtures/s3.ts';
import { staffCallers } from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { deliveryZip } from '../../../test/fixtures/zips.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';
import type { Storage } from '../../platform/storage/storage.ts';

/**
 * The shop on S3 storage (S3_ENDPOINT, S3_BUCKET): a real S3-compatible server (s3rver) started
 * here on a free port. Public images stream through /files from the private bucket; delivery zips
 * answer a redirect to a presigned URL that expires (S3_SIGNED_URL_SECONDS=2 here).
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const s3 = await startTestS3('logoya-api', 'S3 integration tests');

let t: TestApp;
/** The bucket seen directly, not through the app. */
let bucket: Storage;
let buyer: Member;
let other: Member;
let admin: Member;
const buying = buyingCalls(() => t);

beforeAll(async () => {
  if (!s3) return;
  t = await createTestApp({
    logos: 10,
    env: { ...s3.settings, S3_SIGNED_URL_SECONDS: '2', ORDER_SWEEP_INTERVAL_MS: '0' },
  });
  bucket = s3.storage();
  buyer = await newMember(t);
  other = await newMember(t);
  admin = await makeStaff(t, await newMember(t), 'admin');
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const imageKeys = (logoId: number) =>
  rows<{ kind: string; storage_key: string }>(
    t.database.db,
    sql`select kind, storage_key from logo_images where logo_id = ${logoId} order by id`,
  );
/** Files the app wrote under DATA_DIR/files (none with S3). */
const filesOnDisk = () => {
  const dir = path.join(t.dataDir, 'files');
  return fs.existsSync(dir)
    ? fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile())
    : [];
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!s3)(`files in S3 (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('keeps the seeded images in the bucket, none on disk, and serves them from /files', async () => {
    const [logo] = await takeLogos(t, 1);
    const [main] = await imageKeys(logo!);
    expect(main!.storage_key).toMatch(/^logos\//);
    expect(await bucket.exists(main!.storage_key)).toBe(true);
    expect(filesOnDisk()).toEqual([]);

    const res = await get(`/files/${main!.storage_key}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.rawPayload.equals((await bucket.get(main!.storage_key))!)).toBe(true);
    // A revalidation answers 304 from a HEAD, with no body.
    const again = await get(`/files/${main!.storage_key}`, { 'if-none-match': res.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('stores a staff upload in the bucket, serves it, and removes the replaced image', async () => {
    const { admin: staff } = await staffCallers(t);
    const [logo] = await takeLogos(t, 1);
    const before = (await imageKeys(logo!)).find((r) => r.kind === 'main')!.storage_key;
    const picture = await sharp({ create: { width: 600, height: 500, channels: 4, background: '#2a9d8f' } })
      .png()
      .toBuffer();
    const body = multipartBody(
      { _method: 'put' },
      { field: 'file', name: 'logo.png', type: 'image/png', data: picture },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/logo/${logo}/update-image`,
      payload: body.payload,
      headers: { ...body.headers, ...staff.headers, locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const url = (res.json().data as { kind: string; url: string }[]).find((i) => i.kind === 'main')!.url;
    const key = url.replace('/files/', '');
    expect(await bucket.exists(key)).toBe(true);
    expect(await bucket.exists(before)).toBe(false);
    const served = await get(url);
    expect(served.statusCode).toBe(200);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['png', 400, 400]);
    expect(filesOnDisk()).toEqual([]);
  });

  it('serves avatars from the bucket, the default image for a missing logo image, and 404 for zips', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'member@logoya.test', password: 'member1234' },
    });
    const picture = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#e76f51' } })
      .png()
      .toBuffer();
    const body = multipartBody({ _method: 'put' }, { name: 'me.png', type: 'image/png', data: picture });
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${login.json().data.access_token}` },
    });
    expect(saved.statusCode).toBe(200);
    const [user] = await rows<{ picture: string }>(
      t.database.db,
      sql`select picture from users where email = 'member@logoya.test'`,
    );
    expect(await bucket.exists(user!.picture)).toBe(true);
    expect((await get(`/files/${user!.picture}`)).statusCode).toBe(200);

    const missing = await get('/files/logos/1/ffffffffffffffff.gif');
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['x-fallback']).toBe('default-image');
    expect(missing.headers['cache-control']).toBe('public, max-age=300');
    // Private objects are never public, whatever the storage.
    const [logo] = await takeLogos(t, 1);
    const zipKey = await putZip(t, logo!);
    expect((await get(`/files/${zipKey}`)).statusCode).toBe(404);
    expect((await get('/files/logos/a%5Cb.gif')).statusCode).toBe(404);
  });

  it('answers a buyer’s download with a presigned redirect that downloads the zip, then expires', async () => {
    const [logo] = await takeLogos(t, 1);
    const zip = deliveryZip('s3');
    await putZip(t, logo!, Buffer.from(zip));
    const order = (await buying.buy(buyer, [logo!])).res.json().data.order;
    const link = (await buying.inject(buyer, 'GET', `/api/order/download-logo/${order.id}`)).json().data;

    const res = await buying.inject(buyer, 'GET', link.url);
    expect(res.statusCode).toBe(302);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const location = res.headers.location as string;
    expect(location.startsWith(`${s3!.settings.S3_ENDPOINT}/logoya-api/zips/${logo}/`)).toBe(true);
    expect(new URL(location).searchParams.get('X-Amz-Expires')).toBe('2');
    const file = await fetch(location);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="logoya-${padNumber(logo!)}.zip"`,
    );
    expect(Buffer.from(await file.arrayBuffer()).equals(zip)).toBe(true);
    // Only the buyer gets the redirect; the presigned URL itself dies within seconds.
    expect((await buying.inject(other, 'GET', link.url)).statusCode).toBe(410);
    expect((await buying.inject(null, 'GET', link.url)).statusCode).toBe(401);
    await sleep(3_200);
    expect((await fetch(location)).status).toBe(403);
    // A zip gone from the bucket answers the shop's message, not the bucket's.
    await bucket.remove(`zips/${logo}/test.zip`);
    const gone = await buying.inject(buyer, 'GET', link.url);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('File is not exist! Please contact to us!');
  }, 20_000);

  it('names the download after the logo bought, also for a zip moved from another logo', async () => {
    const [from, logo] = await takeLogos(t, 2);
    await putZip(t, from!, Buffer.from('PK\u0003\u0004 moved'));
    await t.database.db.execute(sql`update zips set logo_id = ${logo} where logo_id = ${from}`);
    const order = (await buying.buy(buyer, [logo!])).res.json().data.order;
    const link = (await buying.inject(buyer, 'GET', `/api/order/download-logo/${order.id}`)).json().data;
    expect(link.file_name).toBe(`logoya-${padNumber(logo!)}.zip`);
    const res = await buying.inject(buyer, 'GET', link.url);
    expect(res.statusCode).toBe(302);
    const file = await fetch(res.headers.location as string);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="${link.file_name}"`);
    expect(Buffer.from(await file.arrayBuffer()).toString()).toBe('PK\u0003\u0004 moved');
  });

  it('stores a staff zip upload in the bucket, lists its size and answers url_zip with a redirect', async () => {
    const [logo] = await takeLogos(t, 1);
    const zip = deliveryZip('staff');
    const body = multipartBody(
      { logo_id: String(logo) },
      { field: 'file', name: 'logo.zip', type: 'application/zip', data: zip },
    );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/zips',
      payload: body.payload,
      headers: { ...admin.headers, ...body.headers, locale: 'en' },
    });
    expect(created.statusCode).toBe(201);
    const saved = created.json().data;
    expect(saved.size).toBe(zip.length);
    const res = await buying.inject(admin, 'GET', saved.url_zip);
    expect(res.statusCode).toBe(302);
    const file = await fetch(res.headers.location as string);
    expect(Buffer.from(await file.arrayBuffer()).equals(zip)).toBe(true);
    expect((await buying.inject(buyer, 'GET', saved.url_zip)).statusCode).toBe(403);
  });
});
