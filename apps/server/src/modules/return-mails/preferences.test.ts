import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newMember } from '../../../test/fixtures/favorites.ts';
import { emailOf, returnMailsDeps } from '../../../test/fixtures/return-mails.ts';
import { unsubscribeToken } from './unsubscribe-token.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 0, env: { KEEP_SWEEP_INTERVAL_MS: '0' } });
});
afterAll(() => t.close());

const prefs = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: '/api/mail-preferences', headers });
const save = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'PUT', url: '/api/mail-preferences', headers, payload: payload as object });
const tokenFor = async (userId: number, kind: 'keep_reminders' | 'favorite_news') =>
  unsubscribeToken(returnMailsDeps(t).secret, userId, kind, await emailOf(t, userId));

describe('GET and PUT /api/mail-preferences', () => {
  it('are both on for a new member, and keep what the member sets', async () => {
    const m = await newMember(t);
    expect((await prefs(m.headers)).json()).toEqual({ data: { keep_reminders: true, favorite_news: true } });
    const res = await save(m.headers, { keep_reminders: false, favorite_news: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { keep_reminders: false, favorite_news: true } });
    expect((await prefs(m.headers)).json()).toEqual({ data: { keep_reminders: false, favorite_news: true } });
    await save(m.headers, { keep_reminders: true, favorite_news: false });
    expect((await prefs(m.headers)).json()).toEqual({ data: { keep_reminders: true, favorite_news: false } });
  });

  it('ask for a session', async () => {
    expect((await prefs({})).statusCode).toBe(401);
    expect((await save({}, { keep_reminders: false, favorite_news: false })).statusCode).toBe(401);
  });

  it('refuse a body that is not two flags with 422 and the field', async () => {
    const m = await newMember(t);
    for (const body of [
      { keep_reminders: 'no', favorite_news: true },
      { keep_reminders: true },
      { keep_reminders: true, favorite_news: true, other: 1 },
    ]) {
      const res = await save(m.headers, body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toHaveProperty('message');
    }
    const res = await save(m.headers, { keep_reminders: 'no', favorite_news: true });
    expect(res.json().errors).toHaveProperty('keep_reminders');
    expect((await prefs(m.headers)).json().data).toEqual({ keep_reminders: true, favorite_news: true });
  });
});

describe('one-click unsubscribe', () => {
  it('turns off its own kind by POST without a session (RFC 8058 form body)', async () => {
    const m = await newMember(t);
    const token = await tokenFor(m.id, 'keep_reminders');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ kind: 'keep_reminders', subscribed: false, lang: 'en' });
    expect(res.json().data.email).toMatch(/^f\*\*\*@example\.test$/);
    // Only that kind: news of favourites stays on.
    expect((await prefs(m.headers)).json()).toEqual({ data: { keep_reminders: false, favorite_news: true } });
    // Again: the same answer (idempotent).
    const again = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${token}` });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.subscribed).toBe(false);
  });

  it('never unsubscribes on GET: the link goes to the page that asks, and the status changes nothing', async () => {
    const m = await newMember(t);
    const token = await tokenFor(m.id, 'favorite_news');
    const get = await t.app.inject({ method: 'GET', url: `/api/mail/unsubscribe?token=${token}` });
    expect(get.statusCode).toBe(303);
    expect(get.headers.location).toBe(`/en/unsubscribe?token=${token}`);
    const status = await t.app.inject({ method: 'GET', url: `/api/mail/unsubscribe/status?token=${token}` });
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toMatchObject({ kind: 'favorite_news', subscribed: true });
    expect((await prefs(m.headers)).json()).toEqual({ data: { keep_reminders: true, favorite_news: true } });
  });

  it("refuses a wrong, forged or other address's token with 404, changing nothing", async () => {
    const victim = await newMember(t);
    const attacker = await newMember(t);
    const own = await tokenFor(attacker.id, 'favorite_news');
    const [, sig] = own.split('.');
    const forged = `${Buffer.from(`${victim.id}.1`).toString('base64url')}.${sig}`;
    const otherSecret = unsubscribeToken(
      'not-the-secret',
      victim.id,
      'favorite_news',
      await emailOf(t, victim.id),
    );
    const oldAddress = unsubscribeToken(
      returnMailsDeps(t).secret,
      victim.id,
      'favorite_news',
      'old@example.test',
    );
    for (const token of [forged, otherSecret, oldAddress]) {
      for (const url of [
        `/api/mail/unsubscribe?token=${token}`,
        `/api/mail/unsubscribe/status?token=${token}`,
      ]) {
        const res = await t.app.inject({ method: url.includes('status') ? 'GET' : 'POST', url });
        expect(res.statusCode).toBe(404);
        expect(res.json().message).toMatch(/not valid/);
      }
    }
    expect((await prefs(victim.headers)).json()).toEqual({
      data: { keep_reminders: true, favorite_news: true },
    });
  });

  it('refuses a malformed or missing token with 422', async () => {
    for (const url of [
      '/api/mail/unsubscribe',
      '/api/mail/unsubscribe?token=abc',
      `/api/mail/unsubscribe?token=${'a'.repeat(300)}.b`,
    ]) {
      const res = await t.app.inject({ method: 'POST', url });
      expect(res.statusCode).toBe(422);
    }
  });
});
