import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { multipartBody } from '../../../test/multipart.ts';

/** SPEC §3 and §7 payloads: the profile's `stamp` and the password change's two spellings. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
});
afterAll(() => t.close());

async function signIn(email: string, password: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  expect(res.statusCode).toBe(200);
  return res.json().data.access_token;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/update-profile: stamp', () => {
  const update = (token: string, fields: Record<string, string>) => {
    const body = multipartBody(fields);
    return t.app.inject({
      method: 'POST',
      url: '/api/update-profile',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };

  it('stores the stamp, returns it in the profile and in /me, and clears it when empty', async () => {
    const token = await signIn('member@logoya.test', 'member1234');
    const res = await update(token, { _method: 'put', stamp: '  山田  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stamp).toBe('山田');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.json().data.stamp).toBe('山田');

    // Another field alone leaves the stamp as it was.
    const other = await update(token, { _method: 'put', firstName: 'Taro' });
    expect(other.json().data.stamp).toBe('山田');

    const cleared = await update(token, { _method: 'put', stamp: '' });
    expect(cleared.json().data.stamp).toBeNull();
  });

  it('refuses a stamp longer than 255 characters with the field named', async () => {
    const token = await signIn('member@logoya.test', 'member1234');
    const res = await update(token, { _method: 'put', stamp: 'x'.repeat(256) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.stamp).toEqual(['Stamp may not be longer than 255 characters']);
  });
});

describe('POST /api/update-password: both spellings', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/update-password', payload, headers: bearer(token) });

  it('takes the SPEC §3 names password, new_password, confirm_password', async () => {
    const token = await signIn('designer2@logoya.test', 'designer1234');
    const wrong = await change(token, {
      password: 'wrong-pass1',
      new_password: 'newpass123',
      confirm_password: 'newpass123',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ['The current password is not correct'] });

    const mismatch = await change(token, {
      password: 'designer1234',
      new_password: 'newpass123',
      confirm_password: 'newpass124',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({
      confirm_password: ['The confirmation password must same password'],
    });

    const weak = await change(token, {
      password: 'designer1234',
      new_password: 'NOLOWER1',
      confirm_password: 'NOLOWER1',
    });
    expect(weak.json().errors).toEqual({
      new_password: ['New password must contain a lowercase letter and a digit'],
    });

    const ok = await change(token, {
      password: 'designer1234',
      new_password: 'newpass123',
      confirm_password: 'newpass123',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Your password was changed.');
    await signIn('designer2@logoya.test', 'newpass123');
  });

  it('still takes oldPass, newPass, confirmPass, with errors under those names', async () => {
    const token = await signIn('designer@logoya.test', 'designer1234');
    const wrong = await change(token, {
      oldPass: 'wrong-pass1',
      newPass: 'newpass123',
      confirmPass: 'newpass123',
    });
    expect(wrong.json().errors).toEqual({ oldPass: ['The current password is not correct'] });
    const mismatch = await change(token, {
      oldPass: 'designer1234',
      newPass: 'newpass123',
      confirmPass: 'other123',
    });
    expect(mismatch.json().errors).toEqual({ confirmPass: ['The confirmation password must same password'] });
    const ok = await change(token, {
      oldPass: 'designer1234',
      newPass: 'newpass456',
      confirmPass: 'newpass456',
    });
    expect(ok.statusCode).toBe(200);
    await signIn('designer@logoya.test', 'newpass456');
  });

  it('names every missing field, in the spelling the client uses', async () => {
    const token = await signIn('admin@logoya.test', 'admin1234');
    const none = await change(token, {});
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({
      oldPass: ['Current password is required'],
      newPass: ['New password is required'],
      confirmPass: ['Confirmation password is required'],
    });
    const short = await change(token, { password: '12345', new_password: 'abc1', confirm_password: '' });
    expect(short.json().errors).toEqual({
      password: ['Current password must be at least 6 characters'],
      new_password: ['New password must be at least 6 characters'],
      confirm_password: ['Confirmation password is required'],
    });
  });
});
