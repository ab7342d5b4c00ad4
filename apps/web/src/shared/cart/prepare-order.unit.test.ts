import { describe, expect, it } from 'vitest';
import { currentChosenIds, parsePrepareOrder } from './prepare-order.ts';

describe('prepareOrderData', () => {
  it('keeps well-formed lines and method and drops the rest', () => {
    expect(
      parsePrepareOrder({
        paymentMethod: { id: 1, name: 'card' },
        cart: [{ id: 3, logo_id: 10 }, { id: 'x', logo_id: 2 }, null, { id: 4, logo_id: 11, extra: true }],
      }),
    ).toEqual({
      paymentMethod: { id: 1, name: 'card' },
      cart: [
        { id: 3, logo_id: 10 },
        { id: 4, logo_id: 11 },
      ],
    });
    expect(parsePrepareOrder({ cart: [], paymentMethod: { id: 0 } })).toEqual({
      cart: [],
      paymentMethod: null,
    });
    expect(parsePrepareOrder('x')).toBeNull();
    expect(parsePrepareOrder({ cart: 'x' })).toBeNull();
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
});
