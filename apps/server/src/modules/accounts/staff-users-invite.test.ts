import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ADMIN, linkToken, newUser, usersClient } from '../../../test/fixtures/staff-users.ts';
import { lastMailTo } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * An account made by an admin (issue 10): staff must replace the given password and are invited
 * by a link for /api/check-token and /api/create-password; members get the shop's password page.
 */
let t: TestApp;
let client: ReturnType<typeof usersClient>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  client = usersClient(t);
  admin = await client.signIn(ADMIN);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale = 'ja') =>
  client.call(method, url, { token: admin, ...(payload ? { payload } : {}), locale });

async function stored(email: string) {
  const [row] = await rows<{ role: string; first_login: boolean; email_verified_at: Date | string | null }>(
    t.database.db,
    sql`select role, first_login, email_verified_at from users where lower(email) = ${email.toLowerCase()}`,
  );
  return row;
}

describe('POST /api/user: the new account and its mail', () => {
  it('creates staff who must replace the password, and invites them by a link that works', async () => {
    const form = newUser({ role: 'designer', email: 'Invited.Designer@Example.test' });
    const res = await asAdmin('POST', '/api/user', form, 'en');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'The user was registered.',
      invitation: 'sent',
      data: {
        email: 'invited.designer@example.test',
        role: 'designer',
        name: '山田 花子',
        name_kana: 'ヤマダ　ハナコ',
      },
    });
    expect(await stored(form.email)).toMatchObject({ role: 'designer', first_login: true });

    const mail = lastMailTo(t.dataDir, 'invited.designer@example.test');
    expect(mail?.subject).toBe('You are invited to the Logoya back office');
    expect(mail?.text).toContain('http://localhost:3000/admin/create-password?token=');
    expect(mail?.text).not.toContain(form.password);
    const token = linkToken(mail, 'create-password');
    expect((await client.call('POST', '/api/check-token', { payload: { token } })).statusCode).toBe(200);
    const created = await client.call('POST', '/api/create-password', {
      payload: { token, password: 'mine1234' },
    });
    expect(created.statusCode).toBe(200);
    const login = await client.call('POST', '/api/login', {
      payload: { email: 'invited.designer@example.test', password: 'mine1234' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user).toMatchObject({ role: 'designer', first_login: false });
    // The admin's first password no longer works, and the link is spent.
    const old = await client.call('POST', '/api/login', {
      payload: { email: 'invited.designer@example.test', password: form.password },
    });
    expect(old.statusCode).toBe(422);
    expect((await client.call('POST', '/api/check-token', { payload: { token } })).statusCode).toBe(422);
  });

  it('lets new staff sign in with the given password only to choose their own', async () => {
    const form = newUser({ role: 'admin' });
    expect((await asAdmin('POST', '/api/user', form)).statusCode).toBe(201);
    const token = await client.signIn({ email: form.email, password: form.password });
    const blocked = await client.call('GET', '/api/user', { token, locale: 'en' });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Please set a new password before you continue.');
    const first = await client.call('POST', '/api/update-first-password', {
      token,
      payload: { newPass: 'chosen123', confirmPass: 'chosen123' },
    });
    expect(first.statusCode).toBe(200);
    expect((await client.call('GET', '/api/user', { token })).statusCode).toBe(200);
    // Choosing a password ends the invitation link.
    const invite = linkToken(lastMailTo(t.dataDir, form.email), 'create-password');
    expect((await client.call('POST', '/api/check-token', { payload: { token: invite } })).statusCode).toBe(
      422,
    );
  });

  it('creates a member who signs in at once and is mailed a link to the shop’s password page', async () => {
    const form = newUser({ role: 'user', email: 'phone.order@example.test' });
    const res = await asAdmin('POST', '/api/user', form, 'ja');
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('登録しました。');
    expect(await stored(form.email)).toMatchObject({ role: 'user', first_login: false });
    const login = await client.call('POST', '/api/login', {
      payload: { email: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);

    const mail = lastMailTo(t.dataDir, form.email);
    expect(mail?.text).toContain(
      'http://localhost:3000/ja/password-reset?email=phone.order%40example.test&token=',
    );
    const token = linkToken(mail, 'password-reset');
    const reset = await client.call('POST', '/api/password-reset', {
      payload: { email: form.email, token, password: 'newpass1', confirmation_password: 'newpass1' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await client.call('POST', '/api/login', {
      payload: { email: form.email, password: 'newpass1' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('mails a new link on request; the earlier one stops working', async () => {
    const form = newUser({ role: 'designer' });
    const created = (await asAdmin('POST', '/api/user', form)).json().data;
    const first = linkToken(lastMailTo(t.dataDir, form.email), 'create-password');
    const res = await asAdmin('POST', `/api/user/${created.id}/invitation`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('パスワード設定用のリンクをメールで送信しました。');
    const second = linkToken(lastMailTo(t.dataDir, form.email), 'create-password');
    expect(second).not.toBe(first);
    expect((await client.call('POST', '/api/check-token', { payload: { token: first } })).statusCode).toBe(
      422,
    );
    expect((await client.call('POST', '/api/check-token', { payload: { token: second } })).statusCode).toBe(
      200,
    );
    expect((await asAdmin('POST', '/api/user/999999/invitation')).statusCode).toBe(404);
  });
});
