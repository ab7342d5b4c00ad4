import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const login = async (email: string, password: string, remember = false) =>
  (await post('/api/login', { email, password, remember })).json().data as {
    access_token: string;
    expires_at: string;
    user: { role: string };
  };

describe('sign-in', () => {
  it('signs in on /sign-in with a captcha, and refuses without one', async () => {
    const missing = await post('/api/sign-in', { email: 'member@logoya.test', password: 'member1234' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.captcha).toEqual(['Captcha is required']);
    const ok = await post('/api/sign-in', {
      email: 'member@logoya.test',
      password: 'member1234',
      captcha: await solveCaptcha(t.app),
    });
    expect(ok.statusCode).toBe(200);
    const { user, access_token } = ok.json().data;
    expect(Object.keys(user).sort()).toEqual(
      [
        'address_line_1',
        'address_line_2',
        'company_name',
        'created_at',
        'email',
        'email_verified_at',
        'first_login',
        'first_name',
        'id',
        'last_name',
        'name',
        'phone',
        'picture',
        'postal_code',
        'role',
        'stamp',
      ].sort(),
    );
    expect(Buffer.from(access_token, 'base64url').length).toBeGreaterThanOrEqual(32);
    const stored = await rows<{ token_hash: string }>(
      t.database.db,
      sql`select token_hash from access_tokens`,
    );
    expect(stored.map((r) => r.token_hash)).not.toContain(access_token);
  });

  it('gives tokens 1 day, or 30 days with remember me', async () => {
    const day = 86_400_000;
    const short = await login('member@logoya.test', 'member1234');
    const long = await login('member@logoya.test', 'member1234', true);
    expect(Math.round((Date.parse(short.expires_at) - Date.now()) / day)).toBe(1);
    expect(Math.round((Date.parse(long.expires_at) - Date.now()) / day)).toBe(30);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await post('/api/login', { email: 'member@logoya.test', password: 'nope-nope1' });
    const unknown = await post('/api/login', { email: 'nobody@example.test', password: 'nope-nope1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('An error occurred, please try again');
    // For the whole form: no field is blamed.
    expect(wrong.json().errors).toBeUndefined();
    const ja = await post(
      '/api/login',
      { email: 'member@logoya.test', password: 'nope-nope1' },
      { locale: 'ja' },
    );
    expect(ja.json()).toEqual({ message: 'エラーが発生しました。もう一度お試しください' });
  });

  it('revokes the token at sign-out', async () => {
    const { access_token } = await login('member@logoya.test', 'member1234');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth(access_token) })).statusCode,
    ).toBe(200);
    expect((await post('/api/logout', {}, auth(access_token))).statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: auth(access_token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Please sign in to continue.');
  });

  it('revokes the other sessions when the password changes, and needs the old password', async () => {
    const a = await login('designer2@logoya.test', 'designer1234');
    const b = await login('designer2@logoya.test', 'designer1234');
    const wrongOld = await post(
      '/api/update-password',
      { oldPass: 'wrong-pass1', newPass: 'newpass123', confirmPass: 'newpass123' },
      auth(a.access_token),
    );
    expect(wrongOld.statusCode).toBe(422);
    expect(wrongOld.json().errors.oldPass).toEqual(['The current password is not correct']);
    const weak = await post(
      '/api/update-password',
      { oldPass: 'designer1234', newPass: 'NOLOWER1', confirmPass: 'NOLOWER1' },
      auth(a.access_token),
    );
    expect(weak.json().errors.newPass).toEqual(['New password must contain a lowercase letter and a digit']);
    const ok = await post(
      '/api/update-password',
      { oldPass: 'designer1234', newPass: 'newpass123', confirmPass: 'newpass123' },
      auth(a.access_token),
    );
    expect(ok.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth(a.access_token) })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: auth(b.access_token) })).statusCode,
    ).toBe(401);
  });

  it('allows a 64-character password and refuses 5 characters', async () => {
    const long = 'a1'.repeat(32);
    const res = await post('/api/login', { email: 'x@example.test', password: long });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors?.password).toBeUndefined();
    const short = await post('/api/login', { email: 'x@example.test', password: '12345' });
    expect(short.json().errors.password).toEqual(['Password must be at least 6 characters']);
  });

  it('lets only admins check e-mails: a designer gets 403', async () => {
    const designer = await login('designer@logoya.test', 'designer1234');
    const admin = await login('admin@logoya.test', 'admin1234');
    expect(
      (await post('/api/check-email', { email: 'member@logoya.test' }, auth(designer.access_token)))
        .statusCode,
    ).toBe(403);
    const res = await post('/api/check-email', { email: 'member@logoya.test' }, auth(admin.access_token));
    expect(res.json()).toEqual({ data: { exists: true } });
    expect((await post('/api/check-email', { email: 'member@logoya.test' })).statusCode).toBe(401);
  });

  it('forces the first-login password, then clears the flag', async () => {
    const first = await login('firstlogin@logoya.test', 'firstlogin1234');
    expect(first.user).toMatchObject({ role: 'admin', first_login: true });
    const res = await post(
      '/api/update-first-password',
      { newPass: 'fresh1234', confirmPass: 'fresh1234' },
      auth(first.access_token),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.first_login).toBe(false);
    expect((await login('firstlogin@logoya.test', 'fresh1234')).user).toMatchObject({ first_login: false });
  });
});
