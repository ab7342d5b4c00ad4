import type { LogoCardPage } from '@logoya/core';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { writeFirstViewDist, type writeWebDist } from '../../../test/web-dist.ts';

/**
 * Shop pages carry the first answers of their first view (initial-data.ts): the HTML of the home,
 * search and detail pages holds a JSON data block with the answer of the exact API call the web
 * app makes there, equal to what the API answers.
 */

let t: TestApp;
let dist: ReturnType<typeof writeWebDist>;

beforeAll(async () => {
  dist = writeFirstViewDist();
  t = await createTestApp({ logos: 30, env: { WEB_DIST_DIR: dist.dir } });
});
afterAll(async () => {
  await t.close();
  dist.remove();
});

interface Block {
  locale: string;
  answers: Record<string, unknown>;
}

/** Calls the app makes without a language: their answers are the same in every one. */
const NEUTRAL = new Set(['/api/search-options', '/api/number-product', '/api/seller', '/api/price-setting']);

const BLOCK = /<script type="application\/json" id="logoya-initial">([\s\S]*?)<\/script>/g;

/** The page's data block, parsed; null when the page has none. Fails on more than one. */
function blockOf(res: LightMyRequestResponse): Block | null {
  const found = [...res.body.matchAll(BLOCK)];
  expect(found.length).toBeLessThanOrEqual(1);
  const text = found[0]?.[1];
  if (text === undefined) return null;
  // Nothing in it can end the element or start markup.
  expect(text).not.toMatch(/[<>]/);
  return JSON.parse(text) as Block;
}

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity', ...headers } });

/** What the web app's own call answers (same URL, language header, session). */
async function apiAnswer(url: string, locale: string | null, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...(locale ? { locale } : {}), ...headers },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

/**
 * An answer without meta.as_of, the moment a list's order was fixed (ADR 0093): the page's answer
 * and a later call of the API fix it at different moments. Checked to be there, a number.
 */
function withoutAsOf(answer: unknown): unknown {
  const meta = (answer as { meta?: { as_of?: unknown } } | undefined)?.meta;
  if (!meta || !('as_of' in meta)) return answer;
  expect(meta.as_of).toEqual(expect.any(Number));
  const { as_of: _, ...rest } = meta;
  return { ...(answer as object), meta: rest };
}

async function expectAnswers(res: LightMyRequestResponse, locale: string, urls: string[]) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  const block = blockOf(res);
  expect(block?.locale).toBe(locale);
  // Each page also brings the header's count of posted logos.
  const all = [...urls, '/api/number-product'];
  expect(Object.keys(block?.answers ?? {}).sort()).toEqual(all.sort());
  for (const url of all) {
    const neutral = NEUTRAL.has(url);
    expect(withoutAsOf(block?.answers[url])).toEqual(
      withoutAsOf(await apiAnswer(url, neutral ? null : locale)),
    );
  }
  return block as Block;
}

