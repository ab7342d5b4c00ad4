import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  refusedToNonAdmins,
  request,
  type StaffCallers,
  signInCallers,
} from '../../../test/fixtures/staff-callers.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let who: StaffCallers;
let memberUser: { id: number; name: string; email: string };
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  who = await signInCallers(t.app);
  const [industry] = await rows<{ id: number }>(
    t.database.db,
    sql`select id from industries order by id limit 1`,
  );
  const asks = [
    { logo_text: 'Hana Bakery', notes: 'Warm colours, a wheat ear', industry_id: Number(industry!.id) },
    { logo_text: 'Kumo Studio', notes: 'Clouds 100% white' },
    { logo_text: 'Sora Dental' },
  ];
  for (const ask of asks) {
    const res = await request(t.app, 'POST', '/api/logo-request', {
      token: who.member,
      payload: ask,
      locale: 'ja',
    });
    expect(res.statusCode).toBe(201);
    ids.push(res.json().data.id);
  }
  await t.database.db.execute(sql`update logo_requests set status = 3 where id = ${ids[1]!}`);
  const [user] = await rows<{ id: number; name: string; email: string }>(
    t.database.db,
    sql`select id, name, email from users where email = 'member@logoya.test'`,
  );
  memberUser = { ...user!, id: Number(user!.id) };
});
afterAll(() => t?.close());

const list = (query = '') => request(t.app, 'GET', `/api/logo-requests${query}`, { token: who.admin });
type Item = { id: number; logo_text: string; status: number; member: { email: string } };

describe('GET /api/logo-requests', () => {
  it('lists every request newest first, with the member who sent it', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json();
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 3 });
    expect(data.map((r: Item) => r.id)).toEqual([...ids].reverse());
    expect(data[2]).toMatchObject({
      id: ids[0],
      logo_text: 'Hana Bakery',
      notes: 'Warm colours, a wheat ear',
      status: 1,
      locale: 'ja',
      member: memberUser,
    });
    expect(data[2].industry.id).toBeGreaterThan(0);
    expect(data[0].industry).toBeNull();
  });

  it('searches the text, the notes and the member, and filters by status', async () => {
    const texts = async (q: string) => ((await list(q)).json().data as Item[]).map((r) => r.logo_text);
    expect(await texts('?search_text=kumo')).toEqual(['Kumo Studio']);
    expect(await texts('?search_text=wheat')).toEqual(['Hana Bakery']);
    expect(await texts('?search_text=100%25')).toEqual(['Kumo Studio']);
    expect(await texts('?search_text=member@logoya')).toHaveLength(3);
    expect(await texts('?search_text=designer@logoya')).toEqual([]);
    expect(await texts('?status=3')).toEqual(['Kumo Studio']);
    expect(await texts('?status=1&search_text=sora')).toEqual(['Sora Dental']);
    const bad = await request(t.app, 'GET', '/api/logo-requests?status=9', {
      token: who.admin,
      locale: 'ja',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      status: ['ステータスは1（新規）、2（対応中）、3（完了）、4（お断り）のいずれかで指定して下さい。'],
    });
  });

  it('sorts by the allowed columns and pages; refuses other columns and sizes', async () => {
    const byStatus = ((await list('?sort_field=status&sort_value=desc')).json().data as Item[]).map(
      (r) => r.id,
    );
    expect(byStatus[0]).toBe(ids[1]);
    const byId = ((await list('?sort_field=id&sort_value=asc')).json().data as Item[]).map((r) => r.id);
    expect(byId).toEqual(ids);
    const past = await list('?page=3');
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
    const sort = await list('?sort_field=notes');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().message).toBe('This column cannot be sorted.');
    expect((await list('?per_page=7')).statusCode).toBe(422);
  });
});

describe('GET /api/logo-requests/{id}', () => {
  it('answers one request with its member', async () => {
    const res = await request(t.app, 'GET', `/api/logo-requests/${ids[0]}`, { token: who.admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: ids[0], logo_text: 'Hana Bakery', member: memberUser });
  });

  it('answers 404 for an unknown request and 422 for a malformed id', async () => {
    const res = await request(t.app, 'GET', '/api/logo-requests/999999', { token: who.admin, locale: 'ja' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('ロゴのリクエストが見つかりません。');
    expect((await request(t.app, 'GET', '/api/logo-requests/abc', { token: who.admin })).statusCode).toBe(
      422,
    );
  });

  it('is refused to visitors (401), members and designers (403)', async () => {
    const wrong = await refusedToNonAdmins(t.app, who, [
      ['GET', '/api/logo-requests'],
      ['GET', `/api/logo-requests/${ids[0]}`],
    ]);
    expect(wrong).toEqual([]);
  });
});
