import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { newMember, takeLogos } from '../../../test/fixtures/favorites.ts';
import { buyingCalls, holdsOn, logoState } from '../../../test/fixtures/orders.ts';
import {
  type Caller,
  call,
  changeLogsOf,
  staffCallers,
} from '../../../test/fixtures/staff-logos/staff-logos.fixtures.ts';

/**
 * State changes from the card (SPEC §4) and in bulk: admin only, never 8 by hand, never on a sold
 * or held logo, all or nothing, logged, and consistent when a checkout races the change.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ logos: 40, env: { ORDER_SWEEP_INTERVAL_MS: '0' } });
  ({ admin } = await staffCallers(t));
});
afterAll(() => t.close());

const buying = buyingCalls(() => t);
const setState = (id: number, body: object, locale = 'en') =>
  call(t, admin, 'POST', `/api/logo/${id}/update-state`, body, locale);
const bulk = (body: object, locale = 'en') => call(t, admin, 'POST', '/api/logo/update-state', body, locale);
const stateLogs = async (id: number) => (await changeLogsOf(t, id)).filter((l) => l.field === 'state');

/** A member's checkout holding the logo (as while a card payment runs). */
async function holdByCheckout(id: number): Promise<void> {
  const m = await newMember(t);
  const items = await buying.fillCart(m, [id]);
  const res = await buying.intent(m, items);
  if (res.statusCode !== 200) throw new Error(`intent: ${res.statusCode} ${res.body}`);
}

