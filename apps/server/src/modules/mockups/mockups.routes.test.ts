import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { letteringLogos } from '../../../test/fixtures/lettering-logos.ts';
import { type Caller, staffCallers } from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';

/**
 * GET /api/mockups and GET /api/logo/{id}/mockup/{scene} (issue 25, ADR 0103): the scenes in the
 * caller's language; a public logo with the buyer's names (or its main image) in a scene as WebP;
 * names judged as the cart judges them; unknown scene, hidden logo and unknown version 404; width
 * 422; the cache and its ETag; the limit per address and the full queue.
 */
const LIMIT = 150;
let t: TestApp;
let admin: Caller;
let withLayout: number;
let without: number;
let stopped: number;
let address = 0;
/** Each test its own address, so the limit of one does not spill into another. */
const nextAddress = () => `127.0.4.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ logos: 12, env: { MOCKUP_PER_MINUTE: String(LIMIT) } });
  ({ admin } = await staffCallers(t));
  ({ withLayout, without, stopped } = await letteringLogos(t, admin, ' M'));
});
afterAll(() => t.close());

const mockup = (
  id: number,
  scene: string,
  query: Record<string, string> = {},
  headers: Record<string, string> = {},
  from = nextAddress(),
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/logo/${id}/mockup/${scene}?${new URLSearchParams(query)}`,
    headers: { locale: 'en', ...headers },
    remoteAddress: from,
  });
const names = { main_name: 'Blue Harbor', sub_name: 'Coffee' };
const widthOf = async (body: Buffer) => (await sharp(body).metadata()).width;

describe('the mockup scenes', () => {
  it('lists the scenes with their titles in the caller’s language and the gallery’s widths', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/api/mockups', headers: { locale: 'en' } });
    expect(en.statusCode).toBe(200);
    const { data, meta } = en.json();
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(data[0]).toEqual({
      id: 'shop-sign',
      width: 1200,
      height: 900,
      tone: 'light',
      title: 'Hanging shop sign',
    });
    expect(data.find((s: { id: string }) => s.id === 'noren').tone).toBe('dark');
    expect(meta.widths).toEqual([480, 800, 1200]);
    const ja = await t.app.inject({ method: 'GET', url: '/api/mockups?locale=ja' });
    expect(ja.json().data[0].title).toBe('吊り看板');
    const vi = await t.app.inject({ method: 'GET', url: '/api/mockups', headers: { locale: 'vi' } });
    expect(vi.json().data[0].title).toBe('Biển hiệu treo');
  });
});

