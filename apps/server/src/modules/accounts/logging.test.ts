import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    lines.push(String(chunk));
    callback();
  },
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 1, logger: { level: 'trace', stream } });
});
afterAll(() => t.close());

describe('logs', () => {
  it('never contain a password or an access token', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'member@logoya.test', password: 'member1234' },
    });
    const token = res.json().data.access_token as string;
    await t.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });
    const log = lines.join('');
    expect(log).toContain('/api/login');
    expect(log).not.toContain('member1234');
    expect(log).not.toContain(token);
  });
});
