import { idParam } from '@logoya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { fillPath, openApiRoutes, signIn } from '../../../test/openapi-routes.ts';

/**
 * Defects the contract fuzzer (contract-fuzz.test.ts, bench/fuzz.ts) found, each pinned by the
 * smallest request that showed it.
 */
let t: TestApp;
let admin: string;
let member: string;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ logos: 3 });
  admin = await signIn(t.app, 'admin@logoya.test', 'admin1234');
  member = await signIn(t.app, 'member@logoya.test', 'member1234');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  options: { token?: string; payload?: object; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.77.0.${++ip}`,
    headers: { ...(options.token ? { authorization: `Bearer ${options.token}` } : {}), ...options.headers },
    ...(options.payload ? { payload: options.payload } : {}),
  });

describe('a URL the router cannot read answers in the error shape', () => {
  it('a broken percent escape answers 400 {message}, in the caller’s language', async () => {
    const res = await call('GET', '/api/order/%2', { token: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'The address of this request is not valid. Please check the link and try again.',
    });
    expect(res.headers['x-request-id']).toBeTruthy();
    const ja = await call('GET', '/api/logo/%E0%A4%A', { headers: { locale: 'ja' } });
    expect(ja.statusCode).toBe(400);
    expect(ja.json()).toEqual({
      message: 'このリクエストのURLが正しくありません。リンクを確認してもう一度お試しください。',
    });
  });

  it('a path parameter past its length answers 414 {message}', async () => {
    const res = await call('GET', `/api/logo/${'1'.repeat(300)}`);
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address of this request is too long.' });
  });
});

describe('an id past the integer column in a path answers 404, on every call', () => {
  it('the contract turns it into 0, the id of no row', () => {
    expect(idParam.parse('3000000000')).toBe(0);
    expect(idParam.parse('99999999999999999999')).toBe(0);
    expect(idParam.parse('2147483647')).toBe(2_147_483_647);
    expect(idParam.parse('7')).toBe(7);
  });

  it('staff confirming the transfer of order 3000000000 (was 500: integer out of range)', async () => {
    const res = await call('PUT', '/api/order/update-status/3000000000', {
      token: admin,
      payload: { locale: 'vi' },
    });
    expect(res.statusCode).toBe(404);
    expect(typeof res.json().message).toBe('string');
  });

  it('every other call with an id in its path', async () => {
    const calls: ['GET' | 'PUT' | 'POST', string, object?][] = [
      ['GET', '/api/logo/3000000000'],
      ['GET', '/api/logo/recommended/3000000000'],
      ['GET', '/api/logo/check-logo-image-muti/3000000000'],
      ['POST', '/api/favorite/3000000000', { type: 1 }],
      ['POST', '/api/keep-logo/3000000000', { is_keep: 1 }],
      ['PUT', '/api/cart/3000000000', { sub_name: 'Sub', main_name: 'MAIN' }],
      ['POST', '/api/cart/3000000000/save-for-later'],
      ['GET', '/api/order/3000000000'],
      ['GET', '/api/order/receipt/3000000000'],
      ['GET', '/api/order/download-logo/3000000000?logo_id=1'],
    ];
    for (const [method, url, payload] of calls) {
      const res = await call(method, url, { token: member, ...(payload ? { payload } : {}) });
      expect(`${method} ${url} ${res.statusCode}`).toBe(`${method} ${url} 404`);
    }
  });
});

describe('a call sent without its JSON body answers 4xx, never 500', () => {
  it('POST /api/update-password with no body (was 500: a check read a field of null)', async () => {
    const res = await call('POST', '/api/update-password', { token: member });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['body']);
  });

  it('every call taking a JSON body: no body, and an empty body said to be JSON', async () => {
    const answers: string[] = [];
    for (const route of openApiRoutes(t.app)) {
      if (!route.jsonBody) continue;
      for (const headers of [{}, { 'content-type': 'application/json' }] as Record<string, string>[]) {
        const res = await call(route.method as 'POST', fillPath(route.path, {}, '999999'), {
          token: admin,
          headers,
        });
        if (res.statusCode >= 500) answers.push(`${route.method} ${route.path} ${res.statusCode}`);
        else expect(typeof res.json().message, route.path).toBe('string');
      }
    }
    expect(answers).toEqual([]);
  });
});
