import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CART_MSG } from '../../../test/fixtures/cart.ts';
import { type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import {
  buyingCalls,
  CARDS,
  expireEverything,
  holdsOn,
  logoState,
  makeStaff,
  ordersOfLogo,
} from '../../../test/fixtures/orders.ts';
import { rows } from '../../platform/db/db.ts';
import { sweepOrders } from './order-sweep.ts';
import { settleIntent } from './settle.service.ts';

/**
 * Racing buyers on real concurrent PostgreSQL connections (PGlite has one connection, so a race
 * there proves nothing). 100 buyers race for one logo, 50 times over.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const BUYERS = 100;
const ROUNDS = 50;

let t: TestApp;
let buyers: Member[];

beforeAll(async () => {
  if (!onPostgres) return;
  t = await createTestApp({
    logos: ROUNDS * 2 + 200,
    env: { ORDER_SWEEP_INTERVAL_MS: '0', DATABASE_POOL_MAX: '20' },
  });
  buyers = await Promise.all(Array.from({ length: BUYERS }, () => newMember(t)));
}, 120_000);
afterAll(() => t?.close());

const buying = buyingCalls(() => t);
const pause = () => new Promise((resolve) => setTimeout(resolve, 2));
/** Statements of this test database waiting for a lock now. */
async function lockWaiters(): Promise<number> {
  const [waiting] = await rows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
  );
  return Number(waiting?.n);
}

