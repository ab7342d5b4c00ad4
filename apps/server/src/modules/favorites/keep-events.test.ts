import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  ageKeep,
  callsOf,
  favoriteRows,
  keepEvents,
  type Member,
  MSG,
  newMember,
  takeLogos,
} from '../../../test/fixtures/favorites.ts';
import { buyingCalls, makeStaff } from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';
import { inTransaction } from '../../platform/db/transaction.ts';
import type { RequestContext } from '../../platform/http/context.ts';
import { releaseExpiredKeeps } from './favorites.repository.ts';
import { keepLogo, releaseKeepsOn } from './index.ts';

/**
 * The keep history: every way a keep ends closes its event exactly once, in the transaction that
 * ends the keep, and the favourite and its events never disagree.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ logos: 60, env: { ORDER_SWEEP_INTERVAL_MS: '0', KEEP_SWEEP_INTERVAL_MS: '0' } });
});
afterAll(() => t.close());

const { favorite, keep, myFavorites } = callsOf(() => t);
const buying = buyingCalls(() => t);
const TEN_DAYS = 10 * 86_400_000;
const systemContext = (): RequestContext => ({ locale: 'en', actor: null, ip: 'test' });
const near = (iso: string | null, ms = 60_000) => iso !== null && Math.abs(Date.parse(iso) - Date.now()) < ms;

/** Kept favourites without exactly one open event, and open events without a kept favourite. */
async function disagreements() {
  return rows<{ user_id: number; logo_id: number }>(
    t.database.db,
    sql`select f.user_id, f.logo_id from favorites f
          where f.kept and (select count(*) from keep_events e
            where e.user_id = f.user_id and e.logo_id = f.logo_id and e.ended_at is null) <> 1
        union all
        select e.user_id, e.logo_id from keep_events e
          where e.ended_at is null and not exists (select 1 from favorites f
            where f.user_id = e.user_id and f.logo_id = e.logo_id and f.kept)`,
  );
}

async function keepOk(m: Member, id: number) {
  const res = await keep(m, id, true);
  expect(res.statusCode).toBe(200);
  return res.json().data.keep_date as string;
}

