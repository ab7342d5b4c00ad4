import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db/db.ts';

const BASE = 'https://logoya.example';
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Built description" />
    <title>Logoya</title>
    <script type="module" src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let dist: string;
/** Logos by role in these tests. */
let forSale: number;
let sold: number;
let negotiating: number;
let stopped: number;
let hostile: number;
const HOSTILE_NAME = 'Evil </script><script>alert(1)</script> & "Co"';

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-seo-dist-'));
  fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ logos: 6, env: { WEB_DIST_DIR: dist, PUBLIC_URL: `${BASE}/` } });
  const ids = (await rows<{ id: number }>(t.database.db, sql`select id from logos order by id`)).map(
    (r) => r.id,
  );
  [forSale, sold, negotiating, stopped, hostile] = ids as [number, number, number, number, number];
  const db = t.database.db;
  await db.execute(sql`update logos set state = 0, name_en = 'Hana Bakery', name_ja = 'はなベーカリー', name_vi = null
    where id = ${forSale}`);
  await db.execute(sql`update logos set state = 8, name_en = 'Sold Mark' where id = ${sold}`);
  await db.execute(sql`update logos set state = 2 where id = ${negotiating}`);
  await db.execute(sql`update logos set state = 7 where id = ${stopped}`);
  await db.execute(sql`update logos set state = 0, name_en = ${HOSTILE_NAME} where id = ${hostile}`);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res.body;
};
/** An attribute value as a browser reads it (the head escapes & and quotes). */
const attr = (html: string, selector: RegExp) =>
  selector
    .exec(html)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
const metaContent = (html: string, key: string) =>
  attr(html, new RegExp(`<meta (?:name|property)="${key.replace(/[:]/g, '\\:')}" content="([^"]*)">`));
const canonical = (html: string) => attr(html, /<link rel="canonical" href="([^"]*)">/);
const hreflangs = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]*)">/g)].map((m) => [
      m[1],
      m[2]!.replace(/&amp;/g, '&'),
    ]),
  );
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));

