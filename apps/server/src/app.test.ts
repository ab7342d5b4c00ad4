import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    logos: 0,
    routes(app) {
      app.post('/api/__echo', async (request) => ({ body: request.body }));
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
    const own = await createTestApp({
      logos: 0,
      routes(app) {
        app.get('/api/__slow', async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { done: true };
        });
      },
    });
    const address = await own.app.listen({ port: 0, host: '127.0.0.1' });
    const inFlight = fetch(`${address}/api/__slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closed = own.app.close();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ done: true });
    await closed;
    await own.close();
  });
});
