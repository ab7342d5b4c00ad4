import { describe, expect, it } from 'vitest';
import { checkoutLineIds, choiceAfterMerge, currentChosenIds, parsePrepareOrder } from './prepare-order.ts';

describe('prepareOrderData', () => {
  it('keeps well-formed lines, left-out logos and method and drops the rest', () => {
    expect(
      parsePrepareOrder({
        paymentMethod: { id: 1, name: 'card' },
        cart: [{ id: 3, logo_id: 10 }, { id: 'x', logo_id: 2 }, null, { id: 4, logo_id: 11, extra: true }],
        leftOut: [12, 'x', null, 13, 12, -3, 2.5],
      }),
    ).toEqual({
      paymentMethod: { id: 1, name: 'card' },
      cart: [
        { id: 3, logo_id: 10 },
        { id: 4, logo_id: 11 },
      ],
      leftOut: [12, 13],
    });
    expect(parsePrepareOrder({ cart: [], paymentMethod: { id: 0 } })).toEqual({
      paymentMethod: null,
      cart: [],
      leftOut: [],
    });
    // A method chosen with no choice of lines yet: the lines stay undecided.
    expect(parsePrepareOrder({ paymentMethod: { id: 1, name: 'card' }, cart: 'x' })).toEqual({
      paymentMethod: { id: 1, name: 'card' },
      cart: null,
      leftOut: [],
    });
    expect(parsePrepareOrder('x')).toBeNull();
  });

  it('finds the chosen lines in the current cart by logo, once each', () => {
    const items = [
      { id: 7, logo_id: 10 },
      { id: 9, logo_id: 12 },
    ];
    // Line 3 of logo 10 became line 7 when the guest cart merged; logo 11 left the cart.
    expect(
      currentChosenIds(
        [
          { id: 3, logo_id: 10 },
          { id: 4, logo_id: 11 },
          { id: 9, logo_id: 12 },
          { id: 9, logo_id: 12 },
        ],
        items,
      ),
    ).toEqual([7, 9]);
  });

  it('pays for the ticked lines, or for every line of the server’s cart when the browser holds no choice', () => {
    const items = [
      { id: 7, logo_id: 10 },
      { id: 9, logo_id: 12 },
    ];
    // Issue 24: a new session (nothing stored, or only a method) used to have "nothing to pay".
    expect(checkoutLineIds(null, items)).toEqual([7, 9]);
    expect(
      checkoutLineIds({ paymentMethod: { id: 1, name: 'card' }, cart: null, leftOut: [] }, items),
    ).toEqual([7, 9]);
    expect(
      checkoutLineIds({ paymentMethod: null, cart: [{ id: 9, logo_id: 12 }], leftOut: [10] }, items),
    ).toEqual([9]);
    // Everything unticked in the cart: nothing to pay.
    expect(checkoutLineIds({ paymentMethod: null, cart: [], leftOut: [10, 12] }, items)).toEqual([]);
  });

  it('after a guest cart merges, leaves out the member’s own lines the browser never showed', () => {
    // The guest ticked logo 10 and unticked 11; the member's cart also held 12 and 13.
    const stored = {
      paymentMethod: null,
      cart: [{ id: 3, logo_id: 10 }],
      leftOut: [11],
    };
    const merged = [{ logo_id: 10 }, { logo_id: 11 }, { logo_id: 12 }, { logo_id: 13 }];
    const after = choiceAfterMerge(stored, merged);
    expect(after).toEqual({ paymentMethod: null, cart: [{ id: 3, logo_id: 10 }], leftOut: [11, 12, 13] });
    expect(
      checkoutLineIds(after, [
        { id: 7, logo_id: 10 },
        { id: 8, logo_id: 11 },
        { id: 9, logo_id: 12 },
        { id: 5, logo_id: 13 },
      ]),
    ).toEqual([7]);
    // Nothing new: the same record; no choice held: every line stays chosen.
    expect(choiceAfterMerge(stored, [{ logo_id: 10 }])).toBe(stored);
    expect(choiceAfterMerge(null, merged)).toBeNull();
    const undecided = { paymentMethod: null, cart: null, leftOut: [] };
    expect(choiceAfterMerge(undecided, merged)).toBe(undecided);
  });
});
