import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ADMIN, DESIGNER, MEMBER, newUser, usersClient } from '../../../test/fixtures/staff-users.ts';
import { rows } from '../../platform/db/db.ts';

/** User management of the back office (issue 10, SPEC §5 user form, §7 Users): guards, list, read, form rules. */
let t: TestApp;
let client: ReturnType<typeof usersClient>;
let admin: string;
let designer: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  client = usersClient(t);
  admin = await client.signIn(ADMIN);
  designer = await client.signIn(DESIGNER);
  member = await client.signIn(MEMBER);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, locale = 'ja') =>
  client.call(method, url, { token: admin, ...(payload ? { payload } : {}), locale });

async function stored(email: string) {
  const [row] = await rows<{
    id: number;
    role: string;
    first_login: boolean;
    name_kana: string | null;
    email_verified_at: Date | string | null;
  }>(
    t.database.db,
    sql`select id, role, first_login, name_kana, email_verified_at from users where lower(email) = ${email.toLowerCase()}`,
  );
  return row;
}

describe('who may call', () => {
  const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string][] = [
    ['GET', '/api/user'],
    ['GET', '/api/user/1'],
    ['POST', '/api/user'],
    ['PUT', '/api/user/1'],
    ['DELETE', '/api/user/3'],
    ['POST', '/api/user/1/invitation'],
  ];

  it.each(routes)(
    '%s %s: a visitor 401, a member and a designer 403, whatever the body',
    async (method, url) => {
      const payload = method === 'POST' || method === 'PUT' ? newUser({ role: 'admin' }) : undefined;
      const guest = await client.call(method, url, { ...(payload ? { payload } : {}), locale: 'en' });
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Please sign in to continue.' });
      for (const token of [member, designer]) {
        const res = await client.call(method, url, { token, ...(payload ? { payload } : {}), locale: 'en' });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'You do not have permission to do this.' });
      }
    },
  );

  it('a designer cannot create an admin: nothing is stored', async () => {
    const form = newUser({ role: 'admin' });
    const res = await client.call('POST', '/api/user', { token: designer, payload: form });
    expect(res.statusCode).toBe(403);
    expect(await stored(form.email)).toBeUndefined();
  });
});

describe('GET /api/user', () => {
  it('lists live users without passwords or tokens, newest first', async () => {
    const res = await asAdmin('GET', '/api/user?per_page=100');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['created_at', 'email', 'email_verified_at', 'id', 'name', 'name_kana', 'role'].sort(),
    );
    const ids = body.data.map((u: { id: number }) => u.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(body.meta).toMatchObject({ current_page: 1, per_page: 100, total: ids.length });
    expect(res.body).not.toMatch(/password|token/);
  });

  it('filters by role, and all means every role', async () => {
    const designers = (await asAdmin('GET', '/api/user?role=designer&per_page=100')).json().data;
    expect(designers.length).toBeGreaterThanOrEqual(2);
    expect(designers.every((u: { role: string }) => u.role === 'designer')).toBe(true);
    const all = (await asAdmin('GET', '/api/user?role=all&per_page=100')).json();
    const none = (await asAdmin('GET', '/api/user?per_page=100')).json();
    expect(all.meta.total).toBe(none.meta.total);
    expect(new Set(all.data.map((u: { role: string }) => u.role))).toEqual(
      new Set(['admin', 'designer', 'user']),
    );
  });

  it('searches name, reading and e-mail, case-insensitively', async () => {
    const form = newUser({ name: 'Kenji Searchable', name_kana: 'ケンジ', email: 'kenji.find@example.test' });
    expect((await asAdmin('POST', '/api/user', form)).statusCode).toBe(201);
    for (const text of ['searchable', 'ケンジ', 'KENJI.FIND']) {
      const res = await asAdmin('GET', `/api/user?search_text=${encodeURIComponent(text)}`);
      expect(
        res.json().data.map((u: { email: string }) => u.email),
        text,
      ).toEqual(['kenji.find@example.test']);
    }
    const like = await asAdmin('GET', `/api/user?search_text=${encodeURIComponent('%')}`);
    expect(like.json().meta.total).toBe(0);
  });

  it('sorts by the allowed columns only, and answers past the last page with no rows', async () => {
    const byEmail = (await asAdmin('GET', '/api/user?sort_field=email&sort_value=asc&per_page=100')).json()
      .data;
    const emails = byEmail.map((u: { email: string }) => u.email.toLowerCase());
    expect(emails).toEqual([...emails].sort());
    const bad = await asAdmin('GET', '/api/user?sort_field=password_hash', undefined, 'en');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.sort_field).toEqual(['This column cannot be sorted.']);
    const past = await asAdmin('GET', '/api/user?page=999');
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
    expect(past.json().meta.current_page).toBe(999);
  });

  it('refuses another role filter with 422', async () => {
    const res = await asAdmin('GET', '/api/user?role=root');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.role).toEqual([
      '役割の絞り込みは all、admin、designer、user のいずれかを指定して下さい。',
    ]);
  });
});

