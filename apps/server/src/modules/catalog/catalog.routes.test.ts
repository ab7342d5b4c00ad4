import type { LogoCard, LogoCardPage } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let visible: number;
let stoppedIds: number[];

beforeAll(async () => {
  t = await createTestApp({ logos: 40 });
  const [row] = await rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from logos where state in (0, 2, 8)`,
  );
  visible = row!.n;
  stoppedIds = (await rows<{ id: number }>(t.database.db, sql`select id from logos where state = 7`)).map(
    (r) => r.id,
  );
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /api/all-logo', () => {
  it('returns public cards with every field of the spec, newest first and sold last, with meta', async () => {
    const res = await get('/api/all-logo?per_page=100');
    expect(res.statusCode).toBe(200);
    const body = res.json<LogoCardPage>();
    expect(body.meta).toEqual({
      current_page: 1,
      last_page: 1,
      per_page: 100,
      total: visible,
      as_of: expect.any(Number),
    });
    expect(body.data).toHaveLength(visible);
    const card = body.data[0]!;
    for (const field of [
      'logo_id',
      'src',
      'url_img_two',
      'logo_name',
      'logo_language',
      'inactive',
      'kept',
      'is_user_kept',
      'is_like',
      'favorites_count',
      'tank_num_logo_tank_jp',
      'zip',
      'price',
    ]) {
      expect(card).toHaveProperty(field);
    }
    const order = await rows<{ id: number }>(
      t.database.db,
      sql`select id from logos where state in (0, 2, 8) order by (state = 8), created_at desc, id desc`,
    );
    expect(body.data.map((c) => c.logo_id)).toEqual(order.map((r) => r.id));
  });

  it('never lists stopped logos', async () => {
    expect(stoppedIds.length).toBeGreaterThan(0);
    const ids = (await get('/api/all-logo')).json<LogoCardPage>().data.map((c) => c.logo_id);
    for (const id of stoppedIds) expect(ids).not.toContain(id);
  });

  it('pages with per_page and page', async () => {
    const res = await get('/api/all-logo?per_page=10&page=2');
    const body = res.json<LogoCardPage>();
    expect(body.meta).toEqual({
      current_page: 2,
      last_page: Math.ceil(visible / 10),
      per_page: 10,
      total: visible,
      as_of: expect.any(Number),
    });
    expect(body.data).toHaveLength(10);
    const first = (await get('/api/all-logo?per_page=10&page=1')).json<LogoCardPage>().data;
    expect(body.data.map((c) => c.logo_id)).not.toContain(first[9]!.logo_id);
  });

  it.each(['0', '-1', 'abc', '1.5'])('answers 422 for per_page=%s', async (value) => {
    const res = await get(`/api/all-logo?per_page=${value}`);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.errors.per_page[0]).toMatch(/per page/);
    expect(body.message).toBe(body.errors.per_page[0]);
  });

  it('clamps a huge per_page to 100', async () => {
    const res = await get('/api/all-logo?per_page=1000000');
    expect(res.statusCode).toBe(200);
    expect(res.json<LogoCardPage>().meta.per_page).toBe(100);
  });

  it('answers 404 for a page past the last, and 422 for page 0', async () => {
    const past = await get('/api/all-logo?per_page=10&page=99');
    expect(past.statusCode).toBe(404);
    expect(past.json().errors.page[0]).toBe(`The page must be between 1 and ${Math.ceil(visible / 10)}.`);
    expect((await get('/api/all-logo?page=0')).statusCode).toBe(422);
  });

  it('filters by state and refuses states that are not public', async () => {
    const sold = (await get('/api/all-logo?state=8')).json<LogoCardPage>();
    expect(sold.data.length).toBeGreaterThan(0);
    expect(sold.data.every((c) => c.inactive && c.state === 8)).toBe(true);
    const negotiating = (await get('/api/all-logo?state=2')).json<LogoCardPage>();
    expect(negotiating.data.every((c) => c.kept)).toBe(true);
    const stopped = await get('/api/all-logo?state=7');
    expect(stopped.statusCode).toBe(422);
    expect(stopped.json().errors.state).toEqual([
      'The state must be 0 (normal), 2 (negotiating) or 8 (sold).',
    ]);
  });

  it('filters by a comma-separated designers list', async () => {
    const designers = (await get('/api/designers')).json().data as { id: number }[];
    expect(designers.length).toBeGreaterThanOrEqual(2);
    const one = (await get(`/api/all-logo?designers=${designers[0]!.id}`)).json<LogoCardPage>();
    const both = (
      await get(`/api/all-logo?designers=${designers.map((d) => d.id).join(',')}`)
    ).json<LogoCardPage>();
    expect(one.meta.total).toBeGreaterThan(0);
    expect(one.meta.total).toBeLessThan(both.meta.total);
    expect((await get('/api/all-logo?designers=1,,2')).statusCode).toBe(422);
  });

  it('prices and names follow the locale field or header', async () => {
    const card = (locale: string, header = false): Promise<LogoCard> =>
      get(
        header ? '/api/all-logo?per_page=1' : `/api/all-logo?per_page=1&locale=${locale}`,
        header ? { locale } : {},
      ).then((r) => r.json<LogoCardPage>().data[0]!);
    expect((await card('en')).price).toEqual({ amount: 19800, currency: 'USD' });
    expect((await card('ja')).price).toEqual({ amount: 13200, currency: 'JPY' });
    expect((await card('vi', true)).price).toEqual({ amount: 968000, currency: 'VND' });
    expect((await card('ja-JP', true)).price.currency).toBe('JPY');
    const [row] = await rows<{ name_ja: string }>(
      t.database.db,
      sql`select name_ja from logos where id = ${(await card('ja')).logo_id}`,
    );
    expect((await card('ja')).logo_language).toBe(row!.name_ja);
  });

  it('maps unknown languages to en and refuses malformed locale codes', async () => {
    expect(
      (await get('/api/all-logo?per_page=1&locale=fr')).json<LogoCardPage>().data[0]!.price.currency,
    ).toBe('USD');
    const bad = await get('/api/all-logo?locale=%21%21%21');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.locale).toEqual(['The locale must be a language code such as en, ja or vi.']);
  });

  it('costs the same number of SQL statements whatever the page size (no N+1)', async () => {
    const count = async (perPage: number) => {
      const before = t.database.stats.queries;
      const res = await get(`/api/all-logo?per_page=${perPage}`);
      expect(res.statusCode).toBe(200);
      return t.database.stats.queries - before;
    };
    const small = await count(1);
    const large = await count(30);
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(3);
  });
});

describe('GET /api/logo/{id}', () => {
  it('returns the public detail with images, categories, keywords and prices', async () => {
    const id = (await get('/api/all-logo?state=0&per_page=1')).json<LogoCardPage>().data[0]!.logo_id;
    const res = await get(`/api/logo/${id}?locale=ja`);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.logo_id).toBe(id);
    expect(data.images.map((i: { kind: string; format: string }) => `${i.kind}:${i.format}`)).toEqual([
      'main:gif',
      'hover:png',
    ]);
    expect(data.src).toBe(data.images[0].url);
    expect(data.prices).toEqual({
      currency: 'JPY',
      logo_price: 13200,
      logo_manual_price: 5500,
      logo_motion_price: 11000,
      tax: 10,
    });
    expect(data.industries.length).toBeGreaterThan(0);
    expect(data.alphabets.length).toBe(1);
    expect(data.keywords[0].keyword_language).toHaveProperty('vi');
  });

  it('answers 422 for a non-numeric id and 404 for unknown, huge or stopped ids', async () => {
    const abc = await get('/api/logo/abc');
    expect(abc.statusCode).toBe(422);
    expect(abc.json().errors.id).toEqual(['The id must be a positive whole number.']);
    for (const id of ['99999999999', '2147483647', String(stoppedIds[0])]) {
      const res = await get(`/api/logo/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The logo was not found.' });
    }
  });
});

