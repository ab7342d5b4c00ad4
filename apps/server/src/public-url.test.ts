import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { solveCaptcha, waitForMailsTo } from '../test/helpers.ts';

/** Issue 12: with PORT=3301 and no PUBLIC_URL, every address the shop gives out names port 3301. */
const BASE = 'http://localhost:3301';
let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-port-dist-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Logoya</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ logos: 2, env: { PORT: '3301', WEB_DIST_DIR: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('addresses follow the port when PUBLIC_URL is not set', () => {
  it('puts the port in the reset link of the e-mail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-link-forgot',
      payload: { email: 'member@logoya.test', captcha: await solveCaptcha(t.app) },
      headers: { locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    const [mail] = await waitForMailsTo(t.dataDir, 'member@logoya.test');
    expect(mail?.text).toContain(`${BASE}/en/password-reset?email=member%40logoya.test&token=`);
    expect(mail?.text).not.toContain('localhost:3000');
  });

  it('puts the port in the canonical link, og:image and the sitemap', async () => {
    const html = (await t.app.inject({ method: 'GET', url: '/en/' })).body;
    expect(html).toContain(`<link rel="canonical" href="${BASE}/en/">`);
    expect(html).toContain(`<meta property="og:image" content="${BASE}/og-image.png">`);
    expect(html).not.toContain('localhost:3000');
    const index = (await t.app.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    expect(index).toContain(`<loc>${BASE}/sitemap-pages.xml</loc>`);
    const pages = (await t.app.inject({ method: 'GET', url: '/sitemap-pages.xml' })).body;
    expect(pages).toContain(`<loc>${BASE}/en/</loc>`);
    expect(index + pages).not.toContain('localhost:3000');
  });

  it('names it in the OpenAPI servers', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.servers).toEqual([{ url: BASE }]);
  });
});