describe(`POST /api/logo/{id}/update-state (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('changes the state at once, logs old → new, and changes nothing when the state is the same', async () => {
    const [id] = await takeLogos(t, 1);
    const res = await setState(id!, { logoId: id, state: 7 }, 'ja');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { logo_id: id, state: 7, changed: true },
      message: '状態を変更しました。',
    });
    expect(await logoState(t, id!)).toBe(7);
    expect(await stateLogs(id!)).toEqual([
      { user_id: admin.id, field: 'state', old_value: '0', new_value: '7' },
    ]);
    const again = await setState(id!, { state: 7 });
    expect(again.json()).toEqual({
      data: { logo_id: id, state: 7, changed: false },
      message: 'The state was changed.',
    });
    expect(await stateLogs(id!)).toHaveLength(1);
    // A stopped logo leaves the shop at once.
    expect((await call(t, { id: 0, headers: {} }, 'GET', `/api/logo/${id}`)).statusCode).toBe(404);
    expect((await setState(id!, { state: 0 })).statusCode).toBe(200);
    expect((await call(t, { id: 0, headers: {} }, 'GET', `/api/logo/${id}`)).statusCode).toBe(200);
  });

  it('never sets 8 (sold) or 9 by hand, and checks logoId against the path', async () => {
    const [id] = await takeLogos(t, 1);
    for (const state of [8, 9, 1, 2.5]) {
      const res = await setState(id!, { state });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.state).toEqual([
        'The state must be 0 (normal), 2 (negotiating) or 7 (stopped). Sold (8) is set by orders only.',
      ]);
    }
    const ja = await setState(id!, { state: 8 }, 'ja');
    expect(ja.json().message).toBe(
      '状態は0（通常）、2（商談中）、7（停止）のいずれかにしてください。8（売約済み）は注文でのみ設定されます。',
    );
    const mismatch = await setState(id!, { logoId: id! + 1, state: 2 });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors.logoId).toEqual(['The logo id does not match the logo in the address.']);
    expect(await logoState(t, id!)).toBe(0);
    expect((await setState(2_000_000_000, { state: 2 })).statusCode).toBe(404);
    expect(await stateLogs(id!)).toEqual([]);
  });

  it('refuses a sold logo and one a checkout holds (409), leaving both as they were', async () => {
    const [sold, held] = await takeLogos(t, 2);
    await t.database.db.execute(sql`update logos set state = 8 where id = ${sold}`);
    const a = await setState(sold!, { state: 0 });
    expect(a.statusCode).toBe(409);
    expect(a.json().message).toBe('This logo is sold, so its state can no longer change.');
    expect(await logoState(t, sold!)).toBe(8);
    await holdByCheckout(held!);
    const b = await setState(held!, { state: 7 }, 'ja');
    expect(b.statusCode).toBe(409);
    expect(b.json().message).toBe('このロゴはお客様がお支払い手続き中のため、状態を変更できません。');
    expect(await logoState(t, held!)).toBe(2);
    expect(await holdsOn(t, [held!])).toBe(1);
    expect(await stateLogs(sold!)).toEqual([]);
    expect(await stateLogs(held!)).toEqual([]);
  });

  it('ends consistent when a state change races a checkout for the same logo', async () => {
    // How far the change starts after the checkout (ms; below 0, the checkout starts after the
    // change). Both ends decide the order on any machine; the rounds near 0 race for real.
    const offsets = [-320, -80, -20, -5, 0, 0, 2, 5, 10, 20, 40, 80, 160, 320];
    const after = <T>(ms: number, send: () => Promise<T>) =>
      ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)).then(send) : send();
    const logos = await takeLogos(t, offsets.length);
    const outcomes = new Set<string>();
    for (const [round, id] of logos.entries()) {
      const m = await newMember(t);
      const items = await buying.fillCart(m, [id]);
      const total = (await buying.summary(m, items)).total;
      const offset = offsets[round] ?? 0;
      const [change, intent] = await Promise.all([
        after(offset, () => setState(id, { state: 7 })),
        after(-offset, () =>
          buying.inject(m, 'POST', '/api/create-pay-intent', { items, amount: total, currency: 'usd' }),
        ),
      ]);
      const state = await logoState(t, id);
      const holds = await holdsOn(t, [id]);
      if (intent.statusCode === 200) {
        outcomes.add('checkout first');
        expect(change.statusCode).toBe(409);
        expect([state, holds]).toEqual([2, 1]);
        expect(await stateLogs(id)).toEqual([]);
      } else {
        outcomes.add('change first');
        expect(change.statusCode).toBe(200);
        expect([state, holds]).toEqual([7, 0]);
        expect(await stateLogs(id)).toEqual([
          { user_id: admin.id, field: 'state', old_value: '0', new_value: '7' },
        ]);
      }
    }
    expect([...outcomes].sort()).toEqual(['change first', 'checkout first']);
  });
});

describe('POST /api/logo/update-state (bulk)', () => {
  it('changes every logo in one go and says which were already in the state', async () => {
    const [a, b, c] = await takeLogos(t, 3);
    await t.database.db.execute(sql`update logos set state = 2 where id = ${c}`);
    const res = await bulk({ logo_ids: [c, a, b], state: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ changed: [a, b].sort((x, y) => x! - y!), unchanged: [c] });
    for (const id of [a, b, c]) expect(await logoState(t, id!)).toBe(2);
    expect(await stateLogs(a!)).toEqual([
      { user_id: admin.id, field: 'state', old_value: '0', new_value: '2' },
    ]);
    expect(await stateLogs(c!)).toEqual([]);
  });

  it('changes none when one cannot change, and names each that cannot', async () => {
    const [a, sold, held] = await takeLogos(t, 3);
    await t.database.db.execute(sql`update logos set state = 8 where id = ${sold}`);
    await holdByCheckout(held!);
    const res = await bulk({ logo_ids: [a, sold, held, 2_000_000_000], state: 7 });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Some logos cannot change, so none was changed.',
      errors: {
        [`logo_ids.${sold}`]: ['This logo is sold, so its state can no longer change.'],
        [`logo_ids.${held}`]: ['A customer is paying for this logo right now, so its state cannot change.'],
        'logo_ids.2000000000': ['The logo was not found.'],
      },
    });
    expect([await logoState(t, a!), await logoState(t, sold!), await logoState(t, held!)]).toEqual([0, 8, 2]);
    expect(await stateLogs(a!)).toEqual([]);
  });

  it('refuses empty, repeated or more than 100 ids, and state 8', async () => {
    const message = 'Choose between 1 and 100 different logos.';
    for (const logo_ids of [[], [1, 1], Array.from({ length: 101 }, (_, i) => i + 1)]) {
      const res = await bulk({ logo_ids, state: 7 });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.logo_ids).toEqual([message]);
    }
    const eight = await bulk({ logo_ids: [1], state: 8 });
    expect(eight.statusCode).toBe(422);
  });
});
