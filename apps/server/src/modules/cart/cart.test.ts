import { MAX_CART_ITEMS } from '@logoya/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { CART_MSG, cartCalls } from '../../../test/fixtures/cart.ts';
import { callsOf, type Member, newMember, setState, takeLogos } from '../../../test/fixtures/favorites.ts';

let t: TestApp;
let a: Member;
let b: Member;

beforeAll(async () => {
  t = await createTestApp({ logos: 80 });
  a = await newMember(t);
  b = await newMember(t);
});
afterAll(() => t.close());

const cart = cartCalls(() => t);
const fav = callsOf(() => t);

describe('adding', () => {
  it("adds a logo with its names and options, priced in the caller's language with tax included", async () => {
    const [id] = await takeLogos(t, 1);
    const res = await cart.add(a, { logo_id: id, logo_manual: true, logo_motion: false }, null, 'ja');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('カートに追加しました');
    const line = body.data.items.find((i: { logo_id: number }) => i.logo_id === id);
    expect(line).toMatchObject({
      sub_name: 'Sakura Cafe',
      main_name: 'SAKURA',
      logo_manual: true,
      quantity: 1,
      valid: true,
      currency: 'JPY',
    });
    expect(line.price).toBe(line.logo_price + line.logo_manual_price);
    expect(line.logo_motion_price).toBe(0);
    expect(body.data.cart_id).toBeNull();
    // The same cart in English is priced in dollars.
    const en = await cart.get(a);
    expect(en.body.data.items.find((i) => i.logo_id === id)).toMatchObject({ currency: 'USD' });
  });

  it("refuses a duplicate with the spec's message", async () => {
    const [id] = await takeLogos(t, 1);
    expect((await cart.add(a, { logo_id: id })).statusCode).toBe(201);
    const again = await cart.add(a, { logo_id: id });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CART_MSG.exists);
  });

  it('needs the sub name and main name', async () => {
    const [id] = await takeLogos(t, 1);
    const res = await cart.add(a, { logo_id: id, sub_name: ' ', main_name: '' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      sub_name: [CART_MSG.subRequired],
      main_name: [CART_MSG.mainRequired],
    });
  });

  it('answers 422, never 500, to text the database cannot store and to malformed ids', async () => {
    const [id] = await takeLogos(t, 1);
    const nul = await cart.add(a, { logo_id: id, sub_name: 'a\u0000b' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors.sub_name).toEqual(['The text contains a character that is not allowed.']);
    for (const logo_id of ['1', 1.5, -3, null]) expect((await cart.add(a, { logo_id })).statusCode).toBe(422);
    expect((await cart.remove(a, 99_999_999_999)).statusCode).toBe(404);
  });

  it('refuses sold and negotiating logos (409) and stopped, deleted and unknown ones (404)', async () => {
    const [sold, nego, stopped, deleted] = await takeLogos(t, 4);
    await setState(t, sold!, 8);
    await setState(t, nego!, 2);
    await setState(t, stopped!, 7);
    await setState(t, deleted!, 9);
    for (const id of [sold, nego]) {
      const res = await cart.add(a, { logo_id: id });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(CART_MSG.unavailable);
    }
    for (const id of [stopped, deleted, 99_999]) {
      const res = await cart.add(a, { logo_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(CART_MSG.notFound);
    }
    // An id past the database's integer range is refused by the contract (bodyId), as every body id.
    expect((await cart.add(a, { logo_id: 3_000_000_000 })).statusCode).toBe(422);
  });

  it('lets a member add the logo they keep, but not one another member keeps', async () => {
    const [id] = await takeLogos(t, 1);
    expect((await fav.keep(b, id!, true)).statusCode).toBe(200);
    const other = await cart.add(a, { logo_id: id });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(CART_MSG.keptByOther);
    expect((await cart.add(b, { logo_id: id })).statusCode).toBe(201);
  });

  it(`holds at most ${MAX_CART_ITEMS} lines, even when the adds arrive together`, async () => {
    const m = await newMember(t);
    const ids = await takeLogos(t, MAX_CART_ITEMS + 5);
    const answers = await Promise.all(ids.map((id) => cart.add(m, { logo_id: id })));
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(MAX_CART_ITEMS);
    expect(answers.filter((r) => r.statusCode === 409)).toHaveLength(5);
    expect((await cart.get(m)).body.data.count).toBe(MAX_CART_ITEMS);
  });
});

describe('guest cart', () => {
  it('gives a guest an anonymous cart id and merges it at sign-in, dropping duplicates', async () => {
    const [x, y] = await takeLogos(t, 2);
    const first = await cart.add(null, { logo_id: x });
    expect(first.statusCode).toBe(201);
    const cartId = first.json().data.cart_id as string;
    expect(cartId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await cart.add(null, { logo_id: y, main_name: 'GUEST' }, cartId)).statusCode).toBe(201);
    expect((await cart.get(null, cartId)).body.data.count).toBe(2);
    // Without the id a guest has an empty cart; an id of the wrong shape is refused.
    expect((await cart.get(null)).body.data.count).toBe(0);
    expect((await cart.get(null, 'not-a-cart')).status).toBe(422);

    const m = await newMember(t);
    await cart.add(m, { logo_id: y, main_name: 'MEMBER' });
    const merged = await cart.get(m, cartId);
    expect(merged.body.data.cart_id).toBeNull();
    expect(merged.body.data.items.map((i) => i.logo_id).sort()).toEqual([x, y].sort());
    // The member's own line of y wins over the guest's duplicate.
    expect(merged.body.data.items.find((i) => i.logo_id === y)?.main_name).toBe('MEMBER');
    // The guest cart is gone.
    expect((await cart.get(null, cartId)).body.data.count).toBe(0);
  });
});

describe('changing lines', () => {
  it('updates names and options, removes lines, and answers 404 for lines of another cart', async () => {
    const [id] = await takeLogos(t, 1);
    const added = (await cart.add(a, { logo_id: id }))
      .json()
      .data.items.find((i: { logo_id: number }) => i.logo_id === id);
    const changed = await cart.update(a, added.id, {
      sub_name: 'New sub',
      main_name: 'NEW',
      logo_motion: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.items.find((i: { id: number }) => i.id === added.id)).toMatchObject({
      sub_name: 'New sub',
      logo_motion: true,
    });
    expect((await cart.update(b, added.id, { sub_name: 'x', main_name: 'y' })).statusCode).toBe(404);
    expect((await cart.remove(b, added.id)).statusCode).toBe(404);
    expect((await cart.remove(a, added.id)).statusCode).toBe(200);
    expect((await cart.remove(a, added.id)).statusCode).toBe(404);
  });

  it('saves for later: the logo becomes a favourite and leaves the cart; guests must sign in', async () => {
    const [id] = await takeLogos(t, 1);
    const line = (await cart.add(a, { logo_id: id }))
      .json()
      .data.items.find((i: { logo_id: number }) => i.logo_id === id);
    expect((await cart.saveForLater(null, line.id)).statusCode).toBe(401);
    const res = await cart.saveForLater(a, line.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.some((i: { logo_id: number }) => i.logo_id === id)).toBe(false);
    expect((await fav.cardOf(a, id!)).is_like).toBe(true);
  });

  it('marks a line invalid when its logo is sold, stopped or kept by another member', async () => {
    const [sold, stopped, kept] = await takeLogos(t, 3);
    const m = await newMember(t);
    for (const id of [sold, stopped, kept]) await cart.add(m, { logo_id: id });
    await setState(t, sold!, 8);
    await setState(t, stopped!, 7);
    await fav.keep(b, kept!, true);
    const items = (await cart.get(m)).body.data.items;
    const reason = (id: number | undefined) => items.find((i) => i.logo_id === id);
    expect(reason(sold)).toMatchObject({ valid: false, invalid_reason: 'sold' });
    expect(reason(stopped)).toMatchObject({ valid: false, invalid_reason: 'unavailable' });
    expect(reason(kept)).toMatchObject({ valid: false, invalid_reason: 'kept_by_other' });
  });
});