describe.skipIf(!onPostgres)('racing buyers (PostgreSQL)', () => {
  it(`sells a logo once when ${BUYERS} buyers race for it, ${ROUNDS} times`, async () => {
    const logos = await takeLogos(t, ROUNDS);
    for (const logo of logos) {
      // Every buyer has the logo in the cart, priced as they saw it.
      const lines = await Promise.all(buyers.map((m) => buying.fillCart(m, [logo])));
      const total = (await buying.summary(buyers[0]!, lines[0]!)).total;
      const answers = await Promise.all(
        buyers.map(async (m, i) => ({
          res: await buying.inject(m, 'POST', '/api/create-pay-intent', {
            items: lines[i],
            amount: total,
            currency: 'usd',
          }),
          m,
        })),
      );
      const winners = answers.filter((a) => a.res.statusCode === 200);
      expect(winners, `logo ${logo}`).toHaveLength(1);
      const losers = answers.filter((a) => a.res.statusCode !== 200);
      expect(losers.every((a) => a.res.statusCode === 409 && a.res.json().message === CART_MSG.held)).toBe(
        true,
      );

      // The winner pays; the browser reports it five times while the gateway's listener settles it too.
      const { payment_intent, client_secret } = winners[0]!.res.json().data;
      await buying.confirm(payment_intent, client_secret, CARDS.ok);
      const reports = await Promise.all([
        ...Array.from({ length: 5 }, () => buying.order(winners[0]!.m, payment_intent)),
        settleIntent(t.app.ordersDeps, payment_intent),
      ]);
      const orderIds = new Set(
        reports
          .slice(0, 5)
          .map((r) => (r as { json(): { data: { order: { id: number } } } }).json().data.order.id),
      );
      expect(orderIds.size).toBe(1);
      expect(await ordersOfLogo(t, logo)).toHaveLength(1);
      expect(await logoState(t, logo)).toBe(8);
      expect(await holdsOn(t, [logo])).toBe(0);
      // The losers clear the sold logo from their carts before the next round.
      await t.database.db.execute(sql`delete from cart_items where logo_id = ${logo}`);
    }
    const [sold] = await rows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_logos ol join orders o on o.id = ol.order_id where o.status = 2 and ol.logo_id = any(${sql.raw(`array[${logos.join(',')}]::int[]`)})`,
    );
    expect(Number(sold?.n)).toBe(ROUNDS);
  }, 600_000);

  // How long the race's losers wait is measured by `npm run bench:buying` (its race row).
  it("refuses a buyer who asks after the winner's hold without queueing on the logo's row lock", async () => {
    const [logo] = await takeLogos(t, 1);
    const [winner, late] = [buyers[1]!, buyers[2]!];
    const winnerLines = await buying.fillCart(winner, [logo!]);
    const lateLines = await buying.fillCart(late, [logo!]);
    expect((await buying.intent(winner, winnerLines)).statusCode).toBe(200);
    const total = (await buying.summary(late, lateLines)).total;
    // Another transaction (a staff change, a settle) has the logo's row locked while the late
    // buyer asks: either the answer comes first, or the buyer's statement shows up waiting for a
    // lock in this database.
    let answer: ReturnType<typeof buying.inject> | undefined;
    const first = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from logos where id = ${logo} for update`);
      let answered = false;
      answer = buying
        .inject(late, 'POST', '/api/create-pay-intent', { items: lateLines, amount: total, currency: 'usd' })
        .finally(() => {
          answered = true;
        });
      const queued = (async () => {
        while (!answered) {
          if ((await lockWaiters()) > 0) return 'queued on the lock' as const;
          await pause();
        }
        return 'answered' as const;
      })();
      return Promise.race([answer.then(() => 'answered' as const), queued]);
    });
    expect(first).toBe('answered');
    const refused = await answer!;
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(CART_MSG.held);
    expect(await holdsOn(t, [logo!])).toBe(1);
  });

  it("locks a new logo before releasing the buyer's earlier attempt, so it never waits holding the counter rows", async () => {
    const [earlier, wanted] = await takeLogos(t, 2);
    const buyer = buyers[3]!;
    expect((await buying.intent(buyer, await buying.fillCart(buyer, [earlier!]))).statusCode).toBe(200);
    const lines = await buying.fillCart(buyer, [wanted!]);
    const total = (await buying.summary(buyer, lines)).total;
    // Another sale has the wanted logo locked and is about to move its state, which moves the
    // shared counter rows of logo states (ADR 0039). Had the buyer released the earlier attempt
    // first, it would wait for the logo holding those rows, and the other sale would deadlock on
    // them (ADR 0071).
    let answer: ReturnType<typeof buying.inject> | undefined;
    const [counters] = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from logos where id = ${wanted} for update`);
      let answered = false;
      answer = buying
        .inject(buyer, 'POST', '/api/create-pay-intent', { items: lines, amount: total, currency: 'usd' })
        .finally(() => {
          answered = true;
        });
      // Until the buyer waits for the logo (or, wrongly, is answered without waiting).
      while (!answered && (await lockWaiters()) === 0) await pause();
      return rows<{ all: number; free: number }>(
        tx,
        sql`select (select count(*)::int from logo_card_counts) as all,
                   (select count(*)::int from (select state from logo_card_counts for update skip locked) x) as free`,
      );
    });
    expect(Number(counters?.free)).toBe(Number(counters?.all));
    expect((await answer!).statusCode).toBe(200);
    expect(await holdsOn(t, [earlier!])).toBe(0);
    expect(await holdsOn(t, [wanted!])).toBe(1);
  });

  it('sells once when 30 buyers who each left a card attempt open race for one logo', async () => {
    const racers = buyers.slice(10, 40);
    for (let round = 0; round < 5; round++) {
      const own = await takeLogos(t, racers.length);
      const [wanted] = await takeLogos(t, 1);
      // Each racer's unfinished attempt holds a logo of their own, released by their next checkout.
      const opened = await Promise.all(
        racers.map(async (m, i) => (await buying.intent(m, await buying.fillCart(m, [own[i]!]))).statusCode),
      );
      expect(opened.every((status) => status === 200)).toBe(true);
      const lines = await Promise.all(racers.map((m) => buying.fillCart(m, [wanted!])));
      const total = (await buying.summary(racers[0]!, lines[0]!)).total;
      const answers = await Promise.all(
        racers.map((m, i) =>
          buying.inject(m, 'POST', '/api/create-pay-intent', {
            items: lines[i],
            amount: total,
            currency: 'usd',
          }),
        ),
      );
      const statuses = answers.map((r) => r.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(answers.filter((r) => r.statusCode === 409 && r.json().message === CART_MSG.held)).toHaveLength(
        racers.length - 1,
      );
      // The winner's earlier attempt was released; the refused buyers keep theirs.
      expect(await holdsOn(t, [wanted!])).toBe(1);
      expect(await holdsOn(t, own)).toBe(racers.length - 1);
      await t.database.db.execute(sql`delete from cart_items where logo_id = ${wanted}`);
    }
  }, 300_000);

  it('confirms a QR transfer once when ten confirmations and the expiry sweep race for it', async () => {
    const admin = await makeStaff(t, await newMember(t), 'admin');
    const buyer = buyers[0]!;
    const [logo] = await takeLogos(t, 1);
    const items = await buying.fillCart(buyer, [logo!], 'vi');
    const total = (await buying.summary(buyer, items, 'vi')).total;
    const created = await buying.inject(
      buyer,
      'POST',
      '/api/order-qa',
      { products: items, amount: total, payment_method_id: 2 },
      'vi',
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await expireEverything(t);
    const [sweep, ...answers] = await Promise.all([
      sweepOrders(t.app.ordersDeps),
      ...Array.from({ length: 10 }, () => buying.inject(admin, 'PUT', `/api/order/update-status/${id}`, {})),
    ]);
    const ok = answers.filter((r) => r.statusCode === 200);
    // Either one confirmation wins (and the sweep finds nothing to expire), or the sweep wins and
    // every confirmation is refused: never both, never twice.
    expect(ok.length + (sweep as { expiredOrders: number }).expiredOrders).toBe(1);
    expect(answers.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const [row] = await rows<{ status: number }>(
      t.database.db,
      sql`select status from orders where id = ${id}`,
    );
    expect(await logoState(t, logo!)).toBe(ok.length === 1 ? 8 : 0);
    expect(Number(row?.status)).toBe(ok.length === 1 ? 2 : 3);
    expect(await holdsOn(t, [logo!])).toBe(0);
  });
});
