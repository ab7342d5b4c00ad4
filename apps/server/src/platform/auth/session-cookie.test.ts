import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/helpers.ts';
import { sha256 } from './auth.ts';

/**
 * Issue "Hardening", defect 5 (ADR 0026): the web app's session is an HttpOnly cookie that no
 * script can read, bearer tokens stay for API clients, and a cookie alone cannot change anything
 * without the CSRF header from one of the shop's own origins.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 2 });
});
afterAll(() => t.close());

const MEMBER = { email: 'member@logoya.test', password: 'member1234' };
const NAME = 'logoya_session';
const CSRF = { 'x-logoya-csrf': '1' };

type Headers = Record<string, string>;
const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const value = res.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
};
/** The Set-Cookie line of the session cookie, as attributes (lower-case names). */
function sessionCookie(res: { headers: Record<string, unknown> }, name = NAME) {
  const lines = setCookies(res).filter((c) => c.startsWith(`${name}=`));
  expect(lines).toHaveLength(1);
  const [pair = '', ...attrs] = lines[0]!.split(';').map((s) => s.trim());
  const attributes = new Map(
    attrs.map((a) => {
      const eq = a.indexOf('=');
      return eq < 0 ? [a.toLowerCase(), ''] : [a.slice(0, eq).toLowerCase(), a.slice(eq + 1)];
    }),
  );
  return { value: pair.slice(name.length + 1), attributes };
}

async function signIn(app = t.app, remember = false) {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { ...MEMBER, remember } });
  expect(res.statusCode).toBe(200);
  return res;
}
const cookieOf = (token: string): Headers => ({ cookie: `other=1; ${NAME}=${token}` });
const me = (headers: Headers) => t.app.inject({ method: 'GET', url: '/api/me', headers });
/** A state-changing call that needs a member: taking a logo off the favourites. */
const like = (headers: Headers) =>
  t.app.inject({ method: 'POST', url: '/api/favorite/1', payload: { type: 0 }, headers });

describe('the session cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Lax, Path=/, no Domain; the body keeps the token', async () => {
    const res = await signIn();
    const cookie = sessionCookie(res);
    expect(cookie.value).toBe(res.json().data.access_token);
    expect(cookie.attributes.has('httponly')).toBe(true);
    expect(cookie.attributes.get('samesite')).toBe('Lax');
    expect(cookie.attributes.get('path')).toBe('/');
    expect(cookie.attributes.has('domain')).toBe(false);
    // Plain http (the default PUBLIC_URL): no Secure, no __Host- prefix.
    expect(cookie.attributes.has('secure')).toBe(false);
    // Without remember me the cookie ends with the browser session (the token with its day).
    expect(cookie.attributes.has('max-age')).toBe(false);
  });

  it('lives 30 days with remember me', async () => {
    const cookie = sessionCookie(await signIn(t.app, true));
    expect(Math.round(Number(cookie.attributes.get('max-age')) / 86_400)).toBe(30);
  });

  it('is set by every sign-in path: /sign-in too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sign-in',
      payload: { ...MEMBER, captcha: await solveCaptcha(t.app) },
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res).value).toBe(res.json().data.access_token);
  });

  it('signs in /api/me on its own', async () => {
    const token = sessionCookie(await signIn()).value;
    const res = await me(cookieOf(token));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe(MEMBER.email);
    expect(setCookies(res)).toEqual([]);
  });

  it('lets a download link open with the cookie alone (a plain link in the browser)', async () => {
    // The route answers 410 for a forged link only once it knows the buyer: 401 would mean no session.
    const token = sessionCookie(await signIn()).value;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/downloads/not.valid',
      headers: cookieOf(token),
    });
    expect(res.statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: '/api/downloads/not.valid' })).statusCode).toBe(401);
  });
});

describe('CSRF: a cookie alone may not change anything without proof of our own page', () => {
  it('refuses a cookie-only POST without x-logoya-csrf with 403, in the caller’s language', async () => {
    const token = sessionCookie(await signIn()).value;
    const res = await like(cookieOf(token));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message:
        'This request was refused because it did not come from a Logoya page. Please reload the page and try again.',
      errors: {
        'x-logoya-csrf': [
          'This request was refused because it did not come from a Logoya page. Please reload the page and try again.',
        ],
      },
    });
    const ja = await like({ ...cookieOf(token), locale: 'ja' });
    expect(ja.json().message).toMatch(/^Logoyaのページから送信されていないため/);
    // Refused sign-out does not sign out either.
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: cookieOf(token) });
    expect(out.statusCode).toBe(403);
    expect((await me(cookieOf(token))).statusCode).toBe(200);
  });

  it('refuses a foreign or opaque Origin even with the header', async () => {
    const token = sessionCookie(await signIn()).value;
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'http://localhost:3001',
    ]) {
      const res = await like({ ...cookieOf(token), ...CSRF, origin });
      expect(res.statusCode, origin).toBe(403);
      expect(Object.keys(res.json().errors)).toEqual(['origin']);
    }
  });

  it('accepts the header with our own origin: the request’s host, PUBLIC_URL’s, or none sent', async () => {
    const token = sessionCookie(await signIn()).value;
    // The request's own origin, as on http://127.0.0.1:3000 with no PUBLIC_URL set.
    const own = await like({
      ...cookieOf(token),
      ...CSRF,
      host: '127.0.0.1:3000',
      origin: 'http://127.0.0.1:3000',
    });
    expect(own.statusCode).toBe(200);
    // PUBLIC_URL's origin (http://localhost:3000 by default), whatever the Host behind a proxy.
    const pub = await like({
      ...cookieOf(token),
      ...CSRF,
      host: 'internal:8080',
      origin: 'http://localhost:3000',
    });
    expect(pub.statusCode).toBe(200);
    expect((await like({ ...cookieOf(token), ...CSRF })).statusCode).toBe(200);
  });

  it('asks nothing of a bearer: a browser never adds one by itself', async () => {
    const token = (await signIn()).json().data.access_token as string;
    const res = await like({ authorization: `Bearer ${token}`, origin: 'https://evil.example' });
    expect(res.statusCode).toBe(200);
  });

  it('asks nothing of reads', async () => {
    const token = sessionCookie(await signIn()).value;
    expect((await me({ ...cookieOf(token), origin: 'https://evil.example' })).statusCode).toBe(200);
  });
});

