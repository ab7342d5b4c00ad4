import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ADMIN, newUser, usersClient } from '../../../test/fixtures/staff-users.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * When the invitation cannot be mailed (issue 10, as mail-failure.test.ts): the created user is
 * kept and the answer says the mail failed; a resend, whose point is the mail, answers 503. The
 * outbox folder is replaced by a plain file, so no mail can be written.
 */
let t: TestApp;
let client: ReturnType<typeof usersClient>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  client = usersClient(t);
  admin = await client.signIn(ADMIN);
  const mail = path.join(t.dataDir, 'mail');
  fs.rmSync(mail, { recursive: true, force: true });
  fs.writeFileSync(mail, 'not a folder');
});
afterAll(() => t.close());

describe('when the invitation cannot be mailed', () => {
  it('keeps the new user and answers 201 with invitation: failed', async () => {
    const form = newUser({ role: 'designer' });
    const res = await client.call('POST', '/api/user', { token: admin, payload: form, locale: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ invitation: 'failed', data: { email: form.email, role: 'designer' } });
    const [row] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where email = ${form.email} and deleted_at is null`,
    );
    expect(row?.n).toBe(1);
    // The admin's password still lets the new member of staff in, to choose their own.
    const login = await client.call('POST', '/api/login', {
      payload: { email: form.email, password: form.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers a resend 503 with a clear message, never 500', async () => {
    const created = await client.call('POST', '/api/user', { token: admin, payload: newUser() });
    const res = await client.call('POST', `/api/user/${created.json().data.id}/invitation`, {
      token: admin,
      locale: 'en',
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toBe('We could not send the e-mail right now. Please try again in a moment.');
  });
});
