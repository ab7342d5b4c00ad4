import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { callsOf, type Member, newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, makeStaff } from '../../../test/fixtures/orders.ts';

/**
 * The keep-to-purchase figure on real calls: keeps made, released and bought through the shop's
 * own API (the card flow with the built-in test gateway), counted in today's default period.
 */
let t: TestApp;
let admin: Member;
let designer: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 20, env: { ORDER_SWEEP_INTERVAL_MS: '0', KEEP_SWEEP_INTERVAL_MS: '0' } });
  admin = await makeStaff(t, await newMember(t), 'admin');
  designer = await makeStaff(t, await newMember(t), 'designer');
});
afterAll(() => t.close());

const fav = callsOf(() => t);
const buying = buyingCalls(() => t);
const conversion = async (who: Member) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/dashboard/stats', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data.conversion;
};

it('counts a kept-then-bought logo as converted, and a keep released before buying as not', async () => {
  expect(await conversion(admin)).toEqual({ keeps: 0, purchased: 0, rate: null });
  const [a, b, c] = [await newMember(t), await newMember(t), await newMember(t)];
  const [x, y, z, w] = (await takeLogos(t, 4)) as [number, number, number, number];
  await t.database.db.execute(sql`update logos set designer_id = ${designer.id} where id = ${x}`);

  // a keeps x and buys it while the keep holds.
  expect((await fav.keep(a, x, true)).statusCode).toBe(200);
  expect((await buying.buy(a, [x])).res.statusCode).toBe(201);
  // b keeps y, releases it, then buys it: the keep did not turn into the purchase.
  expect((await fav.keep(b, y, true)).statusCode).toBe(200);
  expect((await fav.keep(b, y, false)).statusCode).toBe(200);
  expect((await buying.buy(b, [y])).res.statusCode).toBe(201);
  // c keeps z and is still keeping it; a buys w without keeping it.
  expect((await fav.keep(c, z, true)).statusCode).toBe(200);
  expect((await buying.buy(a, [w])).res.statusCode).toBe(201);

  expect(await conversion(admin)).toEqual({ keeps: 3, purchased: 1, rate: 0.3333 });
  expect(await conversion(designer)).toEqual({ keeps: 1, purchased: 1, rate: 1 });
});
