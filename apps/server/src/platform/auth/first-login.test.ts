import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** Issue 9, defect 8: the forced first-login password is held on the server, not only in the browser. */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ logos: 2 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: 'firstlogin@logoya.test', password: 'firstlogin1234' },
  });
  token = res.json().data.access_token;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, locale?: string) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(locale ? { locale } : {}) },
    ...(payload ? { payload } : {}),
  });

const blocked: [string, 'GET' | 'POST', Record<string, unknown>?][] = [
  ['/api/contacts', 'GET'],
  ['/api/cart', 'GET'],
  ['/api/my-favorite', 'GET'],
  ['/api/favorite/1', 'POST', { type: 1 }],
  ['/api/keep-logo/1', 'POST', { is_keep: true }],
  ['/api/orders', 'GET'],
  [
    '/api/update-password',
    'POST',
    { oldPass: 'firstlogin1234', newPass: 'abc12345', confirmPass: 'abc12345' },
  ],
];

describe('before the new password is set', () => {
  it.each(blocked)('%s answers 403 with a clear message', async (url, method, payload) => {
    const res = await call(method, url, payload);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: 'Please set a new password before you continue.' });
  });

  it('public calls still answer as for a visitor, so the pages behind the dialog load', async () => {
    for (const url of [
      '/api/search/logo',
      '/api/all-logo?per_page=1',
      '/api/number-product',
      '/api/search-options',
    ]) {
      expect((await call('GET', url)).statusCode, url).toBe(200);
    }
  });

  it('the message follows the language', async () => {
    const res = await call('GET', '/api/contacts', undefined, 'ja');
    expect(res.json().message).toBe('続行する前に新しいパスワードを設定してください。');
  });

  it('/me answers 200 and shows first_login', async () => {
    const res = await call('GET', '/api/me');
    expect(res.statusCode).toBe(200);
    expect(JSON.stringify(res.json())).toContain('"first_login":true');
  });

  it('sign-out answers 200', async () => {
    const other = (
      await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'firstlogin@logoya.test', password: 'firstlogin1234' },
      })
    ).json().data.access_token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${other}` },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('after the new password is set', () => {
  it('update-first-password answers 200, then every call works as usual', async () => {
    const set = await call('POST', '/api/update-first-password', {
      newPass: 'fresh-pass1',
      confirmPass: 'fresh-pass1',
    });
    expect(set.statusCode).toBe(200);
    for (const url of ['/api/contacts', '/api/cart', '/api/my-favorite', '/api/me']) {
      expect((await call('GET', url)).statusCode, url).toBe(200);
    }
    const logoId = (await call('GET', '/api/search/logo?sold_out=0')).json().data[0].logo_id;
    expect((await call('POST', `/api/favorite/${logoId}`, { type: 1 })).statusCode).toBe(200);
  });
});
