import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { lastMailTo, outbox, solveCaptcha, waitForMailsTo } from '../../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
});
afterAll(() => t.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers });

async function requestLink(email: string, locale = 'en') {
  return post('/api/generate-link-forgot', { email, captcha: await solveCaptcha(t.app) }, { locale });
}
/** Asks for a link and waits for its mail, which leaves after the answer (ADR 0081). */
async function linkMailed(email: string, locale = 'en') {
  const before = outbox(t.dataDir).filter((m) => m.to.includes(email)).length;
  expect((await requestLink(email, locale)).statusCode).toBe(200);
  return (await waitForMailsTo(t.dataDir, email, before + 1)).at(-1)!;
}
const tokenFrom = (email: string) =>
  /token=([A-Za-z0-9_-]+)/.exec(lastMailTo(t.dataDir, email)?.text ?? '')?.[1];

describe('forgotten password', () => {
  it('answers unknown e-mails exactly like known ones', async () => {
    const unknown = await requestLink('nobody@example.test');
    const known = await requestLink('member@logoya.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await waitForMailsTo(t.dataDir, 'member@logoya.test');
    expect(lastMailTo(t.dataDir, 'nobody@example.test')).toBeUndefined();
    expect((await post('/api/generate-link-forgot', { email: '' })).json().errors.email).toEqual([
      'Email is required',
    ]);
  });

  it('mails a link to the language page that resets the password once', async () => {
    const mail = await linkMailed('member@logoya.test', 'ja');
    expect(mail.text).toContain('/ja/password-reset?email=member%40logoya.test&token=');
    const token = tokenFrom('member@logoya.test')!;
    expect((await post('/api/check-reset-token', { token })).statusCode).toBe(200);
    const mismatch = await post('/api/password-reset', {
      email: 'member@logoya.test',
      token,
      password: 'brand9new',
      confirmation_password: 'other9new',
    });
    expect(mismatch.json().errors.confirmation_password).toEqual([
      'The confirmation password must same password',
    ]);
    const ok = await post('/api/password-reset', {
      email: 'member@logoya.test',
      token,
      password: 'brand9new',
      confirmation_password: 'brand9new',
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Password reset successful!');
    const reused = await post('/api/reset-password', {
      email: 'member@logoya.test',
      token,
      password: 'again9new',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().message).toBe('Something went wrong!');
    expect(
      (await post('/api/login', { email: 'member@logoya.test', password: 'brand9new' })).statusCode,
    ).toBe(200);
  });

  it('refuses an expired token and one made before a password change', async () => {
    await linkMailed('admin@logoya.test');
    const token = tokenFrom('admin@logoya.test')!;
    await t.database.db.execute(
      sql`update users set password_changed_at = now() + interval '1 second' where email = 'admin@logoya.test'`,
    );
    expect((await post('/api/check-reset-token', { token })).statusCode).toBe(422);
    await t.database.db.execute(
      sql`update users set password_changed_at = now() - interval '1 day' where email = 'admin@logoya.test'`,
    );
    expect((await post('/api/check-reset-token', { token })).statusCode).toBe(200);
    await t.database.db.execute(sql`update reset_tokens set expires_at = now() - interval '1 second'`);
    const expired = await post('/api/password-reset', {
      email: 'admin@logoya.test',
      token,
      password: 'brand9new',
      confirmation_password: 'brand9new',
    });
    expect(expired.json().errors.token).toEqual(['Something went wrong!']);
    expect(
      (await post('/api/check-reset-token', { token: 'missing' }, { locale: 'ja' })).json().message,
    ).toBe('問題が発生しました。');
  });
});
