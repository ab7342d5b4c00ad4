import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';

/** Test set-ups of the back-office logo calls: signed-in staff, their logos, stored files. */

export interface Caller {
  id: number;
  headers: Record<string, string>;
}

export const GUEST: Caller = { id: 0, headers: {} };

export async function signIn(t: TestApp, email: string, password: string): Promise<Caller> {
  const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`);
  const data = res.json().data;
  return { id: Number(data.user.id), headers: { authorization: `Bearer ${data.access_token}` } };
}

/** The demo accounts, signed in. */
export async function staffCallers(t: TestApp) {
  const [admin, designer, designer2, member] = await Promise.all([
    signIn(t, 'admin@logoya.test', 'admin1234'),
    signIn(t, 'designer@logoya.test', 'designer1234'),
    signIn(t, 'designer2@logoya.test', 'designer1234'),
    signIn(t, 'member@logoya.test', 'member1234'),
  ]);
  return { admin, designer, designer2, member };
}

/** An app with `logos` seeded logos and the demo accounts signed in: the set-up of the staff logo tests. */
export async function openStaffLogosApp(logos: number) {
  const t = await createTestApp({ logos });
  return { t, ...(await staffCallers(t)) };
}

/** A JSON call as `who`, in `locale` (en by default). */
export function call(
  t: TestApp,
  who: Caller,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  locale = 'en',
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    headers: { ...who.headers, locale },
  });
}

/** Logos of a designer in the seeded catalogue, in a given state, oldest id first. */
export async function logosOf(t: TestApp, designerId: number, state = 0): Promise<number[]> {
  const found = await rows<{ id: number }>(
    t.database.db,
    sql`select id from logos where designer_id = ${designerId} and state = ${state} order by id`,
  );
  return found.map((r) => Number(r.id));
}

export async function logoRow(t: TestApp, id: number) {
  const [row] = await rows<{
    state: number;
    name_ja: string | null;
    name_en: string | null;
    name_vi: string | null;
    explain: string | null;
    designer_ref: string | null;
    designer_id: number | null;
  }>(
    t.database.db,
    sql`select state, name_ja, name_en, name_vi, explain, designer_ref, designer_id from logos where id = ${id}`,
  );
  return row;
}

export interface LogRow {
  user_id: number | null;
  field: string;
  old_value: string | null;
  new_value: string | null;
}

export function changeLogsOf(t: TestApp, logoId: number): Promise<LogRow[]> {
  return rows<LogRow>(
    t.database.db,
    sql`select user_id, field, old_value, new_value from change_logs where logo_id = ${logoId} order by id`,
  );
}

/** The files stored for a logo (its folder under DATA_DIR/files/logos). */
export function storedFiles(t: TestApp, logoId: number): string[] {
  const dir = path.join(t.dataDir, 'files', 'logos', String(logoId));
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

export const validBasics = (suffix = '') => ({
  logo_name: `テストロゴ${suffix}`,
  logo_name_vn: `Logo thử${suffix}`,
  logo_name_en: `Test logo${suffix}`,
  logo_explain: 'A logo made by the tests.',
});
