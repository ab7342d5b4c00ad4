import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db/db.ts';

const BASE = 'https://logoya.example';

let t: TestApp;
let forSale: number;
let sold: number;
let stopped: number;

beforeAll(async () => {
  t = await createTestApp({ logos: 4, env: { PUBLIC_URL: BASE } });
  const ids = (await rows<{ id: number }>(t.database.db, sql`select id from logos order by id`)).map(
    (r) => r.id,
  );
  [forSale, sold, stopped] = ids as [number, number, number];
  await t.database.db.execute(sql`update logos set state = 0 where id = ${forSale} or id = ${ids[3]!}`);
  await t.database.db.execute(sql`update logos set state = 8 where id = ${sold}`);
  await t.database.db.execute(sql`update logos set state = 7 where id = ${stopped}`);
});
afterAll(() => t.close());

describe('sitemaps and robots.txt', () => {
  it('indexes a pages sitemap and one logo sitemap per id range', async () => {
    await t.database.db.execute(sql`insert into logos (id, name_en, state) values (25001, 'Far away', 0)`);
    const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${BASE}/sitemap-pages.xml`,
      `${BASE}/sitemap-logos-1.xml`,
      `${BASE}/sitemap-logos-3.xml`,
    ]);
    expect(res.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ<\/lastmod>/);
    const far = await t.app.inject({ method: 'GET', url: '/sitemap-logos-3.xml' });
    expect(far.body).toContain(`<loc>${BASE}/vi/logo/detail/25001</loc>`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-logos-2.xml' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-logos-x.xml' })).statusCode).toBe(404);
  });

  it('lists every public logo in each language with alternates, and no stopped logo', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-logos-1.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entry = new RegExp(
      `<url><loc>${BASE}/ja/logo/detail/${sold}</loc><lastmod>[^<]+</lastmod>(<xhtml:link [^>]+/>){4}</url>`,
    );
    expect(res.body).toMatch(entry);
    for (const lang of ['en', 'ja', 'vi', 'x-default']) {
      const href = `${BASE}/${lang === 'x-default' ? 'en' : lang}/logo/detail/${forSale}`;
      expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="${lang}" href="${href}"/>`);
    }
    expect(res.body).not.toContain(`/logo/detail/${stopped}<`);
    expect(res.body.match(/<url>/g)).toHaveLength(3 * 3);
  });

  it('lists the public pages in each language with alternates', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' });
    expect(res.statusCode).toBe(200);
    for (const path of [
      '/',
      '/search',
      '/about',
      '/privacy',
      '/cookie-policy',
      '/terms-use',
      '/contact',
      '/logo-mark-req',
    ]) {
      for (const lang of ['en', 'ja', 'vi']) {
        expect(res.body).toContain(`<url><loc>${BASE}/${lang}${path === '/' ? '/' : path}</loc>`);
      }
    }
    expect(res.body).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${BASE}/en/about"/>`);
    expect(res.body).not.toContain('my-page');
    expect(res.body).not.toContain('contact/thanks');
  });

  it('allows the shop, disallows the API, back office and member pages, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /admin/',
      'Disallow: /admin$',
      'Disallow: /my-page/',
      'Disallow: /*/my-page/',
      '',
      `Sitemap: ${BASE}/sitemap.xml`,
      '',
    ]);
  });

  it('serves the default shared-link image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/og-image.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
