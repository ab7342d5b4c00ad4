import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { ageKeep, callsOf, keepEvents, MSG, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { rows } from '../../platform/db/db.ts';
import { releaseExpiredKeeps } from './favorites.repository.ts';

/**
 * The keep history under races. With TEST_DATABASE_URL the requests run truly in parallel on the
 * pool's PostgreSQL connections; on PGlite they are interleaved on one connection.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 40, env: { KEEP_SWEEP_INTERVAL_MS: '0' } });
});
afterAll(() => t.close());

const { keep, myFavorites } = callsOf(() => t);

/** A member's events: how many are open, and the outcomes of the closed ones. */
async function eventsOf(userId: number) {
  return rows<{ logo_id: number; open: boolean; outcome: string | null }>(
    t.database.db,
    sql`select logo_id, ended_at is null as open, outcome from keep_events where user_id = ${userId} order by id`,
  );
}

/** Logos with two open events, and kept favourites whose open event is missing or doubled. */
async function broken() {
  return rows<{ logo_id: number }>(
    t.database.db,
    sql`select logo_id from keep_events where ended_at is null group by logo_id having count(*) > 1
        union all
        select f.logo_id from favorites f where f.kept and (select count(*) from keep_events e
          where e.user_id = f.user_id and e.logo_id = f.logo_id and e.ended_at is null) <> 1
        union all
        select e.logo_id from keep_events e where e.ended_at is null and not exists (
          select 1 from favorites f where f.user_id = e.user_id and f.logo_id = e.logo_id and f.kept)`,
  );
}

describe('racing keeps and their history', () => {
  it('200 keeps sent at once by one member: five keeps, five open events, never a sixth', async () => {
    const m = await newMember(t);
    const ids = await takeLogos(t, 10);
    const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => keep(m, ids[i % 10]!, true)));
    const won = new Set(answers.flatMap((r, i) => (r.statusCode === 200 ? [ids[i % 10]] : [])));
    expect(won.size).toBe(5);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MSG.keepLimit });
    }
    const events = await eventsOf(m.id);
    expect(events).toHaveLength(5);
    expect(events.every((e) => e.open)).toBe(true);
    expect(new Set(events.map((e) => Number(e.logo_id)))).toEqual(won);
    expect(await broken()).toEqual([]);
  });

  it('200 keeps and releases at once: one open event per kept favourite, one released event per release', async () => {
    const m = await newMember(t);
    const ids = await takeLogos(t, 8);
    for (const id of ids.slice(0, 3)) expect((await keep(m, id, true)).statusCode).toBe(200);
    const calls = Array.from({ length: 200 }, (_, i) => ({ id: ids[i % 8]!, isKeep: i % 3 !== 0 }));
    const answers = await Promise.all(calls.map((c) => keep(m, c.id, c.isKeep)));
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const releases = answers.filter((r, i) => !calls[i]!.isKeep && r.statusCode === 200).length;
    const events = await eventsOf(m.id);
    const kept = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from favorites where user_id = ${m.id} and kept`,
    );
    expect(Number(kept[0]!.n)).toBeLessThanOrEqual(5);
    expect(events.filter((e) => e.open)).toHaveLength(Number(kept[0]!.n));
    expect(events.filter((e) => !e.open).map((e) => e.outcome)).toEqual(Array(releases).fill('released'));
    expect(await broken()).toEqual([]);
  });

  it('closes each run-out keep once while the sweep, the owner’s list and another member race to end it', async () => {
    const owner = await newMember(t);
    const others = await Promise.all(Array.from({ length: 4 }, () => newMember(t)));
    const ids = await takeLogos(t, 4);
    for (const id of ids) {
      expect((await keep(owner, id, true)).statusCode).toBe(200);
      await ageKeep(t, owner.id, id, 11);
    }
    const [answers] = await Promise.all([
      Promise.all(ids.flatMap((id) => others.map((o) => keep(o, id, true)))),
      releaseExpiredKeeps(t.database.db),
      myFavorites(owner),
    ]);
    await releaseExpiredKeeps(t.database.db);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(ids.length);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: MSG.keepTaken });
    }
    for (const id of ids) {
      const events = await keepEvents(t, id);
      expect(events[0]).toMatchObject({ user_id: owner.id, outcome: 'expired' });
      expect(Date.parse(events[0]!.ended_at!) - Date.parse(events[0]!.started_at)).toBe(10 * 86_400_000);
      // Exactly one of the others won the logo; nothing else was written.
      expect(events).toHaveLength(2);
      expect(events[1]).toMatchObject({ ended_at: null, outcome: null });
      expect(others.map((o) => o.id)).toContain(events[1]!.user_id);
    }
    expect(await broken()).toEqual([]);
  });
});
