import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  refusedToNonAdmins,
  request,
  type StaffCallers,
  signInCallers,
} from '../../../test/fixtures/staff-callers.ts';

let t: TestApp;
let who: StaffCallers;
/** Look-ups made by visitors from these addresses, in this order. */
const LOOKUPS = [
  ['203.0.113.1', '1500001'],
  ['203.0.113.2', '1000001'],
  ['198.51.100.7', '0600042'],
  ['203.0.113.1', '9999999'],
] as const;

beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  who = await signInCallers(t.app);
  for (const [ip, code] of LOOKUPS) {
    const res = await t.app.inject({ method: 'GET', url: `/api/postal-code/${code}`, remoteAddress: ip });
    expect([200, 404]).toContain(res.statusCode);
  }
});
afterAll(() => t?.close());

const list = (query = '') => request(t.app, 'GET', `/api/address-search${query}`, { token: who.admin });
type Item = { id: number; address_ip: string; postal_code: string | null; created_at: string };

describe('GET /api/address-search', () => {
  it('lists every look-up, newest first, read-only fields', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { data, meta } = res.json() as { data: Item[]; meta: unknown };
    expect(meta).toEqual({ current_page: 1, last_page: 1, per_page: 10, total: 4 });
    expect(data.map((r) => [r.address_ip, r.postal_code])).toEqual([...LOOKUPS].reverse());
    expect(Object.keys(data[0]!).sort()).toEqual(['address_ip', 'created_at', 'id', 'postal_code']);
    expect(Number.isNaN(Date.parse(data[0]!.created_at))).toBe(false);
  });

  it('searches the address and the code', async () => {
    const byIp = (await list('?search_text=203.0.113.1')).json().data as Item[];
    expect(byIp.map((r) => r.postal_code)).toEqual(['9999999', '1500001']);
    const byCode = (await list('?search_text=0600')).json().data as Item[];
    expect(byCode.map((r) => r.address_ip)).toEqual(['198.51.100.7']);
    expect((await list('?search_text=_')).json().meta.total).toBe(0);
  });

  it('sorts by the allowed columns, pages, and refuses other columns and sizes', async () => {
    const byCode = (await list('?sort_field=postal_code&sort_value=asc')).json().data as Item[];
    expect(byCode.map((r) => r.postal_code)).toEqual(['0600042', '1000001', '1500001', '9999999']);
    const byIp = (await list('?sort_field=address_ip&sort_value=desc')).json().data as Item[];
    expect(byIp[0]!.address_ip).toBe('203.0.113.2');
    const byId = (await list('?sort_field=id&sort_value=asc')).json().data as Item[];
    expect(byId[0]!.postal_code).toBe('1500001');
    const past = await list('?page=2');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toMatchObject({ data: [], meta: { current_page: 2, last_page: 1, total: 4 } });
    const sort = await list('?sort_field=user_agent');
    expect(sort.statusCode).toBe(422);
    expect(sort.json().errors).toEqual({ sort_field: ['This column cannot be sorted.'] });
    expect((await list('?per_page=7')).statusCode).toBe(422);
  });

  it('is refused to visitors (401), members and designers (403)', async () => {
    expect(await refusedToNonAdmins(t.app, who, [['GET', '/api/address-search']])).toEqual([]);
  });
});
