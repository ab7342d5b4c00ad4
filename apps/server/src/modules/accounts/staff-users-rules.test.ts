import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ADMIN, DESIGNER, newUser, usersClient } from '../../../test/fixtures/staff-users.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * What no admin may do and what a change sets off (issue 10): updates, soft deletes, sessions
 * that end, the last admin, and one address under a race of parallel creates.
 */
let t: TestApp;
let client: ReturnType<typeof usersClient>;
let admin: string;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp({ logos: 2 });
  client = usersClient(t);
  admin = await client.signIn(ADMIN);
  adminId = (await client.call('GET', '/api/me', { token: admin })).json().data.id;
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale = 'ja') =>
  client.call(method, url, { token: admin, ...(payload ? { payload } : {}), locale });

async function userRow(id: number) {
  const [row] = await rows<{
    email: string;
    role: string;
    first_login: boolean;
    deleted_at: Date | string | null;
    password_hash: string;
  }>(
    t.database.db,
    sql`select email, role, first_login, deleted_at, password_hash from users where id = ${id}`,
  );
  return row;
}

/** A staff member who has chosen their own password, signed in. */
async function activeStaff(role: 'admin' | 'designer', by = admin) {
  const form = newUser({ role });
  const created = await client.call('POST', '/api/user', { token: by, payload: form });
  expect(created.statusCode).toBe(201);
  const token = await client.signInFirstTime(form.email, form.password, 'own12345');
  return { id: created.json().data.id as number, form, token };
}

/** The form as PUT sends it, from the stored user. */
async function formOf(id: number) {
  const { data } = (await asAdmin('GET', `/api/user/${id}`)).json();
  return {
    id,
    name: data.name,
    name_kana: data.name_kana ?? '',
    email: data.email,
    role: data.role,
    password: '',
  };
}

