import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { solveCaptcha } from '../../../test/helpers.ts';

/**
 * One behaviour when mail cannot be sent (issue 9, defect 10): a call whose point is the mail (a
 * sign-up code) answers 503 with a clear message; a mail that only tells of something stored (a
 * contact message) or whose failure would reveal an account (a reset link) is logged, and the
 * answer is the usual one. The outbox folder is replaced by a plain file: nobody, root included,
 * can write mail into it.
 */
let t: TestApp;
const logged: { level: number; msg: string; subject?: string }[] = [];
const stream = new Writable({
  write(chunk, _encoding, callback) {
    for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
    callback();
  },
});

beforeAll(async () => {
  t = await createTestApp({ logos: 0, logger: { level: 'error', stream } });
  const mail = path.join(t.dataDir, 'mail');
  fs.rmSync(mail, { recursive: true, force: true });
  fs.writeFileSync(mail, 'not a folder');
  // No demo catalogue here, so no demo accounts: one known address of its own.
  await t.database.db.execute(
    sql`insert into users (name, email, role, email_verified_at) values ('Known', 'known@example.test', 'user', now())`,
  );
});
afterAll(() => t.close());

const post = async (url: string, payload: object, locale = 'en') =>
  t.app.inject({ method: 'POST', url, payload, headers: { locale } });

describe('when mail cannot be sent', () => {
  it('answers a sign-up 503 with a clear message, never 500', async () => {
    const res = await post('/api/sign-up', {
      company_name: 'Sakura Inc.',
      name: 'Hana',
      email: 'mailless@example.test',
      email_confirmation: 'mailless@example.test',
      password: 'secret12',
      password_confirmation: 'secret12',
      address: 'Tokyo',
      captcha: await solveCaptcha(t.app),
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toBe('We could not send the e-mail right now. Please try again in a moment.');
  });

  it('answers a forgotten password exactly as usual, for a known and an unknown address', async () => {
    const known = await post('/api/generate-link-forgot', {
      email: 'known@example.test',
      captcha: await solveCaptcha(t.app),
    });
    const unknown = await post('/api/generate-link-forgot', {
      email: 'nobody@example.test',
      captcha: await solveCaptcha(t.app),
    });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    // The link is made and sent after the answer (ADR 0081); its failure is logged, once.
    await t.app.mailQueue.idle();
    expect(
      logged.filter((l) => l.msg === 'mail could not be sent' && l.subject === 'Reset your Logoya password'),
    ).toHaveLength(1);
    expect(logged.filter((l) => l.level >= 50 && l.msg !== 'mail could not be sent')).toEqual([]);
  });

  it('keeps a contact message and answers 201', async () => {
    const res = await post('/api/contacts', {
      name: 'Hana',
      email: 'hana@example.test',
      email_confirm: 'hana@example.test',
      content: 'Can you add our shop name to logo 12?',
    });
    expect(res.statusCode).toBe(201);
  });
});
