import { sql } from 'drizzle-orm';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { codeIn, lastMailTo, outbox, solveCaptcha } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Counted limits under parallel requests. On PostgreSQL (TEST_DATABASE_URL) the calls run on a
 * pool of 10 real connections; on PGlite they still interleave at every await, which was enough
 * to pass the old read-then-write checks too.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TOO_MANY = 'Too many attempts. Please try again later.';

let t: TestApp;
beforeEach(async () => {
  await t?.close();
  t = await createTestApp({ logos: 1 });
}, 60_000);
afterAll(() => t?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const statuses = (answers: { statusCode: number }[]) => {
  const count: Record<number, number> = {};
  for (const a of answers) count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
  return count;
};
const mailsTo = (to: string) => outbox(t.dataDir).filter((m) => m.to.includes(to)).length;
const signUpForm = async (email: string) => ({
  name: 'Hana',
  email,
  email_confirmation: email,
  password: 'secret12',
  password_confirmation: 'secret12',
  company_name: 'Sakura Inc.',
  address: 'Tokyo',
  captcha: await solveCaptcha(t.app),
});
async function memberToken(): Promise<Record<string, string>> {
  const res = await post('/api/login', { email: 'member@logoya.test', password: 'member1234' });
  return { authorization: `Bearer ${res.json().data.access_token}` };
}

describe(`counted limits under parallel requests (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('200 parallel /login for one account, the real password at #150: never signed in, 429s', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        post('/api/login', {
          email: 'member@logoya.test',
          password: i === 149 ? 'member1234' : `wrong-${i}a`,
        }),
      ),
    );
    const count = statuses(answers);
    expect(count[200] ?? 0).toBe(0);
    expect((count[422] ?? 0) + (count[200] ?? 0)).toBeLessThanOrEqual(10);
    expect(count[429]).toBeGreaterThanOrEqual(190);
    const blocked = answers.find((a) => a.statusCode === 429)!;
    expect(blocked.json().message).toBe(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    const [failed] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from auth_events where event = 'sign_in_failed'`,
    );
    expect(failed!.n).toBeLessThanOrEqual(10);
  }, 120_000);

  it('50 parallel wrong /sign-in for one account: 10 evaluated, the rest 429', async () => {
    const captchas = await Promise.all(Array.from({ length: 50 }, () => solveCaptcha(t.app)));
    const answers = await Promise.all(
      captchas.map((captcha, i) =>
        post('/api/sign-in', { email: 'member@logoya.test', password: `wrong-${i}a`, captcha }),
      ),
    );
    expect(statuses(answers)).toEqual({ 422: 10, 429: 40 });
  }, 120_000);

  it('10 parallel sign-up code resends mail at most the one code a minute allows', async () => {
    const email = 'resend@example.test';
    expect((await post('/api/sign-up', await signUpForm(email))).statusCode).toBe(200);
    expect(mailsTo(email)).toBe(1);
    await t.database.db.execute(
      sql`update one_time_codes set created_at = created_at - interval '2 minutes' where email = ${email}`,
    );
    const captchas = await Promise.all(Array.from({ length: 10 }, () => solveCaptcha(t.app)));
    const answers = await Promise.all(
      captchas.map((captcha) => post('/api/sign-up', { email, re_send: true, captcha })),
    );
    expect(mailsTo(email)).toBe(2);
    expect(statuses(answers)).toEqual({ 200: 1, 429: 9 });
  }, 120_000);

  it('50 parallel wrong sign-up codes, the right one at #30: at most 5 tries, never verified', async () => {
    const email = 'guess@example.test';
    expect((await post('/api/sign-up', await signUpForm(email))).statusCode).toBe(200);
    const code = codeIn(lastMailTo(t.dataDir, email))!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/verify-code', { email, code: i === 29 ? code : wrong(i), password: 'secret12' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    const [row] = await rows<{ attempts: number; used: boolean }>(
      t.database.db,
      sql`select attempts, used_at is not null as used from one_time_codes where email = ${email}`,
    );
    expect(row!.attempts).toBeLessThanOrEqual(5);
    expect(row!.used).toBe(false);
  }, 120_000);

  it('50 parallel e-mail change codes, the right one at #30: at most 5 tries, never changed', async () => {
    const headers = await memberToken();
    const asked = await post(
      '/api/update-email',
      { email: 'moved@example.test', password: 'member1234' },
      headers,
    );
    expect(asked.statusCode).toBe(200);
    const code = codeIn(lastMailTo(t.dataDir, 'moved@example.test'))!;
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        post('/api/verify-email-change', { code: i === 29 ? code : wrong(i) }, headers),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(0);
    const [row] = await rows<{ attempts: number }>(
      t.database.db,
      sql`select attempts from one_time_codes where email = 'moved@example.test'`,
    );
    expect(row!.attempts).toBeLessThanOrEqual(5);
  }, 120_000);

  it('30 parallel wrong oldPass on /update-password: 429 after 10, the right one refused too', async () => {
    const headers = await memberToken();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          '/api/update-password',
          { oldPass: `wrong-${i}a`, newPass: 'newpass123', confirmPass: 'newpass123' },
          headers,
        ),
      ),
    );
    expect(statuses(answers)).toEqual({ 422: 10, 429: 20 });
    const right = await post(
      '/api/update-password',
      { oldPass: 'member1234', newPass: 'newpass123', confirmPass: 'newpass123' },
      headers,
    );
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(800);
  }, 120_000);

  it('30 parallel wrong passwords on /update-email: 429 after 10', async () => {
    const headers = await memberToken();
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post('/api/update-email', { email: `new${i}@example.test`, password: `wrong-${i}a` }, headers),
      ),
    );
    expect(statuses(answers)).toEqual({ 422: 10, 429: 20 });
    expect(answers.find((a) => a.statusCode === 429)!.json().message).toBe(TOO_MANY);
    expect(outbox(t.dataDir).filter((m) => m.to.includes('new')).length).toBe(0);
  }, 120_000);

  it('10 parallel reset-link requests mail an address 3 times; known and unknown answer alike', async () => {
    const ask = async (email: string) => {
      const captchas = await Promise.all(Array.from({ length: 10 }, () => solveCaptcha(t.app)));
      return Promise.all(captchas.map((captcha) => post('/api/generate-link-forgot', { email, captcha })));
    };
    const known = await ask('member@logoya.test');
    const unknown = await ask('nobody-here@example.test');
    // The mails are made and sent after the answers (ADR 0081): wait until all have gone.
    await t.app.mailQueue.idle();
    expect(mailsTo('member@logoya.test')).toBe(3);
    expect(mailsTo('nobody-here@example.test')).toBe(0);
    const shapes = new Set([...known, ...unknown].map((a) => `${a.statusCode} ${a.body}`));
    expect([...shapes]).toHaveLength(1);
    expect(known[0]!.statusCode).toBe(200);
  }, 120_000);
});
