import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { codeIn, lastMailTo, solveCaptcha, waitForMailsTo } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

describe('one-time codes and tokens', () => {
  it('/register signs up with name, e-mail and password, and stores the code hashed for 10 minutes', async () => {
    const res = await post('/api/register', {
      name: 'Kai',
      email: 'kai@example.test',
      password: 'secret12',
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(200);
    const code = codeIn(lastMailTo(t.dataDir, 'kai@example.test'))!;
    const [row] = await rows<{ code_hash: string; minutes: number }>(
      t.database.db,
      sql`select code_hash, round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes
          from one_time_codes where email = 'kai@example.test'`,
    );
    expect(row!.minutes).toBe(10);
    expect(row!.code_hash).not.toContain(code);
    expect(row!.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    expect(
      (await post('/api/register', { name: 'Kai', email: 'kai@example.test' })).json().errors.captcha,
    ).toEqual(['Captcha is required']);
  });

  it('refuses an expired code', async () => {
    await post('/api/register', {
      name: 'Exp',
      email: 'exp@example.test',
      password: 'secret12',
      captcha: await solveCaptcha(t.app),
    });
    const code = codeIn(lastMailTo(t.dataDir, 'exp@example.test'))!;
    await t.database.db.execute(
      sql`update one_time_codes set expires_at = now() - interval '1 second' where email = 'exp@example.test'`,
    );
    const res = await post('/api/verify-code', { email: 'exp@example.test', code, password: 'secret12' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.code).toEqual(['An error occurred, please try again']);
  });

  it('allows at most 5 codes an hour per address', async () => {
    await post('/api/register', {
      name: 'Hr',
      email: 'hour@example.test',
      password: 'secret12',
      captcha: await solveCaptcha(t.app),
    });
    for (let i = 0; i < 4; i++) {
      await t.database.db.execute(
        sql`update one_time_codes set created_at = created_at - interval '2 minutes' where email = 'hour@example.test'`,
      );
      const again = await post('/api/sign-up', {
        email: 'hour@example.test',
        re_send: true,
        captcha: await solveCaptcha(t.app),
      });
      expect(again.statusCode).toBe(200);
    }
    await t.database.db.execute(
      sql`update one_time_codes set created_at = created_at - interval '2 minutes' where email = 'hour@example.test'`,
    );
    const sixth = await post('/api/sign-up', {
      email: 'hour@example.test',
      re_send: true,
      captcha: await solveCaptcha(t.app),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBe('3600');
  });

  it('gives reset links 60 minutes', async () => {
    await post('/api/generate-link-forgot', {
      email: 'member@logoya.test',
      captcha: await solveCaptcha(t.app),
    });
    // The token is made after the answer, with its mail (ADR 0081).
    await waitForMailsTo(t.dataDir, 'member@logoya.test');
    const [row] = await rows<{ minutes: number }>(
      t.database.db,
      sql`select round(extract(epoch from (expires_at - created_at)) / 60)::int as minutes from reset_tokens`,
    );
    expect(row!.minutes).toBe(60);
  });

  it('sets the first password of an invited account with /check-token and /create-password', async () => {
    const token = 'invite-token-abcdefghijklmnopqrstuvwxyz012345';
    await t.database.db.execute(
      sql`insert into users (name, email, role, first_login) values ('Invited', 'invited@example.test', 'designer', false)`,
    );
    await t.database.db.execute(sql`insert into reset_tokens (user_id, token_hash, purpose, expires_at)
      select id, ${createHash('sha256').update(token).digest('hex')}, 'invite', now() + interval '1 day' from users where email = 'invited@example.test'`);
    expect((await post('/api/check-token', { token })).statusCode).toBe(200);
    expect((await post('/api/check-reset-token', { token })).statusCode).toBe(422);
    const weak = await post('/api/create-password', { token, password: 'NOLOWER1' });
    expect(weak.json().errors.password).toEqual(['Password must contain a lowercase letter and a digit']);
    expect((await post('/api/create-password', { token, password: 'invited123' })).statusCode).toBe(200);
    expect(
      (await post('/api/login', { email: 'invited@example.test', password: 'invited123' })).statusCode,
    ).toBe(200);
    expect((await post('/api/create-password', { token, password: 'invited456' })).statusCode).toBe(422);
  });
});