describe('reference calls', () => {
  it('GET /api/number-product counts posted logos', async () => {
    expect((await get('/api/number-product')).json()).toEqual({ data: { count: visible } });
  });

  it('GET /api/search-options puts an All entry first and lists 30 alphabets', async () => {
    const body = (await get('/api/search-options')).json();
    for (const group of ['industries', 'colors', 'tastes']) {
      expect(body[group][0]).toMatchObject({ id: 0, name_en: 'All' });
    }
    expect(body.industries).toHaveLength(14);
    expect(body.colors).toHaveLength(6);
    expect(body.tastes).toHaveLength(10);
    expect(body.alphabets.map((a: { name: string }) => a.name).join('')).toBe(
      'ABCDEFGHIJKLMNOPQRSTUVWXYZ!?&@',
    );
  });

  it('GET /api/price-setting lists the key/value rows by language', async () => {
    const { data } = (await get('/api/price-setting')).json();
    expect(data).toHaveLength(15);
    expect(data).toContainEqual({ key: 'logo_price', lang: 'vi', value: 968000 });
    expect(data).toContainEqual({ key: 'tax', lang: 'ja', value: 10 });
  });
});

describe('logo images', () => {
  it('serves content-hashed image URLs with a long cache lifetime', async () => {
    const card = (await get('/api/all-logo?per_page=1')).json<LogoCardPage>().data[0]!;
    expect(card.src).toMatch(/^\/files\/logos\/\d+\/[0-9a-f]{16}\.gif$/);
    expect(card.url_img_two).toMatch(/\.png$/);
    const res = await get(card.src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.subarray(0, 6).toString()).toBe('GIF89a');
  });

  it('answers the default image for a missing file, and 404 outside the logo folder', async () => {
    const res = await get('/files/logos/1/0000000000000000.gif');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-fallback']).toBe('default-image');
    expect(res.headers['content-type']).toBe('image/png');
    expect((await get('/files/zips/1/secret.zip')).statusCode).toBe(404);
    expect((await get('/files/logos/../../etc/passwd.png')).statusCode).toBe(404);
  });
});

describe('pages past the end', () => {
  it('names the exact page asked for, and refuses a page number no list can reach', async () => {
    const far = await t.app.inject({ method: 'GET', url: '/api/all-logo?page=2147483647' });
    expect(far.statusCode).toBe(404);
    expect(far.json().message).toMatch(/^The page 2147483647 is past the last page \(\d+\)\.$/);
    const huge = await t.app.inject({ method: 'GET', url: '/api/all-logo?page=9999999999999999' });
    expect(huge.statusCode).toBe(422);
    expect(huge.json().message).toBe('The page must be at most 2147483647.');
  });
});