describe('ending the session', () => {
  it('sign-out revokes the token and clears the cookie; the old cookie then counts for nothing', async () => {
    const token = sessionCookie(await signIn()).value;
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { ...cookieOf(token), ...CSRF },
    });
    expect(out.statusCode).toBe(200);
    const cleared = sessionCookie(out);
    expect(cleared.value).toBe('');
    expect(cleared.attributes.get('max-age')).toBe('0');
    const after = await me(cookieOf(token));
    expect(after.statusCode).toBe(401);
    // A revoked cookie is a visitor on public calls too, and the browser is told to drop it.
    const visitor = await t.app.inject({
      method: 'GET',
      url: '/api/number-product',
      headers: cookieOf(token),
    });
    expect(visitor.statusCode).toBe(200);
    expect(sessionCookie(visitor).attributes.get('max-age')).toBe('0');
  });

  it('treats an expired or unknown cookie as a visitor and clears it', async () => {
    const token = sessionCookie(await signIn()).value;
    await t.database.db.execute(
      sql`update access_tokens set expires_at = now() - interval '1 second' where token_hash = ${sha256(token)}`,
    );
    const res = await me(cookieOf(token));
    expect(res.statusCode).toBe(401);
    expect(sessionCookie(res).attributes.get('max-age')).toBe('0');
    const unknown = await me(cookieOf('x'.repeat(43)));
    expect(unknown.statusCode).toBe(401);
    expect(sessionCookie(unknown).attributes.get('max-age')).toBe('0');
  });

  it('lets a stale cookie sign in again, answering only the new cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: MEMBER,
      headers: cookieOf('y'.repeat(43)),
    });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res).value).toBe(res.json().data.access_token);
    expect(setCookies(res).filter((c) => c.startsWith('other='))).toEqual([]);
  });

  it('does not look the cookie up for pages and files, only for API calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: cookieOf('z'.repeat(43)) });
    expect(setCookies(res)).toEqual([]);
  });
});

describe('behind https', () => {
  it('names the cookie __Host-logoya_session, Secure, Path=/, no Domain; trusts CORS_ORIGINS', async () => {
    const https = await createTestApp({
      logos: 1,
      env: { PUBLIC_URL: 'https://shop.example.test', CORS_ORIGINS: 'https://staff.example.test' },
    });
    try {
      const res = await https.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: MEMBER,
      });
      expect(res.statusCode).toBe(200);
      const cookie = sessionCookie(res, '__Host-logoya_session');
      expect(cookie.attributes.has('secure')).toBe(true);
      expect(cookie.attributes.get('path')).toBe('/');
      expect(cookie.attributes.has('domain')).toBe(false);
      expect(cookie.attributes.has('httponly')).toBe(true);
      expect(setCookies(res).some((c) => c.startsWith(`${NAME}=`))).toBe(false);
      // Only the __Host- cookie counts there, and PUBLIC_URL's origin is ours.
      const token = cookie.value;
      const call = (headers: Headers) => https.app.inject({ method: 'GET', url: '/api/me', headers });
      expect((await call({ cookie: `${NAME}=${token}` })).statusCode).toBe(401);
      expect((await call({ cookie: `__Host-logoya_session=${token}` })).statusCode).toBe(200);
      // An origin listed in CORS_ORIGINS may act with the cookie too; another may not.
      const post = (origin: string) =>
        https.app.inject({
          method: 'POST',
          url: '/api/favorite/1',
          payload: { type: 0 },
          headers: { cookie: `__Host-logoya_session=${token}`, ...CSRF, origin },
        });
      expect((await post('https://staff.example.test')).statusCode).toBe(200);
      expect((await post('https://other.example.test')).statusCode).toBe(403);
      const out = await https.app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { cookie: `__Host-logoya_session=${token}`, ...CSRF, origin: 'https://shop.example.test' },
      });
      expect(out.statusCode).toBe(200);
    } finally {
      await https.close();
    }
  });
});
