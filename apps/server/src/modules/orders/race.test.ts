import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { rows } from '../../platform/db.ts';
import { CART_MSG } from '../cart/cart.fixtures.ts';
import { type Member, newMember, takeLogos } from '../favorites/favorites.fixtures.ts';
import { sweepOrders } from './order-sweep.ts';
import {
  buyingCalls,
  CARDS,
  expireEverything,
  holdsOn,
  logoState,
  makeStaff,
  ordersOfLogo,
} from './orders.fixtures.ts';
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
    logos: ROUNDS * 2,
    env: { ORDER_SWEEP_INTERVAL_MS: '0', DATABASE_POOL_MAX: '20' },
  });
  buyers = await Promise.all(Array.from({ length: BUYERS }, () => newMember(t)));
}, 120_000);
afterAll(() => t?.close());

const buying = buyingCalls(() => t);

describe.skipIf(!onPostgres)('racing buyers (PostgreSQL)', () => {
  it(`sells a logo once when ${BUYERS} buyers race for it, ${ROUNDS} times`, async () => {
    const logos = await takeLogos(t, ROUNDS);
    let slowest = 0;
    for (const logo of logos) {
      // Every buyer has the logo in the cart, priced as they saw it.
      const lines = await Promise.all(buyers.map((m) => buying.fillCart(m, [logo])));
      const total = (await buying.summary(buyers[0]!, lines[0]!)).total;
      const answers = await Promise.all(
        buyers.map(async (m, i) => {
          const started = performance.now();
          const res = await buying.inject(m, 'POST', '/api/create-pay-intent', {
            items: lines[i],
            amount: total,
            currency: 'usd',
          });
          return { res, ms: performance.now() - started, m };
        }),
      );
      slowest = Math.max(slowest, ...answers.map((a) => a.ms));
      const winners = answers.filter((a) => a.res.statusCode === 200);
      expect(winners, `logo ${logo}`).toHaveLength(1);
      const losers = answers.filter((a) => a.res.statusCode !== 200);
      expect(losers.every((a) => a.res.statusCode === 409 && a.res.json().message === CART_MSG.held)).toBe(
        true,
      );
      expect(losers.every((a) => a.ms < 1000)).toBe(true);

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
    expect(slowest).toBeLessThan(1000);
  }, 600_000);

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
