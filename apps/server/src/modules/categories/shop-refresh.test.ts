import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { request } from '../../../test/fixtures/staff-callers.ts';
import { signIn } from '../../../test/openapi-routes.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * The shop shows a back-office change at once, although visitors' answers are cached (ADR 0009):
 * the cache is on here, and each check first puts the old answer in it.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ logos: 12, env: { CATALOG_CACHE_TTL_MS: '60000' } });
  admin = await signIn(t.app, 'admin@logoya.test', 'admin1234');
});
afterAll(() => t?.close());

const visitor = (url: string, locale = 'en') => request(t.app, 'GET', url, { locale });
const idsOf = async (url: string, locale?: string) => {
  const res = await visitor(url, locale);
  expect(res.statusCode).toBe(200);
  return res.json().data.map((c: { logo_id: number }) => c.logo_id) as number[];
};

/** A keyword on a public logo, that logo, and the keyword's other fields. */
async function keywordOnPublicLogo() {
  const [row] = await rows<{ keyword_id: number; logo_id: number; name_ja: string; name_vi: string }>(
    t.database.db,
    sql`select lk.keyword_id, lk.logo_id, k.name_ja, k.name_vi from logo_keywords lk
        join logos l on l.id = lk.logo_id join keywords k on k.id = lk.keyword_id
        where l.state in (0, 2, 8) order by lk.keyword_id, lk.logo_id limit 1`,
  );
  return { ...row!, keyword_id: Number(row!.keyword_id), logo_id: Number(row!.logo_id) };
}

describe('the shop after a back-office change', () => {
  it('finds a logo by a keyword’s new name right after the rename', async () => {
    const k = await keywordOnPublicLogo();
    const byTag = '/api/search/logo?keyword=zephyrquill';
    const byText = '/api/search/logo?u_keyword=zephyrquill';
    const byJa = `/api/search/logo?keyword=${encodeURIComponent('ゼファー印')}`;
    expect(await idsOf(byTag)).toEqual([]);
    expect(await idsOf(byText)).toEqual([]);
    expect(await idsOf(byJa, 'ja')).toEqual([]);
    const res = await request(t.app, 'POST', `/api/keywords/update/${k.keyword_id}`, {
      token: admin,
      payload: { name_ja: 'ゼファー印', name_vi: k.name_vi, name_en: 'Zephyrquill' },
    });
    expect(res.statusCode).toBe(200);
    expect(await idsOf(byTag)).toContain(k.logo_id);
    expect(await idsOf(byText)).toContain(k.logo_id);
    expect(await idsOf(byJa, 'ja')).toContain(k.logo_id);
  });

  it('no longer finds the logos by a keyword once it is deleted', async () => {
    const k = await keywordOnPublicLogo();
    await request(t.app, 'POST', `/api/keywords/update/${k.keyword_id}`, {
      token: admin,
      payload: { name_ja: k.name_ja, name_vi: k.name_vi, name_en: 'Quokkamark' },
    });
    const url = '/api/search/logo?u_keyword=quokkamark';
    expect(await idsOf(url)).toContain(k.logo_id);
    const res = await request(t.app, 'DELETE', `/api/keywords/${k.keyword_id}`, { token: admin });
    expect(res.statusCode).toBe(200);
    expect(await idsOf(url)).toEqual([]);
  });

  it('shows a renamed, a new and a deleted genre in the search options at once', async () => {
    type Option = { id: number; name_ja: string; name_en: string };
    const options = async () => (await visitor('/api/search-options')).json().colors as Option[];
    const before = await options();
    const genre = before.find((o) => o.id !== 0)!;
    const renamed = await request(t.app, 'PUT', `/api/colors/${genre.id}`, {
      token: admin,
      payload: {
        name_ja: '新しいジャンル',
        name_en: 'Fresh genre',
        name_vi: 'Thể loại mới',
        key_name: 'fresh',
      },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await options()).find((o) => o.id === genre.id)).toMatchObject({
      name_ja: '新しいジャンル',
      name_en: 'Fresh genre',
    });

    const created = await request(t.app, 'POST', '/api/colors', {
      token: admin,
      payload: { name_ja: '追加', name_en: 'Added', name_vi: 'Thêm', key_name: 'added' },
    });
    const id = created.json().data.id;
    expect((await options()).map((o) => o.id)).toContain(id);
    expect((await request(t.app, 'DELETE', `/api/colors/${id}`, { token: admin })).statusCode).toBe(200);
    expect((await options()).map((o) => o.id)).not.toContain(id);
  });
});