describe('the first answers in the page', () => {
  it('carries the home page cards for the call the app makes, with the first image preloaded', async () => {
    const res = await page('/en/');
    const block = await expectAnswers(res, 'en', ['/api/all-logo?per_page=100&page=1']);
    const cards = block.answers['/api/all-logo?per_page=100&page=1'] as LogoCardPage;
    expect(cards.data.length).toBeGreaterThan(0);
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${cards.data[0]?.src}" fetchpriority="high">`,
    );
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/texts-en-e1.js">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('reads ?page= as the app does: page 1 when it is no whole number', async () => {
    const res = await page('/ja/?page=1.5&utm_source=x');
    await expectAnswers(res, 'ja', ['/api/all-logo?per_page=100&page=1']);
  });

  it('reads a path without its language as the app rewrites it, in the browser language', async () => {
    const res = await page('/', { 'accept-language': 'fr-FR;q=0.9, vi;q=0.8, en;q=0.5' });
    await expectAnswers(res, 'vi', ['/api/all-logo?per_page=100&page=1']);
  });

  it('carries the search results of the URL query in the page language', async () => {
    const first = (await apiAnswer('/api/all-logo?per_page=1', 'ja')) as LogoCardPage;
    const word = first.data[0]?.logo_name?.split(/\s+/)[0] ?? 'a';
    const res = await page(`/ja/search?u_keyword=${encodeURIComponent(` ${word} `)}&page=1`);
    const query = new URLSearchParams({ u_keyword: word, limit: '100', page: '1' });
    const block = await expectAnswers(res, 'ja', [`/api/search/logo?${query}`]);
    expect((block.answers[`/api/search/logo?${query}`] as LogoCardPage).meta.total).toBeGreaterThan(0);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/search-page-s1.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/search-results-s2.js">');
    // The entry is loaded by the page's own tags already.
    expect(res.body).not.toContain('rel="modulepreload" crossorigin href="/assets/index-a1.js"');
  });

  it('carries the filter options with a filtered search, as its results wait for them', async () => {
    const options = (await apiAnswer('/api/search-options', null)) as { industries: { id: number }[] };
    const industry = options.industries.find((o) => o.id > 0)?.id;
    const res = await page(`/vi/search?industry_id=${industry},0&sold_out=0`);
    const query = new URLSearchParams({
      industry_id: String(industry),
      sold_out: '0',
      limit: '100',
      page: '1',
    });
    await expectAnswers(res, 'vi', ['/api/search-options', `/api/search/logo?${query}`]);
  });

  it('carries the logo and its images on the detail page', async () => {
    const first = (await apiAnswer('/api/all-logo?per_page=1', 'en')) as LogoCardPage;
    const id = first.data[0]?.logo_id;
    const res = await page(`/en/logo/detail/${id}`);
    const block = await expectAnswers(res, 'en', [
      `/api/logo/${id}`,
      `/api/logo/check-logo-image-muti/${id}`,
    ]);
    const files = (block.answers[`/api/logo/check-logo-image-muti/${id}`] as { files: { url: string }[] })
      .files;
    expect(res.body).toContain(`<link rel="preload" as="image" href="${files[0]?.url}"`);
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/logo-detail-page-d1.js">',
    );
  });

  it.each([
    ['/en/tokushoho', true],
    ['/ja/about', true],
    ['/vi/terms-use', true],
    ['/vi/order', true],
    ['/ja/privacy', false],
    ['/en/cookie-policy', false],
  ])('carries the seller details of %s (and its prices: %s), which its text quotes', async (url, prices) => {
    const res = await page(url);
    const block = await expectAnswers(res, url.slice(1, 3), [
      '/api/seller',
      ...(prices ? ['/api/price-setting'] : []),
    ]);
    expect((block.answers['/api/seller'] as { data: { name: string } }).data.name).not.toBe('');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('brings no answers to a form page, which quotes no seller details', async () => {
    const res = await page('/en/contact');
    expect(res.statusCode).toBe(200);
    expect(blockOf(res)).toBeNull();
  });

  it("carries a member's own hearts and keeps, never for a shared cache", async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'member@logoya.test', password: 'member1234' },
    });
    expect(login.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${login.json().data.access_token as string}` };
    const all = (await apiAnswer('/api/all-logo?per_page=100', 'en')) as LogoCardPage;
    const id = all.data.find((c) => !c.inactive && !c.kept && !c.is_like)?.logo_id;
    const liked = await t.app.inject({
      method: 'POST',
      url: `/api/favorite/${id}`,
      payload: { type: 1 },
      headers: auth,
    });
    expect(liked.statusCode).toBe(200);

    const res = await page('/en/', auth);
    const block = blockOf(res);
    const cards = block?.answers['/api/all-logo?per_page=100&page=1'] as LogoCardPage;
    expect(cards.data.find((c) => c.logo_id === id)?.is_like).toBe(true);
    expect(withoutAsOf(cards)).toEqual(
      withoutAsOf(await apiAnswer('/api/all-logo?per_page=100&page=1', 'en', auth)),
    );
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('cookie');
    // A visitor's page shows the public side of the same logo.
    const visitor = blockOf(await page('/en/'))?.answers['/api/all-logo?per_page=100&page=1'] as LogoCardPage;
    expect(visitor.data.find((c) => c.logo_id === id)?.is_like).toBe(false);
  });

  it('leaves out the cards of a browser signed in by its cookie, which the app asks for itself', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'member@logoya.test', password: 'member1234' },
    });
    const setCookie = login.headers['set-cookie'];
    const cookie = (Array.isArray(setCookie) ? setCookie[0] : setCookie)?.split(';')[0];
    expect(cookie).toMatch(/=/);
    const home = await page('/en/', { cookie: cookie as string });
    expect(Object.keys(blockOf(home)?.answers ?? {})).toEqual(['/api/number-product']);
    // Nothing personal in it: the page stays shareable by caches.
    expect(home.headers['cache-control']).toBe('no-cache');
    const first = (await apiAnswer('/api/all-logo?per_page=1', 'en')) as LogoCardPage;
    const id = first.data[0]?.logo_id;
    const detail = await page(`/en/logo/detail/${id}`, { cookie: cookie as string });
    expect(Object.keys(blockOf(detail)?.answers ?? {}).sort()).toEqual([
      `/api/logo/check-logo-image-muti/${id}`,
      '/api/number-product',
    ]);
  });

  it.each([
    '/en/search?industry_id=abc',
    `/en/search?u_keyword=${'x'.repeat(101)}`,
    '/en/search?sold_out=7',
    '/en/search?industry_id=99999',
    '/en/?page=99999',
    '/ja/logo/detail/99999999',
    '/ja/logo/detail/0012abc',
  ])('answers %s with a normal page, without answers the app does not ask for', async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    // At most the filter options (the app asks for them to check the filters) and the count.
    for (const key of Object.keys(blockOf(res)?.answers ?? {})) {
      expect(['/api/search-options', '/api/number-product']).toContain(key);
    }
  });

  it.each([
    '/vi/search?limit=0&page=-1&keyword=%3C%2Fscript%3E',
    '/en/?page=1e400',
    '/en/search?u_keyword=%E0%A4%A&industry_id=1,,2',
    '/ja/search?u_keyword=%27%3B--%20%25_&page=2',
  ])("answers %s with a normal page whose answers are the API's", async (url) => {
    const res = await page(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    const block = blockOf(res);
    for (const [key, answer] of Object.entries(block?.answers ?? {})) {
      expect(withoutAsOf(answer)).toEqual(
        withoutAsOf(await apiAnswer(key, NEUTRAL.has(key) ? null : (block?.locale ?? null))),
      );
    }
  });

  it('sends pages compressed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
  });
});
