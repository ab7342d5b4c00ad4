import { padNumber } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ageKeep, callsOf, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls } from '../../../test/fixtures/orders.ts';
import { mailsFor, returnMailsDeps, tokenOf } from '../../../test/fixtures/return-mails.ts';
import { sendReturnMails } from './index.ts';

/**
 * The return mails under parallel sweeps (issue 26). With TEST_DATABASE_URL the sweeps run truly
 * at once on the pool's PostgreSQL connections; on PGlite they interleave on one connection.
 */
// Each test runs many sweeps and two purchases: slow on a busy machine.
vi.setConfig({ testTimeout: 180_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 30, env: { KEEP_SWEEP_INTERVAL_MS: '0' } });
}, 180_000);
afterAll(() => t.close());

const { favorite, keep } = callsOf(() => t);
const { buy } = buyingCalls(() => t);
const SWEEPS = 6;
const sweepAtOnce = () =>
  Promise.all(Array.from({ length: SWEEPS }, () => sendReturnMails(returnMailsDeps(t))));
const total = (results: { reminders: number; sold: number }[], key: 'reminders' | 'sold') =>
  results.reduce((n, r) => n + r[key], 0);

describe('keep reminders', () => {
  it('go once on day 7 and once on day 9 however many sweeps run at once, and never after the keep', async () => {
    const m = await newMember(t);
    const [logo, fresh] = await takeLogos(t, 2);
    for (const id of [logo!, fresh!]) expect((await keep(m, id, true)).statusCode).toBe(200);

    await ageKeep(t, m.id, logo!, 6);
    expect(total(await sweepAtOnce(), 'reminders')).toBe(1);
    const day7 = await mailsFor(t, m.id, 'Day 7 of 10');
    expect(day7).toHaveLength(1);
    expect(day7[0]).toMatch(/Time left: (4 days 0|3 days 23) hours/);
    expect(day7[0]).toMatch(/List-Unsubscribe-Post: List-Unsubscribe=One-Click/);
    expect(day7[0]).toContain(`/en/logo/detail/${padNumber(logo!)}`);
    expect(day7[0]).toContain('/en/unsubscribe?token=');
    // The sweep after sends nothing new, nor for the keep still before day 7.
    expect(total(await sweepAtOnce(), 'reminders')).toBe(0);

    await ageKeep(t, m.id, logo!, 8);
    expect(total(await sweepAtOnce(), 'reminders')).toBe(1);
    expect(await mailsFor(t, m.id, 'Day 9 of 10')).toHaveLength(1);

    await ageKeep(t, m.id, logo!, 11);
    expect(total(await sweepAtOnce(), 'reminders')).toBe(0);
    expect(await mailsFor(t, m.id, 'Day ')).toHaveLength(2);
  });

  it('do not go to a member who turned them off, by the link in a mail', async () => {
    const m = await newMember(t);
    const [first, second] = await takeLogos(t, 2);
    for (const id of [first!, second!]) expect((await keep(m, id, true)).statusCode).toBe(200);
    await ageKeep(t, m.id, first!, 6);
    await sweepAtOnce();
    const [mail] = await mailsFor(t, m.id, 'Day 7 of 10');
    const res = await t.app.inject({ method: 'POST', url: `/api/mail/unsubscribe?token=${tokenOf(mail!)}` });
    expect(res.statusCode).toBe(200);
    await ageKeep(t, m.id, first!, 8);
    await ageKeep(t, m.id, second!, 6);
    expect(total(await sweepAtOnce(), 'reminders')).toBe(0);
    expect(await mailsFor(t, m.id, 'Day ')).toHaveLength(1);
  });
});

describe('favourites sold', () => {
  it('go once per member as one list, not to the buyer nor to one who opted out, and batch a day', async () => {
    const fan = await newMember(t);
    const quiet = await newMember(t);
    const buyer = await newMember(t);
    const [a, b, c] = await takeLogos(t, 3);
    for (const m of [fan, quiet, buyer]) {
      for (const id of [a!, b!, c!]) expect((await favorite(m, id, 1)).statusCode).toBe(200);
    }
    await t.app.inject({
      method: 'PUT',
      url: '/api/mail-preferences',
      headers: quiet.headers,
      payload: { keep_reminders: true, favorite_news: false },
    });
    // Turning every return mail off leaves the order mails alone.
    await t.app.inject({
      method: 'PUT',
      url: '/api/mail-preferences',
      headers: buyer.headers,
      payload: { keep_reminders: false, favorite_news: false },
    });

    expect((await buy(buyer, [a!, b!])).res.statusCode).toBe(201);
    expect(total(await sweepAtOnce(), 'sold')).toBe(1);
    const lists = await mailsFor(t, fan.id, 'of your favourites were sold');
    expect(lists).toHaveLength(1);
    expect(lists[0]).toContain(`(${padNumber(a!)})`);
    expect(lists[0]).toContain(`(${padNumber(b!)})`);
    expect(lists[0]).toContain('Similar and available');
    expect(lists[0]).toMatch(/List-Unsubscribe:\s*<http[^>]+\/api\/mail\/unsubscribe\?token=/);
    expect(await mailsFor(t, buyer.id, 'sold')).toHaveLength(0);
    expect(await mailsFor(t, buyer.id, 'Thank you for your order')).toHaveLength(1);
    expect(await mailsFor(t, quiet.id, 'sold')).toHaveLength(0);

    // A sale later the same day waits for the next day's list.
    expect((await buy(buyer, [c!])).res.statusCode).toBe(201);
    expect(total(await sweepAtOnce(), 'sold')).toBe(0);
    await t.database.db.execute(
      sql`update mail_preferences set sold_mail_at = now() - interval '25 hours' where user_id = ${fan.id}`,
    );
    expect(total(await sweepAtOnce(), 'sold')).toBe(1);
    const next = await mailsFor(t, fan.id, 'A favourite was sold');
    expect(next).toHaveLength(1);
    expect(next[0]).toContain(`(${padNumber(c!)})`);
    expect(next[0]).not.toContain(`(${padNumber(a!)})`);
    expect(total(await sweepAtOnce(), 'sold')).toBe(0);
  });
});
