import { describe, expect, it } from 'vitest';
import { cartBlock } from './cart-block.ts';

const free = { inactive: false, state: 0, kept: false, is_user_kept: false };

describe('cartBlock', () => {
  it('lets a free logo and the member’s own keep (also after it ran out) into the cart', () => {
    expect(cartBlock(free)).toBeNull();
    expect(cartBlock({ ...free, kept: true, is_user_kept: true })).toBeNull();
  });

  it('refuses sold, stopped, deleted and someone else’s kept or negotiating logos', () => {
    expect(cartBlock({ ...free, inactive: true })).toBe('soldOut');
    expect(cartBlock({ ...free, state: 8 })).toBe('soldOut');
    expect(cartBlock({ ...free, state: 7 })).toBe('unavailable');
    expect(cartBlock({ ...free, state: 9 })).toBe('unavailable');
    expect(cartBlock({ ...free, kept: true })).toBe('negotiating');
    expect(cartBlock({ ...free, state: 2, kept: true })).toBe('negotiating');
  });
});
