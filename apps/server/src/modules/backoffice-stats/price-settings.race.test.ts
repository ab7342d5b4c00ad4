import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { type Member, newMember } from '../../../test/fixtures/favorites.ts';
import { makeStaff } from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Parallel PUT /api/price-setting, each with a full set of different values and the settings in
 * a different order: the stored settings must be exactly one request's set, never a mix.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const WRITERS = 10;

let t: TestApp;
let admin: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 0, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
});
afterAll(() => t.close());

const setOf = (i: number) => [
  { key: 'logo_price', lang: 'ja', value: 10_000 + i },
  { key: 'logo_price', lang: 'en', value: 19_000 + i },
  { key: 'logo_price', lang: 'vi', value: 100_000 + i },
  { key: 'logo_manual_price', lang: 'ja', value: 5_000 + i },
  // Tax is a whole percent up to 30 (ADR 0092): it differs between neighbouring writers only.
  { key: 'tax', lang: 'ja', value: 1 + (i % 30) },
];
/** A different order for each writer, so row locks are taken in different orders. */
const rotated = <T>(list: T[], by: number) => {
  const n = by % list.length;
  const out = [...list.slice(n), ...list.slice(0, n)];
  return by % 2 ? out.reverse() : out;
};
const key = (s: { key: string; lang: string }) => `${s.key}/${s.lang}`;

describe(`${WRITERS} parallel PUT /api/price-setting (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('all answer 200 and the stored settings equal one request’s full set', async () => {
    for (let round = 0; round < 5; round++) {
      const answers = await Promise.all(
        Array.from({ length: WRITERS }, (_, i) =>
          t.app.inject({
            method: 'PUT',
            url: '/api/price-setting',
            headers: { ...admin.headers, locale: 'en' },
            payload: { settings: rotated(setOf(round * WRITERS + i), i) },
          }),
        ),
      );
      expect(
        answers.map((a) => a.statusCode),
        answers.map((a) => a.body.slice(0, 200)).join('\n'),
      ).toEqual(answers.map(() => 200));
      const stored = await rows<{ key: string; lang: string; value: string }>(
        t.database.db,
        sql`select key, lang, value::text from price_settings`,
      );
      const wanted = new Set(setOf(0).map(key));
      const now = Object.fromEntries(
        stored.filter((s) => wanted.has(key(s))).map((s) => [key(s), Number(s.value)]),
      );
      const writer = now['logo_price/ja']! - 10_000;
      expect(writer).toBeGreaterThanOrEqual(round * WRITERS);
      expect(writer).toBeLessThan((round + 1) * WRITERS);
      expect(now).toEqual(Object.fromEntries(setOf(writer).map((s) => [key(s), s.value])));
    }
  });
});