describe('keep history', () => {
  it('opens an event with the keep (at its keep_date) and closes it as released, once', async () => {
    const m = await newMember(t);
    const [id] = await takeLogos(t, 1);
    const keptAt = await keepOk(m, id!);
    // Keeping again changes nothing: still one open event.
    await keepOk(m, id!);
    expect(await keepEvents(t, id!)).toEqual([
      { user_id: m.id, started_at: keptAt, ended_at: null, outcome: null },
    ]);

    expect((await keep(m, id!, false)).statusCode).toBe(200);
    const again = await keep(m, id!, false);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MSG.notYours });
    const [released] = await keepEvents(t, id!);
    expect(released).toMatchObject({ user_id: m.id, started_at: keptAt, outcome: 'released' });
    expect(near(released!.ended_at)).toBe(true);
    expect(await keepEvents(t, id!)).toHaveLength(1);

    // A new keep is a new event; the old one stays as it was.
    const second = await keepOk(m, id!);
    expect(await keepEvents(t, id!)).toEqual([
      released,
      { user_id: m.id, started_at: second, ended_at: null, outcome: null },
    ]);
    expect(await disagreements()).toEqual([]);
  });

  it('closes the event as unfavorited when the member removes the kept favourite', async () => {
    const m = await newMember(t);
    const [id] = await takeLogos(t, 1);
    const keptAt = await keepOk(m, id!);
    expect((await favorite(m, id!, 0)).statusCode).toBe(200);
    expect((await favorite(m, id!, 0)).statusCode).toBe(200);
    const events = await keepEvents(t, id!);
    expect(events).toEqual([
      { user_id: m.id, started_at: keptAt, ended_at: expect.any(String), outcome: 'unfavorited' },
    ]);
    expect(near(events[0]!.ended_at)).toBe(true);
    // Removing a favourite that was never kept writes no event.
    const [plain] = await takeLogos(t, 1);
    await favorite(m, plain!, 1);
    await favorite(m, plain!, 0);
    expect(await keepEvents(t, plain!)).toEqual([]);
    expect(await disagreements()).toEqual([]);
  });

  it('closes a run-out keep as expired at its expiry instant, on read, on another keep and by the sweep', async () => {
    const m = await newMember(t);
    const other = await newMember(t);
    const [onRead, onKeep, bySweep] = await takeLogos(t, 3);
    for (const id of [onRead!, onKeep!, bySweep!]) {
      await keepOk(m, id);
      await ageKeep(t, m.id, id, 11);
    }
    const startOf = async (id: number) => (await keepEvents(t, id))[0]!.started_at;
    const starts = {
      onRead: await startOf(onRead!),
      onKeep: await startOf(onKeep!),
      bySweep: await startOf(bySweep!),
    };
    const expired = (start: string) => ({
      user_id: m.id,
      started_at: start,
      ended_at: new Date(Date.parse(start) + TEN_DAYS).toISOString(),
      outcome: 'expired',
    });

    // Another member's keep releases the run-out keep on that logo first, then starts its own.
    expect((await keep(other, onKeep!, true)).statusCode).toBe(200);
    const [ranOut, taken] = await keepEvents(t, onKeep!);
    expect(ranOut).toEqual(expired(starts.onKeep));
    expect(taken).toMatchObject({ user_id: other.id, ended_at: null, outcome: null });

    // The member's list releases their own run-out keeps (both remaining ones here).
    const list = await myFavorites(m);
    expect(list.data.find((f) => f.logo_id === onRead)).toMatchObject({ kept: false, expired: true });
    expect(await keepEvents(t, onRead!)).toEqual([expired(starts.onRead)]);

    // The sweep's statement finds nothing left to end, and ends nothing twice.
    expect(await releaseExpiredKeeps(t.database.db)).toBe(0);
    expect(await keepEvents(t, bySweep!)).toEqual([expired(starts.bySweep)]);
    expect(await keepEvents(t, onRead!)).toEqual([expired(starts.onRead)]);
    expect(await disagreements()).toEqual([]);
  });

  it('the sweep alone closes a run-out keep as expired', async () => {
    const m = await newMember(t);
    const [id] = await takeLogos(t, 1);
    await keepOk(m, id!);
    await ageKeep(t, m.id, id!, 12);
    const started_at = (await keepEvents(t, id!))[0]!.started_at;
    expect(await releaseExpiredKeeps(t.database.db)).toBe(1);
    expect(await releaseExpiredKeeps(t.database.db)).toBe(0);
    expect(await keepEvents(t, id!)).toEqual([
      {
        user_id: m.id,
        started_at,
        ended_at: new Date(Date.parse(started_at) + TEN_DAYS).toISOString(),
        outcome: 'expired',
      },
    ]);
  });

  it('closes the keeper’s event as bought when they buy the logo through the card flow', async () => {
    const m = await newMember(t);
    const [x, y] = await takeLogos(t, 2);
    const keptAt = await keepOk(m, x!);
    const { res } = await buying.buy(m, [x!, y!]);
    expect(res.statusCode).toBe(201);
    const events = await keepEvents(t, x!);
    expect(events).toEqual([
      { user_id: m.id, started_at: keptAt, ended_at: expect.any(String), outcome: 'bought' },
    ]);
    expect(near(events[0]!.ended_at)).toBe(true);
    // The logo bought without a keep has no history.
    expect(await keepEvents(t, y!)).toEqual([]);
    expect((await favoriteRows(t, x!)).map((r) => r.kept)).toEqual([false]);
    expect(await disagreements()).toEqual([]);
  });

  it('closes others’ keeps as sold_to_other, and a keep that ran out unnoticed as expired', async () => {
    const keeper = await newMember(t);
    const late = await newMember(t);
    const buyer = await newMember(t);
    const [x, y] = await takeLogos(t, 2);
    await keepOk(keeper, x!);
    await keepOk(late, y!);
    await ageKeep(t, late.id, y!, 11);
    const [lateStart] = (await keepEvents(t, y!)).map((e) => e.started_at);
    // The face as the sale calls it (the order flow itself refuses a logo another member keeps).
    await inTransaction(t.database.db, systemContext(), (ctx) => releaseKeepsOn(ctx, [x!, y!], buyer.id));
    expect(await keepEvents(t, x!)).toEqual([
      {
        user_id: keeper.id,
        started_at: expect.any(String),
        ended_at: expect.any(String),
        outcome: 'sold_to_other',
      },
    ]);
    expect(await keepEvents(t, y!)).toEqual([
      {
        user_id: late.id,
        started_at: lateStart,
        ended_at: new Date(Date.parse(lateStart!) + TEN_DAYS).toISOString(),
        outcome: 'expired',
      },
    ]);
    // Ending them again (a second sale call) writes nothing.
    await inTransaction(t.database.db, systemContext(), (ctx) => releaseKeepsOn(ctx, [x!, y!], keeper.id));
    expect((await keepEvents(t, x!))[0]!.outcome).toBe('sold_to_other');
    expect(await disagreements()).toEqual([]);
  });

  it('ends a deleted member’s keeps at once: the logo is free for another member', async () => {
    const admin = await makeStaff(t, await newMember(t), 'admin');
    const gone = await newMember(t);
    const next = await newMember(t);
    const [id, plain] = await takeLogos(t, 2);
    const keptAt = await keepOk(gone, id!);
    await favorite(gone, plain!, 1);
    const refused = await keep(next, id!, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: MSG.keepTaken });

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/user/${gone.id}`,
      headers: { ...admin.headers, locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'The user was deleted.' });
    const events = await keepEvents(t, id!);
    expect(events).toEqual([
      { user_id: gone.id, started_at: keptAt, ended_at: expect.any(String), outcome: 'member_deleted' },
    ]);
    expect(near(events[0]!.ended_at)).toBe(true);
    // The favourites stay; only the keep ended.
    expect((await favoriteRows(t, id!)).map((r) => [r.user_id, r.kept])).toEqual([[gone.id, false]]);
    expect((await favoriteRows(t, plain!)).map((r) => [r.user_id, r.kept])).toEqual([[gone.id, false]]);

    const taken = await keep(next, id!, true);
    expect(taken.statusCode).toBe(200);
    expect(taken.json().data).toMatchObject({ kept: true, keep_count: 1 });
    expect(await keepEvents(t, id!)).toHaveLength(2);

    // A keep of the deleted member that got past the token check before the deletion (its
    // transaction waited on the member's row) starts nothing afterwards.
    const late = keepLogo(
      { db: t.database.db, catalogCache: t.app.catalogCache },
      { ...systemContext(), actor: { id: gone.id, role: 'user', tokenId: 0 } },
      plain!,
      true,
    );
    await expect(late).rejects.toMatchObject({ statusCode: 401 });
    expect(await keepEvents(t, plain!)).toEqual([]);
    expect((await favoriteRows(t, plain!)).map((r) => r.kept)).toEqual([false]);
    expect(await disagreements()).toEqual([]);
  });
});
