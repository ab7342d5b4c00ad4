import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

/** A local stand-in for Google's tokeninfo and Facebook's Graph API (the network is closed). */
const tokens: Record<string, Record<string, unknown>> = {
  'google-new': {
    sub: 'g-1',
    aud: 'test-client',
    email: 'gnew@example.test',
    email_verified: 'true',
    name: 'G New',
  },
  'google-member-unverified': {
    sub: 'g-2',
    aud: 'test-client',
    email: 'member@logoya.test',
    email_verified: 'false',
  },
  'google-member': { sub: 'g-3', aud: 'test-client', email: 'member@logoya.test', email_verified: 'true' },
  'google-other-app': { sub: 'g-4', aud: 'someone-else', email: 'x@example.test', email_verified: 'true' },
};
const fake = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/tokeninfo') {
    const info = tokens[url.searchParams.get('access_token') ?? ''];
    return info ? send(200, info) : send(400, { error: 'invalid_token' });
  }
  if (url.pathname === '/debug_token') {
    const valid = url.searchParams.get('input_token') === 'fb-ok';
    return send(200, { data: { is_valid: valid, app_id: 'fb-app' } });
  }
  if (url.pathname === '/me') return send(200, { id: 'fb-9', name: 'Fb User', email: 'fb@example.test' });
  send(404, {});
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await createTestApp({
    logos: 1,
    env: {
      GOOGLE_CLIENT_ID: 'test-client',
      GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
      FACEBOOK_APP_ID: 'fb-app',
      FACEBOOK_APP_SECRET: 'fb-secret',
      FACEBOOK_GRAPH_URL: base,
    },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => fake.close(() => resolve()));
});

const login = (provider: string, access_token: string) =>
  t.app.inject({ method: 'POST', url: '/api/login-with-provider', payload: { provider, access_token } });

describe('social sign-in', () => {
  it('lists the configured providers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(res.json().data).toMatchObject({ google: true, facebook: true, google_client_id: 'test-client' });
  });

  it('creates an account for a new verified Google user and signs in again by subject', async () => {
    const first = await login('google', 'google-new');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.user).toMatchObject({ email: 'gnew@example.test', role: 'user' });
    // The web app's session cookie comes with it (ADR 0026).
    expect(String(first.headers['set-cookie'])).toContain(
      `logoya_session=${first.json().data.access_token};`,
    );
    const again = await login('google', 'google-new');
    expect(again.json().data.user.id).toBe(first.json().data.user.id);
  });

  it('links an existing account only when the provider says the e-mail is verified', async () => {
    const unverified = await login('google', 'google-member-unverified');
    expect(unverified.statusCode).toBe(422);
    const verified = await login('google', 'google-member');
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user.email).toBe('member@logoya.test');
  });

  it('refuses tokens for another app and invalid tokens', async () => {
    expect((await login('google', 'google-other-app')).statusCode).toBe(422);
    expect((await login('google', 'forged')).statusCode).toBe(422);
    expect((await login('facebook', 'fb-bad')).statusCode).toBe(422);
    const fb = await login('facebook', 'fb-ok');
    expect(fb.statusCode).toBe(200);
    expect(fb.json().data.user.email).toBe('fb@example.test');
  });
});
