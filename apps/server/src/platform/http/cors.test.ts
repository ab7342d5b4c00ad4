import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** Cross-origin calls from the sites listed in CORS_ORIGINS, and only those (ADR 0025). */

const ALLOWED = 'https://staff.example.com';
const OTHER = 'https://evil.example.net';

describe('CORS with CORS_ORIGINS set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logos: 0,
      env: {
        PUBLIC_URL: 'https://shop.example.com',
        CORS_ORIGINS: `${ALLOWED}, https://other-staff.example.com`,
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lets a listed origin call with credentials, and says the answer varies by origin', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/search-options',
      headers: { origin: ALLOWED, 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['access-control-expose-headers']).toContain('content-disposition');
    expect(String(res.headers.vary).toLowerCase().split(/,\s*/)).toEqual(
      expect.arrayContaining(['origin', 'accept-encoding']),
    );

    const other = await t.app.inject({
      method: 'GET',
      url: '/api/search-options',
      headers: { origin: OTHER },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(String(other.headers.vary)).toMatch(/origin/i);
    // An origin is matched exactly, not by prefix or case.
    for (const near of [`${ALLOWED}.evil.net`, 'http://staff.example.com', `${ALLOWED}:8443`]) {
      const res2 = await t.app.inject({
        method: 'GET',
        url: '/api/search-options',
        headers: { origin: near },
      });
      expect(res2.headers['access-control-allow-origin'], near).toBeUndefined();
    }
  });

  it('answers a listed origin’s preflight with the methods and the headers the web app sends', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/12',
      headers: {
        origin: ALLOWED,
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization, content-type, locale, x-cart-id, x-logoya-csrf',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(ALLOWED);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods']).split(', ')).toEqual(
      expect.arrayContaining(['GET', 'POST', 'PUT', 'DELETE']),
    );
    expect(String(res.headers['access-control-allow-headers']).split(', ')).toEqual(
      expect.arrayContaining(['authorization', 'content-type', 'locale', 'x-cart-id', 'x-logoya-csrf']),
    );
    expect(res.headers['access-control-max-age']).toBe('600');
    expect(String(res.headers.vary)).toMatch(/origin/i);

    const refused = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/cart/12',
      headers: { origin: OTHER, 'access-control-request-method': 'PUT' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
