import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { keepEvents, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { rows } from '../../platform/db/db.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 6, env: { KEEP_SWEEP_INTERVAL_MS: '50' } });
});
afterAll(() => t.close());

it('releases run-out keeps on its timer, without anyone asking', async () => {
  const m = await newMember(t);
  const [old, fresh] = await takeLogos(t, 2);
  for (const id of [old!, fresh!]) {
    await t.app.inject({
      method: 'POST',
      url: `/api/keep-logo/${id}`,
      payload: { is_keep: true },
      headers: m.headers,
    });
  }
  await t.database.db.execute(
    sql`update favorites set keep_date = now() - interval '11 days' where logo_id = ${old}`,
  );
  const state = () =>
    rows<{ logo_id: number; kept: boolean; expired: boolean }>(
      t.database.db,
      sql`select logo_id, kept, keep_expired_at is not null as expired from favorites
          where user_id = ${m.id} order by logo_id`,
    );
  const deadline = Date.now() + 5000;
  while ((await state()).some((r) => r.logo_id === old && r.kept) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 25));
  }
  expect(await state()).toEqual([
    { logo_id: old, kept: false, expired: true },
    { logo_id: fresh, kept: true, expired: false },
  ]);
  // The keep history records the end once; the fresh keep's event stays open.
  expect((await keepEvents(t, old!)).map((e) => e.outcome)).toEqual(['expired']);
  expect((await keepEvents(t, fresh!)).map((e) => e.outcome)).toEqual([null]);
});

it('refuses a bad interval setting with a line naming it', async () => {
  const { loadConfig } = await import('../../config.ts');
  expect(() => loadConfig({ KEEP_SWEEP_INTERVAL_MS: 'soon' })).toThrow(
    'KEEP_SWEEP_INTERVAL_MS: must be a whole number of milliseconds (0 turns the sweep off) (got "soon")',
  );
  expect(loadConfig({}).KEEP_SWEEP_INTERVAL_MS).toBe(60000);
  expect(loadConfig({ KEEP_SWEEP_INTERVAL_MS: '0' }).KEEP_SWEEP_INTERVAL_MS).toBe(0);
});
