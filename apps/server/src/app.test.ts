import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logos: 0,
    routes(app) {
      app.post('/api/__echo', async (request) => ({ body: request.body }));
      app.post('/api/__named', { schema: { body: z.object({ name: z.string() }) } }, async () => ({}));
      app.get('/api/__boom', async () => {
        throw new Error('secret internal detail: password=hunter2');
      });
    },
  });
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers a malformed JSON body with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/__echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.' });
  });

  it('never reveals internals in a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/__boom' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toEqual({ message: 'Something went wrong on our side. Please try again later.' });
  });

  it('answers unknown API paths with a JSON 404 and echoes a request id', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
    expect(res.headers['x-request-id']).toBe('abc-123');
  });

  it("answers the platform's own errors from the message catalogue, in the caller's language", async () => {
    const ja = { 'accept-language': 'ja' };
    const json = { 'content-type': 'application/json' };
    const answers = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: '/api/__echo',
        headers: { ...json, ...ja },
        payload: '{"broken": ',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/__echo',
        headers: { 'content-type': 'text/x-unknown', ...ja },
        payload: 'x',
      }),
      t.app.inject({
        method: 'POST',
        url: '/api/__echo',
        headers: { ...json, ...ja },
        payload: `"${'x'.repeat(1024 * 1024 + 1)}"`,
      }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here', headers: ja }),
      t.app.inject({ method: 'GET', url: '/api/__boom', headers: ja }),
      t.app.inject({ method: 'GET', url: '/api/nothing-here?locale=%20!', headers: ja }),
    ]);
    expect(answers.map((res) => [res.statusCode, res.json().message])).toEqual([
      [400, 'リクエストの本文が正しいJSONではありません。'],
      [415, 'この形式（Content-Type）には対応していません。'],
      [413, 'リクエストの本文が大きすぎます。'],
      [404, '見つかりません。'],
      [500, 'サーバーで問題が発生しました。しばらくしてから再度お試しください。'],
      [422, 'The locale must be a language code such as en, ja or vi.'],
    ]);
  });

  it('answers a call sent without the body its contract asks for with 422 and a message of ours', async () => {
    for (const [locale, message] of [
      ['en', 'This request needs a body: send its fields as a JSON object.'],
      ['vi', 'Yêu cầu này cần có nội dung: hãy gửi các trường dưới dạng đối tượng JSON.'],
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/__named', headers: { locale } });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message, errors: { body: [message] } });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/api/__named', payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors)).toEqual(['name']);
  });

  it('serves the web app for page paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/ja/logo/detail/1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<meta name="logoya-admin-prefix" content="admin">');
  });

  it('reports liveness and readiness', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ready' });
  });

  it('describes every public call in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/all-logo',
      '/api/search/logo',
      '/api/logo/{id}',
      '/api/number-product',
      '/api/search-options',
      '/api/price-setting',
      '/api/designers',
      '/api/captcha/challenge',
      '/api/auth/providers',
      '/api/login',
      '/api/sign-in',
      '/api/login-with-provider',
      '/api/logout',
      '/api/me',
      '/api/sign-up',
      '/api/register',
      '/api/verify-code',
      '/api/generate-link-forgot',
      '/api/check-reset-token',
      '/api/password-reset',
      '/api/reset-password',
      '/api/check-token',
      '/api/create-password',
      '/api/check-email',
      '/api/update-password',
      '/api/update-first-password',
      '/api/update-profile',
      '/api/update-email',
      '/api/verify-email-change',
      '/api/postal-code/{code}',
      '/api/contacts',
      '/api/logo-request',
      '/api/my-logo-request',
      '/api/favorite/{id}',
      '/api/my-favorite',
      '/api/favorite-count',
      '/api/keep-logo/{id}',
      '/api/my-favorite/similar',
      '/api/logo/recommended/{id}',
      '/api/logo/check-logo-image-muti/{id}',
      '/api/logo/{id}/preview',
      '/api/logo/{id}/lettering',
      '/api/logo/{id}/lettering/mark',
      '/api/mockups',
      '/api/logo/{id}/mockup/{scene}',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('runs migrations twice without change', async () => {
    await t.database.migrate();
    await t.database.migrate();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
  });
});

describe('graceful shutdown', () => {
  it('lets a request in flight finish before closing', async () => {
    // The handler says when the request has reached it and holds it until the test lets it go, so
    // the close starts with the request surely in flight, however slow the machine.
    let reached!: () => void;
    const inHandler = new Promise<void>((resolve) => {
      reached = resolve;
    });
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const own = await createTestApp({
      logos: 0,
      routes(app) {
        app.get('/api/__slow', async () => {
          reached();
          await held;
          return { done: true };
        });
      },
    });
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/__slow`);
    await inHandler;
    let closedYet = false;
    const closed = own.app.close().then(() => {
      closedYet = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closedYet).toBe(false);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await own.close();
  });
});
