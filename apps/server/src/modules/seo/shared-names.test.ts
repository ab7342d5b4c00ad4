import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * A shared link of a logo with a buyer's names (issue 25, ADR 0101): its card (Open Graph) shows
 * the logo with those names, from the public preview; the canonical URL stays the logo's own.
 */
const BASE = 'https://logoya.example';
const INDEX_HTML =
  '<!doctype html><html lang="en"><head><title>Logoya</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let dist: string;
let named: number;
let plain: number;
let version: number;

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-seo-share-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  t = await createTestApp({ logos: 6, env: { WEB_DIST_DIR: dist, PUBLIC_URL: `${BASE}/` } });
  const db = t.database.db;
  const withLayout = await rows<{ id: number; version: number }>(
    db,
    sql`select l.id, max(ll.version)::int as version from logos l join logo_lettering ll on ll.logo_id = l.id
        group by l.id order by l.id limit 2`,
  );
  [named, plain] = withLayout.map((r) => r.id) as [number, number];
  version = withLayout[0]!.version;
  await db.execute(sql`update logos set state = 0, name_en = 'Hana Bakery', name_ja = 'はなベーカリー'
    where id in (${named}, ${plain})`);
  // A logo without a layout shares its plain picture.
  await db.execute(sql`delete from logo_lettering where logo_id = ${plain}`);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.body;
};
const unescapeHtml = (value: string | undefined) =>
  value
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaContent = (html: string, key: string) =>
  unescapeHtml(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1]);
const canonical = (html: string) => unescapeHtml(/<link rel="canonical" href="([^"]*)">/.exec(html)?.[1]);
const names = (main: string, sub: string) =>
  new URLSearchParams({ main_name: main, sub_name: sub }).toString();

describe('a shared link with names', () => {
  it('shows the logo with the names in its card, in each language; the canonical stays the logo', async () => {
    const query = names('Sakura', 'Café');
    const expected = {
      en: {
        title: '“Sakura Café” in the logo Hana Bakery',
        alt: 'The logo Hana Bakery with the names Sakura Café',
      },
      ja: {
        title: '「Sakura Café」入りのロゴ「はなベーカリー」',
        alt: 'ロゴ「はなベーカリー」に「Sakura Café」を入れたイメージ',
      },
    } as const;
    for (const lang of ['en', 'ja'] as const) {
      const html = await page(`/${lang}/logo/detail/${named}?${query}`);
      expect(canonical(html)).toBe(`${BASE}/${lang}/logo/detail/${named}`);
      expect(metaContent(html, 'og:url')).toBe(`${BASE}/${lang}/logo/detail/${named}?${query}`);
      expect(metaContent(html, 'og:title')).toBe(expected[lang].title);
      expect(metaContent(html, 'og:image:alt')).toBe(expected[lang].alt);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      const image = new URL(metaContent(html, 'og:image') ?? '');
      expect(image.origin).toBe(BASE);
      expect(image.pathname).toBe(`/api/logo/${named}/preview`);
      expect(Object.fromEntries(image.searchParams)).toEqual({
        format: 'png',
        w: '1200',
        v: String(version),
        main_name: 'Sakura',
        sub_name: 'Café',
      });
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(Number(metaContent(html, 'og:image:height'))).toBeGreaterThan(0);
    }
  });

  it('answers the card picture: a PNG of the names at that width', async () => {
    const html = await page(`/en/logo/detail/${named}?${names('Sakura', 'Café')}`);
    const image = new URL(metaContent(html, 'og:image') ?? '');
    const res = await t.app.inject({ method: 'GET', url: `${image.pathname}${image.search}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['x-lettering-version']).toBe(String(version));
    // PNG header: width, then height, big-endian, at bytes 16 and 20.
    expect(res.rawPayload.readUInt32BE(16)).toBe(1200);
    expect(res.rawPayload.readUInt32BE(20)).toBe(Number(metaContent(html, 'og:image:height')));
  });

  it('keeps the plain card for names the cart would refuse, one name alone, or a logo without a layout', async () => {
    const plainCard = await page(`/en/logo/detail/${named}`);
    for (const url of [
      `/en/logo/detail/${named}?${names('x'.repeat(101), 'Café')}`,
      `/en/logo/detail/${named}?${names('   ', 'Café')}`,
      `/en/logo/detail/${named}?main_name=Sakura`,
      `/en/logo/detail/${plain}?${names('Sakura', 'Café')}`,
    ]) {
      const html = await page(url);
      expect(metaContent(html, 'og:image'), url).not.toContain('/preview');
      expect(metaContent(html, 'twitter:card'), url).toBe('summary');
    }
    expect(metaContent(plainCard, 'og:url')).toBe(`${BASE}/en/logo/detail/${named}`);
  });

  it('escapes hostile names everywhere the card carries them', async () => {
    const hostile = '"><script>alert(1)</script>';
    const html = await page(`/en/logo/detail/${named}?${names(hostile, '&amp; <b>')}`);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<b>');
    expect(metaContent(html, 'og:title')).toBe(`“${hostile} &amp; <b>” in the logo Hana Bakery`);
    expect(new URL(metaContent(html, 'og:image') ?? '').searchParams.get('main_name')).toBe(hostile);
  });
});
