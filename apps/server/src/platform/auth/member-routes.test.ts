import { msg, translateMessage } from '@logoya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillPath, signIn } from '../../../test/openapi-routes.ts';

/**
 * Every member route, as the app registered it (app.memberRoutes: the routes whose contract
 * declares the bearer and no staff role), tried by a guest with an empty body and with no body:
 * each answers 401 before its contract is judged (issue 23: who you are before what you sent). The
 * list below is the shop's signed-in surface: a route that loses its `security`, and with it the
 * guard, fails here.
 */

const EXPECTED = [
  'POST /api/logout',
  'GET /api/me',
  'POST /api/update-password',
  'POST /api/update-first-password',
  'POST /api/update-profile',
  'POST /api/update-email',
  'POST /api/verify-email-change',
  'POST /api/logo-request',
  'GET /api/my-logo-request',
  'POST /api/favorite/:id',
  'GET /api/my-favorite',
  'GET /api/favorite-count',
  'POST /api/keep-logo/:id',
  'GET /api/my-favorite/similar',
  'POST /api/cart/:id/save-for-later',
  'GET /api/checkout/summary',
  'POST /api/create-pay-intent',
  'POST /api/order',
  'POST /api/order-qa',
  'GET /api/order-history',
  'GET /api/order/:id',
  'GET /api/order/receipt/:id',
  'GET /api/order/download-logo/:id',
  'GET /api/order/:id/logo/:logo_id/picture',
  'GET /api/order/:id/kits',
  'GET /api/order/:id/logo/:logo_id/certificate',
  'GET /api/order/:id/kit/:logo_id/download',
  'GET /api/downloads/:token',
  'GET /api/mail-preferences',
  'PUT /api/mail-preferences',
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
});
afterAll(() => t.close());

const path = (url: string) => fillPath(url.replace(/:(\w+)/g, '{$1}'));
const hasBody = (method: string) => method !== 'GET' && method !== 'DELETE';

describe('member routes', () => {
  it('are all guarded, and the guarded ones are the expected signed-in surface', () => {
    const found = t.app.memberRoutes.map((r) => `${r.method} ${r.url}`);
    expect([...found].sort()).toEqual([...EXPECTED].sort());
    const staff = new Set(t.app.staffRoutes.map((r) => `${r.method} ${r.url}`));
    expect(found.filter((route) => staff.has(route))).toEqual([]);
  });

  it('answer a guest 401 whatever the body: empty, or none at all', async () => {
    const unauthenticated = translateMessage(msg('unauthenticated'), 'en');
    const wrong: string[] = [];
    for (const { method, url } of t.app.memberRoutes) {
      const bodies = hasBody(method) ? [{ payload: {} }, {}] : [{}];
      for (const body of bodies) {
        const res = await t.app.inject({ method: method as 'GET', url: path(url), ...body });
        if (res.statusCode !== 401 || res.json().message !== unauthenticated)
          wrong.push(
            `${method} ${url} ${'payload' in body ? '{}' : 'no body'}: ${res.statusCode} ${res.body}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('judge what a member sent only once the member is known: an empty body answers 422', async () => {
    const member = await signIn(t.app, 'member@logoya.test', 'member1234');
    for (const url of ['/api/create-pay-intent', '/api/order', '/api/order-qa']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { authorization: `Bearer ${member}` },
      });
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors).length, url).toBeGreaterThan(0);
    }
  });
});
