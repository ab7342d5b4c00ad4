import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';

/** The caller's address (contact limits, address-search log) with and without a trusted proxy. */
describe.each([
  { setting: '', expected: '127.0.0.1' },
  { setting: '1', expected: '203.0.113.7' },
])('TRUST_PROXY="$setting"', ({ setting, expected }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      logos: 0,
      env: { TRUST_PROXY: setting },
      routes: (app) => app.get('/test/ip', async (request) => ({ ip: request.ctx.ip })),
    });
  });
  afterAll(() => t.close());

  it(`sees ${expected} for a request forwarded for 203.0.113.7`, async () => {
    const response = await t.app.inject({
      url: '/test/ip',
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect(response.json()).toEqual({ ip: expected });
  });
});