describe('a logo’s mockup', () => {
  it('answers a WebP of the asked width with the names drawn in, the designer’s picture without names', async () => {
    const res = await mockup(withLayout, 'shop-sign', { ...names, w: '480' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(new RegExp(`^"m${withLayout}-`));
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 360]);
    expect(await widthOf((await mockup(withLayout, 'shop-sign', names)).rawPayload)).toBe(800);
    // Other names, or none (the main image), make another picture.
    const other = await mockup(withLayout, 'shop-sign', {
      main_name: 'Red Lantern',
      sub_name: 'Tea',
      w: '480',
    });
    const none = await mockup(withLayout, 'shop-sign', { w: '480' });
    expect(none.statusCode).toBe(200);
    expect(other.rawPayload.equals(res.rawPayload)).toBe(false);
    expect(none.rawPayload.equals(res.rawPayload)).toBe(false);
    expect(other.headers.etag).not.toBe(res.headers.etag);
    // Every scene answers, the dark ones too.
    for (const scene of ['noren', 'business-card', 'storefront', 'takeaway-bag', 't-shirt', 'phone-header']) {
      const each = await mockup(withLayout, scene, { ...names, w: '320' });
      expect(each.statusCode, scene).toBe(200);
      expect(await widthOf(each.rawPayload)).toBe(320);
    }
  });

  it('caches a URL naming its version for long, and 404s a version the logo lacks', async () => {
    const pinned = await mockup(withLayout, 'business-card', { ...names, v: '2', w: '320' });
    expect(pinned.statusCode).toBe(200);
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const current = await mockup(withLayout, 'business-card', { ...names, w: '320' });
    expect(current.rawPayload.equals(pinned.rawPayload)).toBe(true);
    const missing = await mockup(withLayout, 'business-card', { ...names, v: '9' });
    expect(missing.statusCode).toBe(404);
  });

  it('places the main image of a logo without a layout, names or not', async () => {
    const res = await mockup(without, 't-shirt', { ...names, w: '320' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const plain = await mockup(without, 't-shirt', { w: '320' });
    expect(plain.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('refuses names as the cart does (422, the catalogue’s messages)', async () => {
    const missing = await mockup(withLayout, 'shop-sign', { main_name: '', sub_name: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.main_name).toEqual(['Main name is required']);
    const alone = await mockup(withLayout, 'shop-sign', { main_name: 'Only' });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors.sub_name).toBeDefined();
    const tooLong = await mockup(withLayout, 'shop-sign', { main_name: 'a'.repeat(10_000), sub_name: 'x' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.main_name).toBeDefined();
    expect((await mockup(withLayout, 'shop-sign', { main_name: 'a\u0000b', sub_name: 'x' })).statusCode).toBe(
      422,
    );
    // Hostile names are drawn as outlines, never refused with a 500.
    for (const main_name of ['<script>alert(1)</script>', 'abc\u202Edef', 'Café 😀🎉']) {
      const res = await mockup(withLayout, 'shop-sign', { main_name, sub_name: 'x', w: '320' });
      expect(res.statusCode, main_name).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('refuses a width out of range (422) and an unknown scene (404)', async () => {
    for (const w of ['319', '1601', '-1', '1e3', 'abc', '800.5']) {
      const res = await mockup(withLayout, 'shop-sign', { ...names, w });
      expect(res.statusCode, w).toBe(422);
      expect(res.json().errors.w).toEqual([
        'The width must be a whole number of pixels between 320 and 1600.',
      ]);
    }
    const unknown = await mockup(withLayout, 'spaceship', names);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no such mockup.');
    const ja = await mockup(withLayout, 'spaceship', names, { locale: 'ja' });
    expect(ja.json().message).toBe('そのモックアップはありません。');
  });

  it('answers 404 for a stopped or unknown logo', async () => {
    expect((await mockup(stopped, 'shop-sign', names)).statusCode).toBe(404);
    expect((await mockup(stopped, 'shop-sign')).statusCode).toBe(404);
    expect((await mockup(999_999, 'shop-sign', names)).statusCode).toBe(404);
    expect((await mockup(without + 1000, 'shop-sign')).statusCode).toBe(404);
  });

  it('answers a repeated call with the same bytes, and 304 to its ETag', async () => {
    const query = { main_name: 'Cache', sub_name: 'Twice', w: '320' };
    const first = await mockup(withLayout, 'phone-header', query);
    const second = await mockup(withLayout, 'phone-header', query);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await mockup(withLayout, 'phone-header', query, {
      'if-none-match': first.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('lets no more than the limit through when 200 calls arrive at once from one address', async () => {
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () => mockup(withLayout, 'shop-sign', { ...names, w: '320' }, {}, from)),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200).length).toBe(LIMIT);
    expect(codes.filter((c) => c === 429).length).toBe(200 - LIMIT);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe('Too many mockups asked for. Please wait a moment.');
    expect((await mockup(withLayout, 'shop-sign', { ...names, w: '320' })).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After when the drawing queue is full, the rest whole', async () => {
    // Distinct names, so nothing is kept: more drawings at once than the queues take.
    const answers = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        mockup(withLayout, 'storefront', { main_name: `Busy ${i}`, sub_name: 'Queue', w: '1200' }),
      ),
    );
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers['retry-after']).toBe('5');
    expect(busy[0]!.json().message).toBe(
      'Many mockups are being prepared right now. Please try again in a moment.',
    );
    expect(answers.every((a) => a.statusCode === 200 || a.statusCode === 503)).toBe(true);
    // A refused mockup is not kept: asked again, it is drawn.
    const i = answers.findIndex((a) => a.statusCode === 503);
    const retried = await mockup(withLayout, 'storefront', {
      main_name: `Busy ${i}`,
      sub_name: 'Queue',
      w: '1200',
    });
    expect(retried.statusCode).toBe(200);
  });
});
