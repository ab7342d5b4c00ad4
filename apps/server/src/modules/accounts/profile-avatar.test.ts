import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { craftBmp, craftIco, craftPng } from '../../../test/fixtures/images.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The profile picture through `/api/update-profile` (issue 9, defect 7; ADR 0027): checked before
 * decoding, re-encoded, the replaced file deleted, and counted per member.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let token: string;
let memberId: number;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'member@logoya.test', password: 'member1234' },
  });
  token = login.json().data.access_token;
  memberId = login.json().data.user.id;
});
afterAll(() => t.close());
// Each test starts with the hourly upload limit unused; the limit has its own tests below.
beforeEach(async () => {
  await t.database.db.execute(sql`delete from rate_limits`);
});

type Upload = { name: string; type: string; data: Buffer };
function upload(file: Upload, headers: Record<string, string> = {}) {
  const body = multipartBody({ _method: 'put' }, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/update-profile',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${token}`, ...headers },
  });
}
const png = (data: Buffer): Upload => ({ name: 'me.png', type: 'image/png', data });
const serve = (url: string) => t.app.inject({ method: 'GET', url });
/** The files in the member's avatar folder. */
const storedFiles = () => {
  const dir = path.join(t.dataDir, 'files', 'avatars', String(memberId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const pictureInDb = async () =>
  (
    await rows<{ picture: string | null }>(
      t.database.db,
      sql`select picture from users where id = ${memberId}`,
    )
  )[0]!.picture;
const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } });

