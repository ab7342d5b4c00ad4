import { NO_NUL_MESSAGE } from '@logoya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { multipartBody } from '../../../test/multipart.ts';
import { renderDefaultImage } from '../images/default-image.ts';

/** Issue 9, defect 3: bad text, numbers and bodies answer 422 or 400 in the `{message, errors}` shape. */
let t: TestApp;
let member: string;
let admin: string;
let ip = 0;

async function login(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  return res.json().data.access_token;
}

beforeAll(async () => {
  t = await createTestApp({ logos: 3 });
  member = await login('member@logoya.test', 'member1234');
  admin = await login('admin@logoya.test', 'admin1234');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.app.inject({
    method,
    url,
    remoteAddress: `10.9.0.${++ip}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload } : {}),
  });

function expectNulRefused(res: { statusCode: number; json(): unknown }, field: string) {
  expect(res.statusCode).toBe(422);
  const body = res.json() as { message: string; errors: Record<string, string[]> };
  expect(body.message).toBe(NO_NUL_MESSAGE);
  expect(body.errors[field]).toEqual([NO_NUL_MESSAGE]);
}

describe('a NUL character in stored or searched text answers 422', () => {
  it('contact form content', async () => {
    const res = await call('POST', '/api/contacts', undefined, {
      name: 'Yuki',
      email: 'yuki@example.test',
      email_confirm: 'yuki@example.test',
      content: 'a\u0000b',
    });
    expectNulRefused(res, 'content');
  });

  it('logo request text', async () => {
    expectNulRefused(await call('POST', '/api/logo-request', member, { logo_text: 'a\u0000b' }), 'logo_text');
  });

  it('search free text and keyword', async () => {
    expectNulRefused(await call('GET', '/api/search/logo?u_keyword=a%00b'), 'u_keyword');
    expectNulRefused(await call('GET', '/api/search/logo?keyword=%00'), 'keyword');
  });

  it("the back office contact list's search_text", async () => {
    expectNulRefused(await call('GET', '/api/contacts?search_text=%00', admin), 'search_text');
  });

  it('a multipart field of the profile form', async () => {
    const form = multipartBody({ _method: 'put', name: 'a\u0000b' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      payload: form.payload,
      headers: { ...form.headers, authorization: `Bearer ${member}` },
    });
    expectNulRefused(res, 'name');
  });

  it('a NUL in a path parameter', async () => {
    const res = await call('GET', '/api/logo/1%00');
    expect(res.statusCode).toBe(422);
  });
});

describe('ids past the database integer range', () => {
  it('search filters answer 422', async () => {
    for (const q of ['industry_id=3000000000', 'taste_id=9007199254740991', 'logo_ids=1,3000000000']) {
      const res = await call('GET', `/api/search/logo?${q}`);
      expect(res.statusCode, q).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([q.split('=')[0]]);
    }
  });

  it('body ids answer 422', async () => {
    const request = await call('POST', '/api/logo-request', member, { logo_text: 'Hana', industry_id: 3e9 });
    expect(request.statusCode).toBe(422);
    expect(request.json().errors.industry_id).toBeDefined();
    const taste = await call('POST', '/api/logo-request', member, {
      logo_text: 'Hana',
      taste_id: 9007199254740991,
    });
    expect(taste.statusCode).toBe(422);
    const cart = await call('POST', '/api/cart', member, {
      logo_id: 3e9,
      sub_name: 'a',
      main_name: 'b',
      logo_manual: false,
      logo_motion: false,
    });
    expect(cart.statusCode).toBe(422);
  });

  it('a path id past the range answers 404, as idParam documents', async () => {
    expect((await call('GET', '/api/logo/3000000000')).statusCode).toBe(404);
  });

  it('a page past the range answers 422', async () => {
    const res = await call('GET', '/api/my-favorite?page=9999999999999999', member);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.page).toBeDefined();
  });
});

describe('multipart bodies', () => {
  it('a truncated multipart body answers 400 with a clear message', async () => {
    const form = multipartBody(
      { _method: 'put', name: 'Hana' },
      { name: 'me.png', type: 'image/png', data: renderDefaultImage() },
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      payload: form.payload.subarray(0, form.payload.length - 200),
      headers: { ...form.headers, authorization: `Bearer ${member}` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/form|multipart/i);
  });

  it('ten parallel uploads of the same picture by one member all succeed', async () => {
    const image = renderDefaultImage();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => {
        const form = multipartBody({ _method: 'put' }, { name: 'me.png', type: 'image/png', data: image });
        return t.app.inject({
          method: 'POST',
          url: '/api/update-profile',
          payload: form.payload,
          headers: { ...form.headers, authorization: `Bearer ${member}` },
        });
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
  });
});
