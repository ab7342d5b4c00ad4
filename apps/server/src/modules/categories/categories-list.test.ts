import { CATEGORY_KINDS } from '@logoya/core';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { request } from '../../../test/fixtures/staff-callers.ts';
import { signIn } from '../../../test/openapi-routes.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  admin = await signIn(t.app, 'admin@logoya.test', 'admin1234');
  // Twelve more industries, so the list has pages (the reference data has 13).
  for (let i = 1; i <= 12; i++) {
    const res = await request(t.app, 'POST', '/api/industries', {
      token: admin,
      payload: { name_ja: `業種${i}`, name_en: `Zeta ${i}`, name_vi: `Ngành ${i}`, key_name: `zeta-${i}` },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => t.close());

const list = (query: string, locale?: string) =>
  request(t.app, 'GET', `/api/industries${query}`, { token: admin, locale });

describe('GET /api/{colors,industries,tastes} list parameters', () => {
  it('lists newest first, 10 a page by default, with the page meta', async () => {
    const [{ n }] = (await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from industries`,
    )) as [{ n: number }];
    const res = await list('');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ current_page: 1, last_page: Math.ceil(n / 10), per_page: 10, total: n });
    expect(body.data).toHaveLength(10);
    expect(body.data[0].key_name).toBe('zeta-12');
    expect(body.data[1].key_name).toBe('zeta-11');
    expect(Object.keys(body.data[0]).sort()).toEqual(
      ['created_at', 'id', 'key_name', 'logos_count', 'name', 'name_en', 'name_ja', 'name_vi'].sort(),
    );
  });

  it('pages, and answers 200 with no rows past the last page', async () => {
    const first = (await list('?per_page=15')).json();
    const second = (await list('?per_page=15&page=2')).json();
    expect(second.meta.current_page).toBe(2);
    expect(first.data.length + second.data.length).toBe(first.meta.total);
    const ids = new Set([...first.data, ...second.data].map((r: { id: number }) => r.id));
    expect(ids.size).toBe(first.meta.total);
    const past = await list('?page=9');
    expect(past.statusCode).toBe(200);
    expect(past.json().data).toEqual([]);
    expect(past.json().meta).toMatchObject({ current_page: 9, last_page: 3 });
  });

  it('sorts by an allowed column both ways', async () => {
    const asc = (await list('?sort_field=key_name&sort_value=asc&per_page=100')).json().data;
    const keys = asc.map((r: { key_name: string }) => r.key_name);
    expect(keys).toEqual([...keys].sort());
    const desc = (await list('?sort_field=name_en&sort_value=desc&per_page=100')).json().data;
    expect(desc[0].name_en).toBe('Zeta 9');
    const byId = (await list('?sort_field=id&sort_value=asc')).json().data;
    expect(byId[0].id).toBeLessThan(byId[1].id);
  });

  it('refuses a column that cannot be sorted and a page size not offered (422)', async () => {
    const sort = await list('?sort_field=sort');
    expect(sort.statusCode).toBe(422);
    expect(sort.json()).toEqual({
      message: 'This column cannot be sorted.',
      errors: { sort_field: ['This column cannot be sorted.'] },
    });
    const size = await list('?per_page=7');
    expect(size.statusCode).toBe(422);
    expect(size.json().errors).toEqual({ per_page: ['The per page must be one of 10, 15, 25, 50, 100.'] });
    expect((await list('?page=0')).statusCode).toBe(422);
  });

  it('searches the three names and the slug, LIKE characters literally', async () => {
    const byEn = (await list('?search_text=zeta 1')).json();
    expect(byEn.data.map((r: { key_name: string }) => r.key_name).sort()).toEqual(
      ['zeta-1', 'zeta-10', 'zeta-11', 'zeta-12'].sort(),
    );
    expect(
      (await list('?search_text=業種7')).json().data.map((r: { key_name: string }) => r.key_name),
    ).toEqual(['zeta-7']);
    expect((await list('?search_text=Ngành 3')).json().meta.total).toBe(1);
    expect((await list('?search_text=beauty_salon')).json().data[0].key_name).toBe('beauty_salon');
    expect((await list('?search_text=%25')).json().meta.total).toBe(0);
    expect((await list('?search_text=nothing-like-this')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
  });

  it.each(CATEGORY_KINDS)('lists %s with the reference data', async (kind) => {
    const res = await request(t.app, 'GET', `/api/${kind}?sort_field=id&sort_value=asc`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].id).toBeGreaterThan(0);
  });
});