describe('page heads', () => {
  it('gives the home page its title, description, canonical, alternates and shared-link tags in each language', async () => {
    const expected = {
      en: ['Ready-made designer logos | Logoya', 'en_US'],
      ja: ['デザイナーによる既製ロゴの販売 | Logoya', 'ja_JP'],
      vi: ['Logo thiết kế sẵn bởi nhà thiết kế chuyên nghiệp | Logoya', 'vi_VN'],
    } as const;
    for (const [lang, [title, ogLocale]] of Object.entries(expected)) {
      const html = await page(`/${lang}/?utm_source=news&fbclid=1`);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<meta name="description"/g)).toHaveLength(1);
      expect(html).not.toContain('Built description');
      expect(canonical(html)).toBe(`${BASE}/${lang}/`);
      expect(hreflangs(html)).toEqual({
        en: `${BASE}/en/`,
        ja: `${BASE}/ja/`,
        vi: `${BASE}/vi/`,
        'x-default': `${BASE}/en/`,
      });
      expect(metaContent(html, 'og:title')).toBe(title.replace(' | Logoya', ''));
      expect(metaContent(html, 'og:url')).toBe(`${BASE}/${lang}/`);
      expect(metaContent(html, 'og:type')).toBe('website');
      expect(metaContent(html, 'og:site_name')).toBe('Logoya');
      expect(metaContent(html, 'og:locale')).toBe(ogLocale);
      expect(metaContent(html, 'og:image')).toBe(`${BASE}/og-image.png`);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(html).not.toContain('name="robots"');
      // What the page had before stays.
      expect(html).toContain('<meta name="logoya-admin-prefix" content="admin">');
      expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
      expect(jsonLd(html)[0]).toMatchObject({ '@type': 'WebSite', inLanguage: lang });
    }
    expect(metaContent(await page('/ja/'), 'description')).toBe(
      'プロのデザイナーが制作したオリジナルロゴを、1点につき1社だけに販売します。店名を入れて2回まで無料修正、AI・PDF・SVG・PNG・JPG形式で納品。',
    );
    expect(canonical(await page('/en?page=3'))).toBe(`${BASE}/en/?page=3`);
  });

  it('keeps only meaningful search parameters in canonical and alternate URLs', async () => {
    const html = await page('/ja/search?u_keyword=cafe&utm_campaign=x&industry_id=2,1&gclid=9&page=1');
    expect(html).toContain('<title>ロゴを探す | Logoya</title>');
    expect(html).toContain(
      `<link rel="canonical" href="${BASE}/ja/search?u_keyword=cafe&amp;industry_id=1%2C2">`,
    );
    expect(canonical(html)).toBe(`${BASE}/ja/search?u_keyword=cafe&industry_id=1%2C2`);
    expect(hreflangs(html).vi).toBe(`${BASE}/vi/search?u_keyword=cafe&industry_id=1%2C2`);
    expect(metaContent(html, 'og:url')).toBe(canonical(html));
  });

  it('heads a static page in each language, and a path without a language as English', async () => {
    const vi = await page('/vi/about');
    expect(vi).toContain('<html lang="vi">');
    expect(vi).toContain('<title>Giới thiệu Logoya | Logoya</title>');
    expect(canonical(vi)).toBe(`${BASE}/vi/about`);
    expect(hreflangs(vi)['x-default']).toBe(`${BASE}/en/about`);
    const ja = await page('/ja/terms-use/?ref=mail');
    expect(ja).toContain('<title>利用規約 | Logoya</title>');
    expect(canonical(ja)).toBe(`${BASE}/ja/terms-use`);
    const bare = await page('/privacy');
    expect(bare).toContain('<html lang="en">');
    expect(canonical(bare)).toBe(`${BASE}/en/privacy`);
  });

  it('keeps flow steps, password reset and member pages out of search results', async () => {
    for (const url of [
      '/en/contact/confirm',
      '/ja/contact/thanks',
      '/en/my-page/profile',
      '/vi/my-page/cart',
    ]) {
      expect(await page(url)).toContain('<meta name="robots" content="noindex">');
    }
    const reset = await page('/ja/password-reset?email=a%40b.test&token=secret-token-value');
    expect(reset).toContain('<meta name="robots" content="noindex">');
    expect(reset).toContain('<title>パスワードの再設定 | Logoya</title>');
    expect(canonical(reset)).toBe(`${BASE}/ja/password-reset`);
    expect(reset).not.toContain('secret-token-value');
    expect(await page('/en/contact')).not.toContain('name="robots"');
  });

  it('marks back-office pages noindex and keeps the prefix meta', async () => {
    const html = await page('/admin/login');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<html lang="ja">');
    expect(html).toContain('<meta name="logoya-admin-prefix" content="admin">');
    expect(html).not.toContain('og:title');
  });

  it('still answers JSON 404s for API, file and asset paths, and serves built files', async () => {
    for (const url of ['/api/nothing', '/files/nothing.txt', '/assets/missing.js', '/en/file.pdf']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('message');
    }
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
  });
});

