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
let guestId: number;
let memberId: number;

const message = {
  name: 'Yuki Mori',
  email: 'yuki@example.test',
  email_confirm: 'yuki@example.test',
  company_name: 'Mori Tea',
  tel: '03 1234 5678',
  content: 'Can you add our shop name to logo 12?',
};

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  who = await signInCallers(t.app);
  const send = async (token?: string, ip = '192.0.2.10') => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contacts',
      remoteAddress: ip,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      payload: message,
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  guestId = await send();
  memberId = await send(who.member, '192.0.2.11');
});
afterAll(() => t?.close());

describe('GET /api/contacts/{id}', () => {
  it('answers a guest’s message in full, without a member', async () => {
    const res = await request(t.app, 'GET', `/api/contacts/${guestId}`, { token: who.admin });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      id: guestId,
      user_id: null,
      name: 'Yuki Mori',
      email: 'yuki@example.test',
      company_name: 'Mori Tea',
      tel: '03 1234 5678',
      address_1: null,
      content: message.content,
      locale: 'en',
      ip: '192.0.2.10',
      member: null,
    });
    expect(Number.isNaN(Date.parse(data.created_at))).toBe(false);
  });

  it('names the member who sent a message while signed in', async () => {
    const [member] = await rows<{ id: number; name: string; email: string }>(
      t.database.db,
      sql`select id, name, email from users where email = 'member@logoya.test'`,
    );
    const res = await request(t.app, 'GET', `/api/contacts/${memberId}`, { token: who.admin });
    expect(res.json().data).toMatchObject({
      user_id: Number(member!.id),
      member: { id: Number(member!.id), name: member!.name, email: 'member@logoya.test' },
    });
  });

  it('answers 404 for an unknown message and 422 for a malformed id', async () => {
    const res = await request(t.app, 'GET', '/api/contacts/999999', { token: who.admin, locale: 'ja' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('お問い合わせが見つかりません。');
    expect((await request(t.app, 'GET', '/api/contacts/1e3', { token: who.admin })).statusCode).toBe(422);
  });

  it('is refused to visitors (401), members and designers (403)', async () => {
    expect(await refusedToNonAdmins(t.app, who, [['GET', `/api/contacts/${guestId}`]])).toEqual([]);
  });
});
