import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { signIn } from '../../../test/openapi-routes.ts';

/** The common list parameters (ADR 0029) answer in the caller's language, on every staff list. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ logos: 1 });
  admin = await signIn(t.app, 'admin@logoya.test', 'admin1234');
});
afterAll(() => t.close());

const get = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } });

describe('staff list parameters', () => {
  it.each(['/api/orders', '/api/user', '/api/colors', '/api/keywords', '/api/zips', '/api/logs'])(
    '%s refuses a page size, sort and search outside the list rules, in Japanese for ja',
    async (path) => {
      const res = await get(
        `${path}?locale=ja&per_page=7&sort_field=password&sort_value=up&search_text=${'x'.repeat(101)}`,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toMatchObject({
        per_page: ['表示件数は10、15、25、50、100のいずれかを選んでください。'],
        sort_field: ['この列では並べ替えできません。'],
        sort_value: ['並び順はascまたはdescで指定してください。'],
        search_text: ['検索キーワードは100文字以内で入力してください。'],
      });
      const en = await get(`${path}?per_page=7`);
      expect(en.json().errors.per_page).toEqual(['The per page must be one of 10, 15, 25, 50, 100.']);
    },
  );

  it('answers a page past the last with no rows and the real last page', async () => {
    const res = await get('/api/colors?page=50');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: [], meta: { current_page: 50, last_page: 1, total: 5 } });
  });
});
