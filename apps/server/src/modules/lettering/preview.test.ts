import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { letteringLogos } from '../../../test/fixtures/lettering-logos.ts';
import { type Caller, staffCallers } from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * GET /api/logo/{id}/preview (issue 25, ADR 0098): names judged as the cart judges them, hostile
 * names answered 422 or drawn as outlines only, the formats and their headers, a logo without a
 * layout answering its normal image, the cache, hidden logos 404, and the limit per address under
 * 200 calls at once.
 */
const LIMIT = 120;
let t: TestApp;
let admin: Caller;
let withLayout: number;
let without: number;
let stopped: number;
let address = 0;
/** Each test its own address, so the limit of one does not spill into another. */
const nextAddress = () => `127.0.3.${++address}`;

beforeAll(async () => {
  t = await createTestApp({ logos: 12, env: { LETTERING_PREVIEW_PER_MINUTE: String(LIMIT) } });
  ({ admin } = await staffCallers(t));
  ({ withLayout, without, stopped } = await letteringLogos(t, admin, ' P'));
});
afterAll(() => t.close());

const preview = (
  id: number,
  query: Record<string, string>,
  headers: Record<string, string> = {},
  from = nextAddress(),
) =>
  t.app.inject({
    method: 'GET',
    url: `/api/logo/${id}/preview?${new URLSearchParams(query)}`,
    headers: { locale: 'en', ...headers },
    remoteAddress: from,
  });
const names = { main_name: 'Blue Harbor', sub_name: 'Coffee' };

const safeSvg = (svg: string) => {
  expect(svg).not.toMatch(/<text|<script|<foreignObject|\son[a-z]+\s*=|javascript:/i);
  expect(svg.startsWith('<svg')).toBe(true);
};

describe('the lettering preview', () => {
  it('answers the SVG with its headers', async () => {
    const res = await preview(withLayout, names);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(res.headers['x-lettering-fits']).toBe('true');
    expect(res.headers['x-lettering-version']).toBe('2');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers.etag).toMatch(/^"l\d+v2-/);
    safeSvg(res.body);
    const pinned = await preview(withLayout, { ...names, v: '2' });
    expect(pinned.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(pinned.body).toBe(res.body);
    expect((await preview(withLayout, { ...names, v: '9' })).statusCode).toBe(404);
  });

  it('answers PNG and WebP of the asked width, bounded', async () => {
    const png = await preview(withLayout, { ...names, format: 'png', w: '320' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect((await sharp(png.rawPayload).metadata()).width).toBe(320);
    const webp = await preview(withLayout, { ...names, format: 'webp' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect((await sharp(webp.rawPayload).metadata()).width).toBe(800);
    for (const w of ['63', '1601', '-1', '1e3', 'abc']) {
      const res = await preview(withLayout, { ...names, format: 'png', w });
      expect(res.statusCode, w).toBe(422);
      expect(res.json().errors.w).toBeDefined();
    }
    expect((await preview(withLayout, { ...names, format: 'gif' })).statusCode).toBe(422);
  });

  it('answers json with the fit of each slot and the errors the page shows', async () => {
    const res = await preview(withLayout, { ...names, format: 'json' });
    const { data } = res.json();
    expect(data).toMatchObject({
      has_layout: true,
      version: 2,
      width: 400,
      height: 400,
      fits: true,
      errors: {},
    });
    expect(data.slots.main).toMatchObject({ fits: true, reason: null });
    const long = await preview(withLayout, { main_name: 'W'.repeat(100), sub_name: 'x', format: 'json' });
    expect(long.json().data.fits).toBe(false);
    expect(long.json().data.errors.main_name).toEqual([
      'Main name is too long to fit in the logo. Please shorten it.',
    ]);
  });

  it('refuses names as the cart does (422) and draws hostile ones as outlines only', async () => {
    const missing = await preview(withLayout, { main_name: '', sub_name: 'x' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.main_name).toBeDefined();
    const tooLong = await preview(withLayout, { main_name: 'a'.repeat(10_000), sub_name: 'x' });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.main_name).toBeDefined();
    for (const main_name of [
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      'abc\u202Edef',
      'a\u200Bb\u200Dc\uFEFF',
      '&amp; &lt;text&gt;',
    ]) {
      const res = await preview(withLayout, { main_name, sub_name: 'x' });
      expect(res.statusCode, main_name).toBe(200);
      safeSvg(res.body);
      expect(res.body).not.toContain('alert');
    }
    // The cart takes emoji; the picture leaves them out and says the name does not fit.
    const emoji = await preview(withLayout, { main_name: 'Café 😀🎉', sub_name: 'x' });
    expect(emoji.statusCode).toBe(200);
    expect(emoji.headers['x-lettering-fits']).toBe('false');
    safeSvg(emoji.body);
    const emojiJson = await preview(withLayout, { main_name: 'Café 😀🎉', sub_name: 'x', format: 'json' });
    expect(emojiJson.json().data.slots.main.reason).toBe('unsupported_characters');
    expect(emojiJson.json().data.errors.main_name).toHaveLength(1);
    expect((await preview(withLayout, { main_name: 'a\u0000b', sub_name: 'x' })).statusCode).toBe(422);
  });

  it('answers a logo without a layout with its normal image, flagged', async () => {
    const [main] = await rows<{ storage_key: string }>(
      t.database.db,
      sql`select storage_key from logo_images where logo_id = ${without} and kind = 'main' order by case format when 'gif' then 0 else 1 end, sort, id limit 1`,
    );
    const res = await preview(without, names);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/files/${main!.storage_key}`);
    expect(res.headers['x-lettering']).toBe('none');
    const json = await preview(without, { ...names, format: 'json' });
    expect(json.json().data).toMatchObject({
      has_layout: false,
      version: null,
      svg: null,
      image_url: `/files/${main!.storage_key}`,
    });
    const file = await t.app.inject({ method: 'GET', url: res.headers.location as string });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^image\//);
  });

  it('answers 404 for a stopped, unknown or deleted logo', async () => {
    expect((await preview(stopped, names)).statusCode).toBe(404);
    expect((await preview(999_999, names)).statusCode).toBe(404);
    expect((await preview(stopped, { ...names, format: 'json' })).statusCode).toBe(404);
  });

  it('answers a repeated call with the same bytes, and 304 to its ETag', async () => {
    const query = { main_name: 'Cache', sub_name: 'Twice', format: 'png', w: '200' };
    const first = await preview(withLayout, query);
    const second = await preview(withLayout, query);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const again = await preview(withLayout, query, { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('lets no more than the limit through when 200 calls arrive at once from one address', async () => {
    const from = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        preview(withLayout, { main_name: `Name ${i % 5}`, sub_name: 'x' }, {}, from),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200).length).toBe(LIMIT);
    expect(codes.filter((c) => c === 429).length).toBe(200 - LIMIT);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toBe('Too many previews. Please wait a moment.');
    // Another address is not refused.
    expect((await preview(withLayout, names)).statusCode).toBe(200);
  });
});