describe('GET /api/user/{id}', () => {
  it('answers one user, and 404 for an unknown or deleted one', async () => {
    const me = (await client.call('GET', '/api/me', { token: admin })).json().data;
    const res = await asAdmin('GET', `/api/user/${me.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me.id, email: ADMIN.email, role: 'admin' });
    const missing = await asAdmin('GET', '/api/user/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ユーザーが見つかりません。');
  });
});

describe('POST /api/user validation (SPEC §5, Japanese word for word)', () => {
  it('names every missing field with the spec messages and stores nothing', async () => {
    const before = (await asAdmin('GET', '/api/user')).json().meta.total;
    const res = await asAdmin('POST', '/api/user', { name: '', email: '', role: '', password: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['ユーザー名は必須入力です。'],
      email: ['メールアドレスは必須入力です。'],
      role: ['役割は必須入力です。'],
      password: ['パスワードは必須入力です。'],
    });
    expect(res.json().message).toBe('ユーザー名は必須入力です。');
    expect((await asAdmin('GET', '/api/user')).json().meta.total).toBe(before);
  });

  it('answers the same for absent fields', async () => {
    const res = await asAdmin('POST', '/api/user', {});
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name', 'password', 'role']);
    expect(res.json().errors.role).toEqual(['役割は必須入力です。']);
  });

  it.each(['やまだ', 'Yamada', 'ﾔﾏﾀﾞ', 'ヤマダ1', '山田'])(
    'refuses the reading %s: full-width katakana only',
    async (kana) => {
      const res = await asAdmin('POST', '/api/user', newUser({ name_kana: kana }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name_kana: ['ユーザー名 (ヨミガナ)は全角カタカナで入力して下さい。'],
      });
    },
  );

  it('accepts katakana with ー, ・ and the full-width space, and an empty reading as none', async () => {
    const form = newUser({ name_kana: 'ヴァン・ローー　ヤマダ' });
    expect((await asAdmin('POST', '/api/user', form)).statusCode).toBe(201);
    expect((await stored(form.email))?.name_kana).toBe('ヴァン・ローー　ヤマダ');
    const empty = newUser({ name_kana: '' });
    expect((await asAdmin('POST', '/api/user', empty)).statusCode).toBe(201);
    expect((await stored(empty.email))?.name_kana).toBeNull();
  });

  it('checks the address, the role and the password length', async () => {
    const res = await asAdmin(
      'POST',
      '/api/user',
      newUser({ email: 'not-an-address', role: 'root', password: 'abc' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      email: ['メールアドレスの形式が正しくありません'],
      role: ['役割は管理者、デザイナー、ユーザーのいずれかを選択して下さい。'],
      password: ['パスワードは6文字以上で入力してください'],
    });
  });

  it('gives the same rules in English for API callers', async () => {
    const res = await asAdmin('POST', '/api/user', { name: '', email: '', role: '', password: '' }, 'en');
    expect(res.json().errors).toEqual({
      name: ['User name is required.'],
      email: ['Email is required.'],
      role: ['Role is required.'],
      password: ['Password is required.'],
    });
  });

  it('refuses an address a live account has, whatever its case', async () => {
    const res = await asAdmin('POST', '/api/user', newUser({ email: 'Designer@LOGOYA.test' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ email: ['このメールアドレスはすでに登録されています。'] });
  });
});
