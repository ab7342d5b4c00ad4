import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** Every answer, whoever writes it, carries the security headers (ADR 0025). */

const SITE = 'https://shop.example.com';
const ALLOWED = 'https://staff.example.com';
const OTHER = 'https://evil.example.net';

function expectSecurityHeaders(res: LightMyRequestResponse, what: string): string {
  const h = res.headers;
  const csp = String(h['content-security-policy'] ?? '');
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("form-action 'self'");
  expect(csp, what).toContain("base-uri 'none'");
  expect(csp, what).not.toContain('unsafe-eval');
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(String(h['permissions-policy']), what).toMatch(
    /(^|, )camera=\(\).*geolocation=\(\).*microphone=\(\)/,
  );
  return csp;
}

const directive = (csp: string, name: string) =>
  csp
    .split(';')
    .map((d) => d.trim())
    .find((d) => d === name || d.startsWith(`${name} `));

function writeDist(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-csp-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Logoya</title>' +
      '<script type="module" crossorigin src="/assets/app-3f2a9c.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dist, 'assets', 'app-3f2a9c.js'), `console.log(${'1'.repeat(2000)})`);
  return dist;
}

describe('security headers with the default configuration', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    t = await createTestApp({
      logos: 0,
      env: { WEB_DIST_DIR: dist },
      routes: (app) => {
        app.get('/api/test-only/boom', async () => {
          throw new Error('boom');
        });
      },
    });
    fs.mkdirSync(path.join(t.dataDir, 'files', 'logos'), { recursive: true });
    fs.writeFileSync(path.join(t.dataDir, 'files', 'logos', 'a1b2c3d4.png'), Buffer.alloc(2048, 1));
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sets the strict shop policy on a compressed JSON answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search-options',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const csp = expectSecurityHeaders(res, 'json');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self'");
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(csp, 'frame-src')).toBe("frame-src 'none'");
    expect(csp).not.toContain('stripe');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('sets them on a 404, a 422, a 500 and a bad JSON body', async () => {
    const notFound = await t.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(notFound.statusCode).toBe(404);
    expectSecurityHeaders(notFound, '404');
    const invalid = await t.app.inject({ method: 'GET', url: '/api/all-logo?per_page=abc' });
    expect(invalid.statusCode).toBe(422);
    expectSecurityHeaders(invalid, '422');
    const failed = await t.app.inject({ method: 'GET', url: '/api/test-only/boom' });
    expect(failed.statusCode).toBe(500);
    expectSecurityHeaders(failed, '500');
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(badJson.statusCode).toBe(400);
    expectSecurityHeaders(badJson, '400');
    // Answered by the router's frameworkErrors, before any hook runs.
    const badUrl = await t.app.inject({ method: 'GET', url: '/api/logo/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expectSecurityHeaders(badUrl, 'bad URL');
  });

  it('sets them on a page, a static asset and its 304', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/en/search?u_keyword=a' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(page, 'page');
    const missingPage = await t.app.inject({ method: 'GET', url: '/assets/missing-0000.js' });
    expect(missingPage.statusCode).toBe(404);
    expectSecurityHeaders(missingPage, 'missing asset');

    const asset = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a9c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expectSecurityHeaders(asset, 'asset');
    const etag = String(asset.headers.etag);
    const again = await t.app.inject({
      method: 'GET',
      url: '/assets/app-3f2a9c.js',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expectSecurityHeaders(again, 'asset 304');
  });

  it('sets them on a file under /files, its 304 and the default image', async () => {
    const file = await t.app.inject({ method: 'GET', url: '/files/logos/a1b2c3d4.png' });
    expect(file.statusCode).toBe(200);
    expectSecurityHeaders(file, 'file');
    const again = await t.app.inject({
      method: 'GET',
      url: '/files/logos/a1b2c3d4.png',
      headers: { 'if-none-match': '"a1b2c3d4"' },
    });
    expect(again.statusCode).toBe(304);
    expectSecurityHeaders(again, 'file 304');
    const fallback = await t.app.inject({ method: 'GET', url: '/files/logos/missing.png' });
    expect(fallback.headers['x-fallback']).toBe('default-image');
    expectSecurityHeaders(fallback, 'default image');
  });

  it('gives /api/docs a policy Swagger UI works with, still without foreign or inline scripts', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.statusCode).toBe(200);
    const csp = expectSecurityHeaders(docs, 'docs');
    expect(directive(csp, 'script-src')).toBe("script-src 'self'");
    expect(directive(csp, 'style-src')).toBe("style-src 'self' 'unsafe-inline'");
    const bundle = await t.app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    expectSecurityHeaders(bundle, 'docs asset');
    // Only the docs: the shop's pages keep the strict style-src.
    const page = await t.app.inject({ method: 'GET', url: '/en/' });
    expect(directive(String(page.headers['content-security-policy']), 'style-src')).toBe("style-src 'self'");
  });

  it('allows no other origin: no CORS headers, and a cross-origin preflight is refused', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/search-options', headers: { origin: OTHER } });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.headers).filter((k) => k.startsWith('access-control-'))).toEqual([]);
    expect(String(res.headers.vary ?? '')).not.toMatch(/origin/i);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart',
      headers: {
        origin: OTHER,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, x-cart-id',
      },
    });
    expect(preflight.statusCode).toBe(403);
    expect(preflight.json()).toEqual({ message: 'You do not have permission to do this.' });
    expect(Object.keys(preflight.headers).filter((k) => k.startsWith('access-control-'))).toEqual([]);
    expectSecurityHeaders(preflight, 'preflight');
  });
});

describe('security headers behind https, with Stripe, Google sign-in and CORS_ORIGINS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logos: 0,
      env: {
        PUBLIC_URL: SITE,
        STRIPE_SECRET_KEY: 'sk_test_csp',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
        STRIPE_WEBHOOK_SECRET: 'whsec_csp',
        GOOGLE_CLIENT_ID: 'csp-test.apps.googleusercontent.com',
        CORS_ORIGINS: `${ALLOWED}, https://other-staff.example.com`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('adds HSTS and upgrade-insecure-requests, and allows exactly what Stripe.js needs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/en/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const csp = String(res.headers['content-security-policy']);
    expect(directive(csp, 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests');
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://js.stripe.com https://*.js.stripe.com https://accounts.google.com/gsi/client",
    );
    expect(directive(csp, 'frame-src')).toBe(
      'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://accounts.google.com/gsi/',
    );
    expect(directive(csp, 'connect-src')).toBe(
      "connect-src 'self' https://api.stripe.com https://accounts.google.com/gsi/",
    );
    expect(csp).not.toContain('unsafe-inline');
    expect(String(res.headers['permissions-policy'])).toContain(
      'payment=(self "https://js.stripe.com" "https://*.js.stripe.com")',
    );
    // The Google popup answers its opener.
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(docs.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(String(docs.headers['content-security-policy'])).not.toContain('stripe');
  });
});