describe('logo detail heads', () => {
  it('names the logo in the page language, with the placeholder when the name is missing', async () => {
    const en = await page(`/en/logo/detail/${forSale}`);
    expect(en).toContain('<title>Hana Bakery | Logoya</title>');
    expect(metaContent(en, 'description')).toContain('$198.00 including tax');
    const ja = await page(`/ja/logo/detail/${forSale}`);
    expect(ja).toContain('<title>はなベーカリー | Logoya</title>');
    const vi = await page(`/vi/logo/detail/${forSale}`);
    expect(vi).toContain('<title>Đang chuẩn bị | Logoya</title>');
    expect(canonical(vi)).toBe(`${BASE}/vi/logo/detail/${forSale}`);
    expect(hreflangs(vi)).toEqual({
      en: `${BASE}/en/logo/detail/${forSale}`,
      ja: `${BASE}/ja/logo/detail/${forSale}`,
      vi: `${BASE}/vi/logo/detail/${forSale}`,
      'x-default': `${BASE}/en/logo/detail/${forSale}`,
    });
    expect(metaContent(vi, 'og:type')).toBe('product');
    expect(metaContent(vi, 'og:image')).toMatch(
      new RegExp(`^${BASE}/files/logos/${forSale}/[0-9a-f]+\\.(png|gif)$`),
    );
    expect(metaContent(vi, 'twitter:card')).toBe('summary');
  });

  it('carries a Product with the language price from the price settings and its availability', async () => {
    const offers = async (lang: string, id: number) => {
      const [product] = jsonLd(await page(`/${lang}/logo/detail/${id}`));
      expect(product).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Product',
        productID: String(id),
        sku: String(id).padStart(5, '0'),
        brand: { '@type': 'Brand', name: 'Logoya' },
        url: `${BASE}/${lang}/logo/detail/${id}`,
      });
      expect(product.image[0]).toMatch(new RegExp(`^${BASE}/files/`));
      return product.offers;
    };
    expect(await offers('en', forSale)).toMatchObject({
      '@type': 'Offer',
      price: '198.00',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
    });
    expect(await offers('ja', forSale)).toMatchObject({ price: '13200', priceCurrency: 'JPY' });
    expect(await offers('vi', forSale)).toMatchObject({ price: '968000', priceCurrency: 'VND' });
    expect((await offers('en', sold)).availability).toBe('https://schema.org/SoldOut');
    expect((await offers('ja', negotiating)).availability).toBe('https://schema.org/InStock');

    // The price comes from the settings, not from the code.
    await t.database.db.execute(
      sql`update price_settings set value = 25000 where key = 'logo_price' and lang = 'en'`,
    );
    expect((await offers('en', forSale)).price).toBe('250.00');
    await t.database.db.execute(
      sql`update price_settings set value = 19800 where key = 'logo_price' and lang = 'en'`,
    );
  });

  it('escapes a hostile logo name everywhere it appears', async () => {
    const html = await page(`/en/logo/detail/${hostile}`);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain(
      '<title>Evil &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot; | Logoya</title>',
    );
    expect(html).toContain(
      '"name":"Evil \\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e \\u0026 \\"Co\\""',
    );
    expect(jsonLd(html)[0].name).toBe(HOSTILE_NAME);
  });

  it('gives a stopped or unknown logo the home meta with noindex', async () => {
    for (const url of [
      `/ja/logo/detail/${stopped}`,
      '/ja/logo/detail/999999',
      '/ja/logo/detail/abc',
      '/ja/nowhere',
    ]) {
      const html = await page(url);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toContain('<title>デザイナーによる既製ロゴの販売 | Logoya</title>');
      expect(jsonLd(html)).toEqual([]);
      expect(canonical(html)).toBeUndefined();
    }
  });

  it('looks a logo up with one statement (prices come from the catalogue cache once warm)', async () => {
    // HEAD: the head alone; a GET also carries the page's first answers (modules/web).
    const head = (url: string) => t.app.inject({ method: 'HEAD', url });
    await head(`/en/logo/detail/${forSale}`);
    const before = t.database.stats.queries;
    expect((await head(`/en/logo/detail/${forSale}`)).statusCode).toBe(200);
    // Cache TTL is 0 in tests: the logo and the price settings.
    expect(t.database.stats.queries - before).toBe(2);
  });

  it('keeps a hostile name inside the first answers of the page', async () => {
    const html = await page(`/en/logo/detail/${hostile}`);
    const block = /<script type="application\/json" id="logoya-initial">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toMatch(/[<>]/);
    expect(JSON.stringify(JSON.parse(block as string))).toContain(JSON.stringify(HOSTILE_NAME).slice(1, -1));
    // Nothing after the name ends the element early: the page's one script of that kind is whole.
    expect(html.match(/<script type="application\/json"/g)).toHaveLength(1);
  });
});