describe('PUT /api/user/{id}', () => {
  it('updates name, reading and e-mail; an empty password leaves it unchanged and sessions live', async () => {
    const staff = await activeStaff('designer');
    const hash = (await userRow(staff.id))?.password_hash;
    const res = await asAdmin('PUT', `/api/user/${staff.id}`, {
      ...(await formOf(staff.id)),
      name: '佐藤 次郎',
      name_kana: 'サトウ　ジロウ',
      email: 'Jiro.Sato@Example.test',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: '更新しました。',
      data: { id: staff.id, name: '佐藤 次郎', name_kana: 'サトウ　ジロウ', email: 'jiro.sato@example.test' },
    });
    expect((await userRow(staff.id))?.password_hash).toBe(hash);
    expect((await client.call('GET', '/api/me', { token: staff.token })).statusCode).toBe(200);
    const login = await client.call('POST', '/api/login', {
      payload: { email: 'jiro.sato@example.test', password: 'own12345' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('ends the sessions of a user whose role changes: the old token no longer reaches staff calls', async () => {
    const designer = await client.signIn(DESIGNER);
    const designerId = (await client.call('GET', '/api/me', { token: designer })).json().data.id;
    expect((await client.call('GET', '/api/all-logo?per_page=1', { token: designer })).statusCode).toBe(200);
    const res = await asAdmin('PUT', `/api/user/${designerId}`, {
      ...(await formOf(designerId)),
      role: 'user',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.role).toBe('user');
    expect((await client.call('GET', '/api/me', { token: designer })).statusCode).toBe(401);
    const again = await client.signIn(DESIGNER);
    expect((await client.call('GET', '/api/me', { token: again })).json().data.role).toBe('user');
    expect((await client.call('GET', '/api/user', { token: again })).statusCode).toBe(403);
  });

  it('sets a new password: sessions end, and staff must replace it at the next sign-in', async () => {
    const staff = await activeStaff('designer');
    const res = await asAdmin('PUT', `/api/user/${staff.id}`, {
      ...(await formOf(staff.id)),
      password: 'reset999',
    });
    expect(res.statusCode).toBe(200);
    expect((await client.call('GET', '/api/me', { token: staff.token })).statusCode).toBe(401);
    expect((await userRow(staff.id))?.first_login).toBe(true);
    const login = await client.call('POST', '/api/login', {
      payload: { email: staff.form.email, password: 'reset999' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().data.user.first_login).toBe(true);
  });

  it('refuses a short password, an address another account has, and an unknown user', async () => {
    const staff = await activeStaff('designer');
    const short = await asAdmin('PUT', `/api/user/${staff.id}`, {
      ...(await formOf(staff.id)),
      password: 'abc',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: ['パスワードは6文字以上で入力してください'] });
    const taken = await asAdmin('PUT', `/api/user/${staff.id}`, {
      ...(await formOf(staff.id)),
      email: 'MEMBER@logoya.test',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['このメールアドレスはすでに登録されています。'] });
    expect((await userRow(staff.id))?.email).toBe(staff.form.email);
    const missing = await asAdmin('PUT', '/api/user/999999', await formOf(staff.id));
    expect(missing.statusCode).toBe(404);
  });

  it('refuses an admin changing their own role (409), and keeps it', async () => {
    const res = await asAdmin('PUT', `/api/user/${adminId}`, {
      ...(await formOf(adminId)),
      role: 'designer',
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('自分自身の役割は変更できません。');
    expect((await userRow(adminId))?.role).toBe('admin');
    const en = await asAdmin(
      'PUT',
      `/api/user/${adminId}`,
      { ...(await formOf(adminId)), role: 'user' },
      'en',
    );
    expect(en.json().message).toBe('You cannot change your own role.');
  });

  it('lets an admin change their own password, keeping their own session only', async () => {
    const other = await client.signIn(ADMIN);
    const res = await asAdmin('PUT', `/api/user/${adminId}`, {
      ...(await formOf(adminId)),
      password: 'admin1234',
    });
    expect(res.statusCode).toBe(200);
    expect((await client.call('GET', '/api/me', { token: admin })).statusCode).toBe(200);
    expect((await client.call('GET', '/api/me', { token: other })).statusCode).toBe(401);
    expect((await userRow(adminId))?.first_login).toBe(false);
  });
});

describe('one address under a race', () => {
  it('20 parallel creates with one address: exactly one 201, the others 422', async () => {
    const form = newUser({ email: 'race@example.test' });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.call('POST', '/api/user', {
          token: admin,
          locale: 'en',
          payload: { ...form, email: i % 2 ? 'RACE@example.test' : 'race@example.test' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 422)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 422)) {
      expect(a.json().errors).toEqual({ email: ['This email address is already registered.'] });
    }
    const [count] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from users where lower(email) = 'race@example.test'`,
    );
    expect(count?.n).toBe(1);
  });
});

describe('DELETE /api/user/{id}', () => {
  it('soft-deletes: the row stays, sessions end, lists and reads forget it, the address is free', async () => {
    const staff = await activeStaff('designer');
    const res = await asAdmin('DELETE', `/api/user/${staff.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: '削除しました。' });
    expect((await userRow(staff.id))?.deleted_at).not.toBeNull();
    expect((await client.call('GET', '/api/me', { token: staff.token })).statusCode).toBe(401);
    expect((await asAdmin('GET', `/api/user/${staff.id}`)).statusCode).toBe(404);
    expect((await asAdmin('DELETE', `/api/user/${staff.id}`)).statusCode).toBe(404);
    const listed = (
      await asAdmin('GET', `/api/user?search_text=${encodeURIComponent(staff.form.email)}`)
    ).json();
    expect(listed.meta.total).toBe(0);
    const login = await client.call('POST', '/api/login', {
      payload: { email: staff.form.email, password: 'own12345' },
    });
    expect(login.statusCode).toBe(422);
    // The address can be given to a new account; the deleted row keeps it for the record.
    const again = await asAdmin('POST', '/api/user', newUser({ email: staff.form.email.toUpperCase() }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).not.toBe(staff.id);
    expect((await userRow(staff.id))?.email).toBe(staff.form.email);
  });

  it("keeps a deleted designer's logos, still on sale under their name", async () => {
    const [logo] = await rows<{ id: number; designer_id: number }>(
      t.database.db,
      sql`select id, designer_id from logos where designer_id is not null order by id limit 1`,
    );
    const res = await asAdmin('DELETE', `/api/user/${logo!.designer_id}`);
    expect(res.statusCode).toBe(200);
    const [after] = await rows<{ designer_id: number | null }>(
      t.database.db,
      sql`select designer_id from logos where id = ${logo!.id}`,
    );
    expect(after?.designer_id).toBe(logo!.designer_id);
  });

  it('refuses an admin deleting themselves (409)', async () => {
    const res = await asAdmin('DELETE', `/api/user/${adminId}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('自分自身のアカウントは削除できません。');
    expect((await userRow(adminId))?.deleted_at).toBeNull();
  });

  // Last in the file: either admin may win, so the seeded admin's session may end here.
  it('never leaves the shop without an admin, even when two admins remove each other at once', async () => {
    // Only this admin and the seeded first-login admin are left; remove the latter.
    const others = (await asAdmin('GET', '/api/user?role=admin&per_page=100')).json().data as {
      id: number;
    }[];
    for (const other of others.filter((o) => o.id !== adminId)) {
      expect((await asAdmin('DELETE', `/api/user/${other.id}`)).statusCode).toBe(200);
    }
    // Rounds of two admins removing each other at once. When the second request was signed in
    // before the first committed, it waits for the locks and finds the other admin gone (409);
    // when it came later, its session had already ended (401).
    let survivor = { id: adminId, token: admin };
    const losers: number[] = [];
    for (let round = 0; round < 6; round++) {
      const other = await activeStaff('admin', survivor.token);
      const [a, b] = await Promise.all([
        client.call('DELETE', `/api/user/${other.id}`, { token: survivor.token, locale: 'ja' }),
        client.call('DELETE', `/api/user/${survivor.id}`, { token: other.token, locale: 'ja' }),
      ]);
      expect([a.statusCode, b.statusCode].filter((s) => s === 200)).toHaveLength(1);
      const loser = a.statusCode === 200 ? b : a;
      losers.push(loser.statusCode);
      expect([401, 409]).toContain(loser.statusCode);
      if (loser.statusCode === 409)
        expect(loser.json().message).toBe('最後の管理者は削除または役割の変更ができません。');
      const [live] = await rows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from users where role = 'admin' and deleted_at is null`,
      );
      expect(live?.n).toBe(1);
      if (a.statusCode === 200) continue;
      survivor = other;
    }
    expect(losers).toContain(409);
  });
});
