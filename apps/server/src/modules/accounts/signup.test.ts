import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { codeIn, lastMailTo, outbox, solveCaptcha } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 0 });
});
afterAll(() => t.close());

const mailsTo = (email: string) => outbox(t.dataDir).filter((m) => m.to.includes(email)).length;

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

const form = async (email: string, extra: object = {}) => ({
  company_name: 'Sakura Inc.',
  name: 'Hana',
  email,
  email_confirmation: email,
  password: 'secret12',
  password_confirmation: 'secret12',
  address: 'Tokyo',
  captcha: await solveCaptcha(t.app),
  ...extra,
});

describe('sign-up with an e-mailed code', () => {
  it('mails a 6-digit code, verifies it and signs in', async () => {
    const res = await post('/api/sign-up', await form('new@example.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('We sent a 6-digit code to your e-mail address. Enter it to finish.');
    const mail = lastMailTo(t.dataDir, 'new@example.test');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await post('/api/verify-code', {
      email: 'new@example.test',
      code: code!,
      password: 'secret12',
    });
    expect(verified.statusCode).toBe(200);
    const { user, access_token } = verified.json().data;
    expect(user).toMatchObject({
      email: 'new@example.test',
      role: 'user',
      name: 'Hana',
      company_name: 'Sakura Inc.',
    });
    expect(access_token.length).toBeGreaterThanOrEqual(43);
    // The web app's session: the same token as an HttpOnly cookie (ADR 0026).
    expect(String(verified.headers['set-cookie'])).toMatch(
      new RegExp(`^logoya_session=${access_token}; Path=/; HttpOnly; SameSite=Lax$`),
    );
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(me.json().data.email).toBe('new@example.test');
    // The code works once.
    const again = await post('/api/verify-code', {
      email: 'new@example.test',
      code: code!,
      password: 'secret12',
    });
    expect(again.statusCode).toBe(422);
  });

  it('answers a known e-mail exactly like an unknown one', async () => {
    const known = await post('/api/sign-up', await form('member@logoya.test'.replace('member', 'new')));
    const unknown = await post('/api/sign-up', await form('fresh@example.test'));
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
  });

  it('gives the spec messages, translated', async () => {
    const res = await post('/api/sign-up', { email: 'bad', password: '123' }, { locale: 'en' });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.email).toEqual(['Invalid email address']);
    expect(errors.password).toEqual(['Password must be at least 6 characters']);
    expect(errors.name).toEqual(['Name is required']);
    expect(errors.captcha).toEqual(['Captcha is required']);
    const ja = await post('/api/sign-up', { email: '' }, { locale: 'ja' });
    expect(ja.json().errors.email).toEqual(['メールアドレスは必須です']);
  });

  it('signs up without company name and address, left out or empty', async () => {
    const { company_name, address, ...rest } = await form('no-company@example.test');
    const left = await post('/api/sign-up', rest);
    expect(left.statusCode).toBe(200);
    const empty = await post(
      '/api/sign-up',
      await form('empty-company@example.test', { company_name: '  ', address: '' }),
    );
    expect(empty.statusCode).toBe(200);
    for (const email of ['no-company@example.test', 'empty-company@example.test']) {
      const code = codeIn(lastMailTo(t.dataDir, email))!;
      const verified = await post('/api/verify-code', { email, code, password: 'secret12' });
      expect(verified.statusCode).toBe(200);
      expect(verified.json().data.user).toMatchObject({
        email,
        name: 'Hana',
        company_name: null,
        address_line_1: null,
      });
    }
  });

  it('forgets the earlier company and address when a pending sign-up is sent again without them', async () => {
    const email = 'again-pending@example.test';
    expect((await post('/api/sign-up', await form(email))).statusCode).toBe(200);
    // A minute later, past the resend limit.
    await t.database.db.execute(
      sql`update one_time_codes set created_at = created_at - interval '2 minutes' where email = ${email}`,
    );
    const { company_name, address, ...rest } = await form(email, { name: 'Hana Again' });
    expect((await post('/api/sign-up', rest)).statusCode).toBe(200);
    const code = codeIn(lastMailTo(t.dataDir, email))!;
    const verified = await post('/api/verify-code', { email, code, password: 'secret12' });
    expect(verified.json().data.user).toMatchObject({
      name: 'Hana Again',
      company_name: null,
      address_line_1: null,
    });
  });

  it('keeps the length limits of company name and address, and needs only the required fields', async () => {
    const long = await post(
      '/api/sign-up',
      await form('long@example.test', { company_name: 'c'.repeat(256), address: 'a'.repeat(256) }),
      { locale: 'en' },
    );
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.company_name).toEqual(['Company name may not be longer than 255 characters']);
    expect(long.json().errors.address).toEqual(['Address may not be longer than 255 characters']);
    const fits = await post(
      '/api/sign-up',
      await form('fits@example.test', { company_name: 'c'.repeat(255), address: 'a'.repeat(255) }),
    );
    expect(fits.statusCode).toBe(200);
    const empty = await post('/api/sign-up', {}, { locale: 'en' });
    expect(Object.keys(empty.json().errors).sort()).toEqual([
      'captcha',
      'email',
      'email_confirmation',
      'name',
      'password',
      'password_confirmation',
    ]);
  });

  it('refuses a mismatched confirmation and a reused captcha', async () => {
    const mismatch = await post(
      '/api/sign-up',
      await form('x1@example.test', { email_confirmation: 'x2@example.test' }),
    );
    expect(mismatch.json().errors.email_confirmation).toEqual(['The email confirmation does not match']);
    const captcha = await solveCaptcha(t.app);
    expect((await post('/api/sign-up', { ...(await form('y1@example.test')), captcha })).statusCode).toBe(
      200,
    );
    const reused = await post('/api/sign-up', { ...(await form('y2@example.test')), captcha });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors.captcha[0]).toMatch(/already used/);
  });

  it('locks the code at the fifth wrong try and limits re-sending', async () => {
    await post('/api/sign-up', await form('lock@example.test'));
    const code = codeIn(lastMailTo(t.dataDir, 'lock@example.test'))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) {
      const res = await post('/api/verify-code', {
        email: 'lock@example.test',
        code: wrong,
        password: 'secret12',
      });
      expect(res.json().errors.code).toEqual(['An error occurred, please try again']);
    }
    const fifth = await post('/api/verify-code', {
      email: 'lock@example.test',
      code: wrong,
      password: 'secret12',
    });
    expect(fifth.json().errors.code).toEqual(['Too many wrong codes. Please ask for a new code.']);
    const right = await post('/api/verify-code', { email: 'lock@example.test', code, password: 'secret12' });
    expect(right.statusCode).toBe(422);
    const resend = await post('/api/sign-up', {
      email: 'lock@example.test',
      re_send: true,
      captcha: await solveCaptcha(t.app),
    });
    expect(resend.statusCode).toBe(429);
    expect(resend.headers['retry-after']).toBe('60');
    expect(outbox(t.dataDir).length).toBeGreaterThan(0);
  });

  it('leads a repeat sign-up of a pending address within the resend wait to the code step (ADR 0088)', async () => {
    const email = 'reload@example.test';
    const first = await post('/api/sign-up', await form(email), { locale: 'ja' });
    expect(first.statusCode).toBe(200);
    const code = codeIn(lastMailTo(t.dataDir, email))!;
    // The form again a moment later (after a reload), with another name and password: the same
    // answer, no second mail, and the latest form is the account's.
    const again = await post(
      '/api/sign-up',
      await form(email, { name: 'Hana Reloaded', password: 'secret34', password_confirmation: 'secret34' }),
      { locale: 'ja' },
    );
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.json().message).toBe(
      '6桁の認証コードをメールでお送りしました。入力して登録を完了してください。',
    );
    expect(mailsTo(email)).toBe(1);
    // The resend limit stands: an explicit new code within the minute is still refused.
    const resend = await post(
      '/api/sign-up',
      { email, re_send: true, captcha: await solveCaptcha(t.app) },
      { locale: 'en' },
    );
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toBe('Please wait a moment before asking for another code.');
    expect(resend.headers['retry-after']).toBe('60');
    expect(mailsTo(email)).toBe(1);
    // The code mailed first finishes the sign-up, with the password of the latest form.
    const old = await post('/api/verify-code', { email, code, password: 'secret12' });
    expect(old.statusCode).toBe(422);
    const verified = await post('/api/verify-code', { email, code, password: 'secret34' });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.user).toMatchObject({ email, name: 'Hana Reloaded' });
  });

  it('answers a double sign-up of a verified address exactly like one of a new address', async () => {
    const known = 'double-known@example.test';
    await post('/api/sign-up', await form(known));
    const code = codeIn(lastMailTo(t.dataDir, known))!;
    expect((await post('/api/verify-code', { email: known, code, password: 'secret12' })).statusCode).toBe(
      200,
    );
    const answers = [];
    for (const email of [known, 'double-new@example.test']) {
      for (let i = 0; i < 2; i++) {
        const res = await post('/api/sign-up', await form(email), { locale: 'en' });
        answers.push({ status: res.statusCode, body: res.json() });
      }
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toEqual({
      status: 200,
      body: { message: 'We sent a 6-digit code to your e-mail address. Enter it to finish.' },
    });
  });
});
