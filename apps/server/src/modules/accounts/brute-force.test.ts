import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp({ logos: 1 });
});
afterAll(() => t.close());

const signIn = async (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sign-in',
    payload: { email, password, captcha: await solveCaptcha(t.app) },
  });

describe('brute force', () => {
  it('answers 429 with Retry-After after 10 failures for one account within 15 minutes', async () => {
    for (let i = 0; i < 10; i++)
      expect((await signIn('member@logoya.test', `wrong-${i}a`)).statusCode).toBe(422);
    const blocked = await signIn('member@logoya.test', 'member1234');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(blocked.json().message).toBe('Too many attempts. Please try again later.');
    const events = await rows<{ n: number; ips: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(ip)::int as ips from auth_events where event = 'sign_in_failed'`,
    );
    expect(events[0]).toEqual({ n: 10, ips: 10 });
    // Another account from the same address still works.
    expect((await signIn('admin@logoya.test', 'admin1234')).statusCode).toBe(200);
  });

  it('answers 429 after 30 failures from one IP, whatever the accounts', async () => {
    for (let i = 0; i < 30; i++)
      expect((await signIn(`nobody${i}@example.test`, 'wrong-pass1')).statusCode).toBe(422);
    const blocked = await signIn('admin@logoya.test', 'admin1234');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('is stricter on /login, which has no captcha: 10 failures from one IP', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: `x${i}@example.test`, password: 'wrong-pass1' },
      });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@logoya.test', password: 'admin1234' },
    });
    expect(blocked.statusCode).toBe(429);
  });
});
