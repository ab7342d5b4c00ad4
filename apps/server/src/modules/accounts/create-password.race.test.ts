import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ADMIN, linkToken, newUser, usersClient } from '../../../test/fixtures/staff-users.ts';
import { lastMailTo } from '../../../test/helpers.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * One invitation link used by many tabs at once: the token is claimed once, so exactly one
 * password is set. On PostgreSQL the calls run on separate connections.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const TRIES = 10;

let t: TestApp;
let client: ReturnType<typeof usersClient>;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  client = usersClient(t);
  admin = await client.signIn(ADMIN);
});
afterAll(() => t.close());

describe(`${TRIES} parallel POST /api/create-password with one token (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('sets one password: one 200, the rest 422, and only that password signs in', async () => {
    const form = newUser({ role: 'designer' });
    const created = await client.call('POST', '/api/user', { token: admin, payload: form });
    expect(created.statusCode).toBe(201);
    const userId = Number(created.json().data.id);
    const token = linkToken(lastMailTo(t.dataDir, form.email), 'create-password');
    const passwords = Array.from({ length: TRIES }, (_, i) => `racer${i}pass`);

    const answers = await Promise.all(
      passwords.map((password) =>
        client.call('POST', '/api/create-password', { payload: { token, password } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(','),
    ).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(TRIES - 1);
    const winner = passwords[statuses.indexOf(200)]!;

    // Only the winner's password works; the others and the admin's first one do not.
    const logins = [];
    for (const password of [...passwords, form.password as string]) {
      logins.push(
        (await client.call('POST', '/api/login', { payload: { email: form.email, password } })).statusCode ===
          200
          ? password
          : null,
      );
    }
    expect(logins.filter(Boolean)).toEqual([winner]);

    // One recorded creation, the account out of its first login, the token spent.
    const events = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from auth_events where user_id = ${userId} and event = 'password_created'`,
    );
    expect(Number(events[0]!.n)).toBe(1);
    const [user] = await rows<{ first_login: boolean }>(
      t.database.db,
      sql`select first_login from users where id = ${userId}`,
    );
    expect(user!.first_login).toBe(false);
    expect((await client.call('POST', '/api/check-token', { payload: { token } })).statusCode).toBe(422);
  });
});
