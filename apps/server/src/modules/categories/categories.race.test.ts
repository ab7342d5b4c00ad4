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
});
afterAll(() => t.close());

describe('a slug under a race', () => {
  it('20 parallel creates of one key: exactly one 201, the others 422, one row', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        request(t.app, 'POST', '/api/tastes', {
          token: admin,
          locale: 'ja',
          payload: { name_ja: `競争${i}`, name_en: `Race ${i}`, name_vi: `Đua ${i}`, key_name: 'race-key' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(19).fill(422)]);
    for (const a of answers.filter((x) => x.statusCode === 422)) {
      expect(a.json()).toEqual({
        message: 'このスラッグは既に他のテイストで使われています。',
        errors: { key_name: ['このスラッグは既に他のテイストで使われています。'] },
      });
    }
    const stored = await rows(t.database.db, sql`select id from tastes where key_name = 'race-key'`);
    expect(stored).toHaveLength(1);
  });

  it('20 parallel renames to one key: exactly one 200, the others 422', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const res = await request(t.app, 'POST', '/api/colors', {
        token: admin,
        payload: { name_ja: `色${i}`, name_en: `Color ${i}`, name_vi: `Màu ${i}`, key_name: `color-${i}` },
      });
      ids.push(res.json().data.id);
    }
    const answers = await Promise.all(
      ids.map((id, i) =>
        request(t.app, 'PUT', `/api/colors/${id}`, {
          token: admin,
          payload: { name_ja: `色${i}`, name_en: `Color ${i}`, name_vi: `Màu ${i}`, key_name: 'one-color' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, ...Array(19).fill(422)]);
    expect(await rows(t.database.db, sql`select id from colors where key_name = 'one-color'`)).toHaveLength(
      1,
    );
  });
});