describe(`profile pictures (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses the PNGs of the issue before decoding them: 100,000² in 69 bytes and 20,000² in 48 KB', async () => {
    const before = storedFiles();
    for (const giant of [craftPng(100_000, 100_000), craftPng(20_000, 20_000, { complete: true })]) {
      const res = await upload(png(giant));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The image may be at most 4096 × 4096 pixels.',
        errors: { picture: ['The image may be at most 4096 × 4096 pixels.'] },
      });
    }
    const ja = await upload(png(craftPng(100_000, 100_000)), { locale: 'ja' });
    expect(ja.json().errors.picture).toEqual(['画像の大きさは4096×4096ピクセル以下にしてください。']);
    const vi = await upload(png(craftPng(100_000, 100_000)), { locale: 'vi' });
    expect(vi.json().message).toBe('Ảnh chỉ được có kích thước tối đa 4096 × 4096 điểm ảnh.');
    expect(storedFiles()).toEqual(before);
  });

  it('refuses SVG or HTML named .png, WebP (not in SPEC §5) and a file over 5 MB', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    const webp = await solid(20, 20, 'red').webp().toBuffer();
    for (const data of [svg, Buffer.from('<!doctype html><script>alert(1)</script>'), webp]) {
      const res = await upload(png(data));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.picture).toEqual(['Please select an image file']);
    }
    const huge = await upload(png(Buffer.concat([craftPng(10, 10), Buffer.alloc(5 * 1024 * 1024)])));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors.picture).toEqual(['The image may not be larger than 5 MB.']);
  });

  it('re-encodes a PNG carrying HTML after its end: the served bytes are new, without it', async () => {
    const original = await solid(120, 120, '#3366cc').png().toBuffer();
    const polyglot = Buffer.concat([original, Buffer.from('<html><script>alert(document.cookie)</script>')]);
    const res = await upload({ name: 'me.html', type: 'text/html', data: polyglot });
    expect(res.statusCode).toBe(200);
    const served = await serve(res.json().data.picture);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(polyglot)).toBe(false);
    expect(served.rawPayload.includes('<script')).toBe(false);
    expect(served.rawPayload.subarray(-8, -4).toString('latin1')).toBe('IEND');
  });

  it('strips EXIF (camera, owner, place) from a JPEG and serves a square PNG of at most 400', async () => {
    const jpeg = await solid(1200, 900, 'orange')
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Hana Suzuki', ImageDescription: '1-2-3 Jingumae, Tokyo' } })
      .toBuffer();
    const res = await upload({ name: 'photo.jpg', type: 'image/jpeg', data: jpeg });
    expect(res.statusCode).toBe(200);
    const served = await serve(res.json().data.picture);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['png', 400, 400, undefined]);
    expect(served.rawPayload.includes('Jingumae')).toBe(false);
  });

  it('accepts PNG, JPEG, GIF, BMP and icon files, each served as image/png', async () => {
    const files: Upload[] = [
      png(await solid(300, 300, 'red').png().toBuffer()),
      { name: 'a.jpg', type: 'image/jpeg', data: await solid(300, 300, 'green').jpeg().toBuffer() },
      { name: 'a.gif', type: 'image/gif', data: await solid(64, 64, 'blue').gif().toBuffer() },
      { name: 'a.bmp', type: 'image/bmp', data: craftBmp(50, 40, () => [10, 200, 10, 255]) },
      {
        name: 'a.ico',
        type: 'image/x-icon',
        data: craftIco({ width: 32, height: 32, color: [200, 0, 0, 255], transparent: () => false }),
      },
    ];
    const sizes = [];
    for (const file of files) {
      const res = await upload(file);
      expect(res.statusCode, file.name).toBe(200);
      expect(res.json().data.picture).toMatch(/^\/files\/avatars\/\d+\/[0-9a-f]{16}\.png$/);
      const served = await serve(res.json().data.picture);
      expect(served.headers['content-type']).toBe('image/png');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('png');
      sizes.push(`${meta.width}×${meta.height}`);
    }
    // The shop's 300 × 300 crop keeps its size; a non-square one becomes the centre square.
    expect(sizes).toEqual(['300×300', '300×300', '64×64', '40×40', '32×32']);
  });

  it('deletes the replaced file once the new one is in place', async () => {
    const first = await upload(png(await solid(100, 100, 'red').png().toBuffer()));
    const second = await upload(png(await solid(100, 100, 'blue').png().toBuffer()));
    const [a, b] = [first.json().data.picture as string, second.json().data.picture as string];
    expect(a).not.toBe(b);
    expect(storedFiles()).toEqual([path.basename(b)]);
    expect(await pictureInDb()).toBe(b.replace('/files/', ''));
    // The old address now answers the default image, briefly cached.
    expect((await serve(a)).headers['x-fallback']).toBe('default-image');
    // The same picture again still gets a fresh file, and the previous one goes.
    const again = await upload(png(await solid(100, 100, 'blue').png().toBuffer()));
    expect(storedFiles()).toEqual([path.basename(again.json().data.picture)]);
  });

  it('ten parallel uploads leave exactly one file: the one the member row points at', async () => {
    const images = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        solid(80, 80, `rgb(${i * 20}, 100, 100)`)
          .png()
          .toBuffer(),
      ),
    );
    const answers = await Promise.all(images.map((data) => upload(png(data))));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    const key = await pictureInDb();
    expect(storedFiles()).toEqual([path.basename(key!)]);
  });

  it('a failure between writing the file and updating the row deletes the new file', async () => {
    expect((await upload(png(await solid(90, 90, 'navy').png().toBuffer()))).statusCode).toBe(200);
    const before = storedFiles();
    const db = t.database.db;
    await db.execute(sql`create or replace function refuse_picture() returns trigger language plpgsql as $$
      begin raise exception 'picture update refused for the test'; end $$`);
    await db.execute(sql`create trigger refuse_picture before update of picture on users
      for each row execute function refuse_picture()`);
    try {
      const res = await upload(png(await solid(90, 90, 'purple').png().toBuffer()));
      expect(res.statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await db.execute(sql`drop trigger refuse_picture on users`);
    }
    expect(storedFiles()).toEqual(before);
    expect(before.length).toBe(1);
    expect(await pictureInDb()).toBe(`avatars/${memberId}/${before[0]}`);
  });
});

describe('the hourly upload limit', () => {
  it('lets 200 parallel uploads by one member through at most 20 times; the rest get 429', async () => {
    const data = await solid(40, 40, 'teal').png().toBuffer();
    const answers = await Promise.all(Array.from({ length: 200 }, () => upload(png(data))));
    const count: Record<number, number> = {};
    for (const a of answers) count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
    expect(count[200]).toBe(20);
    expect(count[429]).toBe(180);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(refused.json().message).toBe(
      'You have changed your picture many times in a short time. Please try again later.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(storedFiles()).toEqual([path.basename((await pictureInDb())!)]);
    // Other profile changes are not limited.
    const name = multipartBody({ _method: 'put', name: 'Hana' });
    const renamed = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      payload: name.payload,
      headers: { ...name.headers, authorization: `Bearer ${token}` },
    });
    expect(renamed.statusCode).toBe(200);
  });
});
