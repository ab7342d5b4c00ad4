import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { counts, favoriteRows, type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { rows } from '../../platform/db/db.ts';

/**
 * Races. With TEST_DATABASE_URL the requests run truly in parallel on the pool's 10 PostgreSQL
 * connections; on PGlite the same requests are interleaved by the event loop and serialised by the
 * single connection. The invariants hold either way.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 80 });
});
afterAll(() => t.close());

const keep = (m: Member, id: number, isKeep = true) =>
  t.app.inject({
    method: 'POST',
    url: `/api/keep-logo/${id}`,
    payload: { is_keep: isKeep },
    headers: m.headers,
  });
const favorite = (m: Member, id: number, type: 0 | 1) =>
  t.app.inject({ method: 'POST', url: `/api/favorite/${id}`, payload: { type }, headers: m.headers });

const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode);

/** Every logo's counter equals its favourite rows, and no logo has two active keepers. */
async function invariants() {
  const drift = await rows<{ id: number }>(
    t.database.db,
    sql`select l.id from logos l where l.favorites_count <> (select count(*) from favorites f where f.logo_id = l.id)`,
  );
  expect(drift).toEqual([]);
  const doubled = await rows<{ logo_id: number }>(
    t.database.db,
    sql`select logo_id from favorites where kept and keep_date > now() - interval '10 days'
        group by logo_id having count(*) > 1`,
  );
  expect(doubled).toEqual([]);
  const overLimit = await rows<{ user_id: number }>(
    t.database.db,
    sql`select user_id from favorites where kept and keep_date > now() - interval '10 days'
        group by user_id having count(*) > 5`,
  );
  expect(overLimit).toEqual([]);
}

describe('racing keeps', () => {
  it('gives one logo to exactly one of two members sending 20 keeps each', async () => {
    const [id] = await takeLogos(t, 1);
    const one = await newMember(t);
    const two = await newMember(t);
    const attempts = Array.from({ length: 20 }, () => [keep(one, id!), keep(two, id!)]).flat();
    const answers = await Promise.all(attempts);
    const keepers = (await favoriteRows(t, id!)).filter((r) => r.kept).map((r) => r.user_id);
    expect(keepers).toHaveLength(1);
    const winner = keepers[0] === one.id ? 0 : 1;
    answers.forEach((res, i) => {
      if (i % 2 === winner) {
        expect(res.statusCode).toBe(200);
        expect(res.json().data.kept).toBe(true);
      } else {
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({ message: 'Another customer is already keeping this logo.' });
      }
    });
    // Every answer of the winner carries the same keep: the first one's date.
    const dates = new Set(answers.filter((r) => r.statusCode === 200).map((r) => r.json().data.keep_date));
    expect(dates.size).toBe(1);
    expect(await counts(t, id!)).toEqual({ stored: 1, real: 1 });
    await invariants();
  });

  it('gives one logo to exactly one of ten members racing for it', async () => {
    const [id] = await takeLogos(t, 1);
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(t)));
    const answers = await Promise.all(members.flatMap((m) => [keep(m, id!), keep(m, id!)]));
    const ok = answers.filter((r) => r.statusCode === 200);
    expect(new Set(statuses(answers))).toEqual(new Set([200, 409]));
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.length).toBeLessThanOrEqual(2);
    expect((await favoriteRows(t, id!)).filter((r) => r.kept)).toHaveLength(1);
    await invariants();
  });

  it('never lets one member pass five keeps with ten keeps sent at once', async () => {
    const m = await newMember(t);
    const ids = await takeLogos(t, 10);
    // Eight are favourites already; two are not (keeping them adds them).
    for (const id of ids.slice(0, 8)) await favorite(m, id, 1);
    const answers = await Promise.all(ids.map((id) => keep(m, id)));
    const ok = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(5);
    for (const res of refused) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        message: 'You can keep up to 5 logos at once. Release one to keep another.',
      });
    }
    const [active] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from favorites where user_id = ${m.id} and kept`,
    );
    expect(active!.n).toBe(5);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/favorite-count', headers: m.headers })).json().data,
    ).toMatchObject({ keep_count: 5 });
    await invariants();
  });

  it('keeps the limit when the same member mixes keeps, releases and removals at once', async () => {
    const m = await newMember(t);
    const ids = await takeLogos(t, 8);
    for (const id of ids.slice(0, 4)) await keep(m, id);
    const storm = [
      ...ids.map((id) => keep(m, id)),
      keep(m, ids[0]!, false),
      favorite(m, ids[1]!, 0),
      keep(m, ids[2]!, false),
      favorite(m, ids[5]!, 1),
      favorite(m, ids[6]!, 0),
      ...ids.slice(4).map((id) => keep(m, id)),
    ];
    const answers = await Promise.all(storm);
    expect(statuses(answers).every((s) => s === 200 || s === 409)).toBe(true);
    await invariants();
  });
});

describe('racing favourites', () => {
  it('keeps favorites_count equal to the rows through add and remove storms', async () => {
    const ids = await takeLogos(t, 3);
    const members = await Promise.all(Array.from({ length: 6 }, () => newMember(t)));
    const storm = [];
    for (let round = 0; round < 6; round++) {
      for (const [k, m] of members.entries()) {
        for (const id of ids) storm.push(favorite(m, id, ((round + k) % 2) as 0 | 1));
      }
    }
    const answers = await Promise.all(storm);
    expect(statuses(answers).every((s) => s === 200)).toBe(true);
    for (const id of ids) {
      const { stored, real } = await counts(t, id);
      expect(stored).toBe(real);
    }
    // The same member adding one logo ten times at once counts once.
    const m = members[0]!;
    const [solo] = await takeLogos(t, 1);
    await Promise.all(Array.from({ length: 10 }, () => favorite(m, solo!, 1)));
    expect(await counts(t, solo!)).toEqual({ stored: 1, real: 1 });
    await Promise.all(Array.from({ length: 10 }, () => favorite(m, solo!, 0)));
    expect(await counts(t, solo!)).toEqual({ stored: 0, real: 0 });
    await invariants();
  });

  it('keeps the counter right when keeps (which add favourites) race with removals', async () => {
    const ids = await takeLogos(t, 4);
    const members = await Promise.all(Array.from({ length: 4 }, () => newMember(t)));
    const storm = members.flatMap((m) =>
      ids.flatMap((id) => [keep(m, id), favorite(m, id, 0), favorite(m, id, 1)]),
    );
    const answers = await Promise.all(storm);
    expect(statuses(answers).every((s) => s === 200 || s === 409)).toBe(true);
    await invariants();
  });
});
