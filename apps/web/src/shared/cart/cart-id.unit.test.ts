import { CART_ID_HEADER as CONTRACT_HEADER } from '@logoya/core/contracts/cart';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWindow } from '../../../test/fake-window.ts';
import { CLIENT_STATE_KEY } from '../auth/session-storage.ts';
import {
  CART_ID_HEADER,
  cartIdHeaders,
  nextCartId,
  readCartId,
  rememberCartId,
  writeCartId,
} from './cart-id.ts';

const store = new Map<string, string>();
fakeWindow({
  localStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, value),
  },
  addEventListener: () => {},
  removeEventListener: () => {},
});

const A = 'a'.repeat(43);
const B = 'b'.repeat(43);

describe('the guest cart id', () => {
  beforeEach(() => store.clear());

  it('is sent in the header the contract names', () => {
    expect(CART_ID_HEADER).toBe(CONTRACT_HEADER);
  });

  it('keeps a new id, forgets the sent one when the server merged it, and ignores stale answers', () => {
    expect(nextCartId(null, null, A)).toBe(A);
    expect(nextCartId(A, A, A)).toBe(A);
    expect(nextCartId(A, A, B)).toBe(B);
    expect(nextCartId(A, A, null)).toBeNull();
    // A call sent before the guest's first add (no id) or with an older id changes nothing.
    expect(nextCartId(A, null, null)).toBe(A);
    expect(nextCartId(B, A, null)).toBe(B);
  });

  it('lives in system.shoppingCart beside the other client state', () => {
    store.set(CLIENT_STATE_KEY, JSON.stringify({ system: { menu: 'dashboard' } }));
    writeCartId(A);
    expect(readCartId()).toBe(A);
    expect(cartIdHeaders()).toEqual({ 'x-cart-id': A });
    expect(JSON.parse(store.get(CLIENT_STATE_KEY) ?? '').system).toEqual({
      menu: 'dashboard',
      shoppingCart: { cart_id: A },
    });
    rememberCartId(A, null);
    expect(readCartId()).toBeNull();
    expect(cartIdHeaders()).toEqual({});
    expect(JSON.parse(store.get(CLIENT_STATE_KEY) ?? '').system).toEqual({ menu: 'dashboard' });
  });

  it('ignores a malformed stored id', () => {
    store.set(CLIENT_STATE_KEY, JSON.stringify({ system: { shoppingCart: { cart_id: 'x y' } } }));
    expect(readCartId()).toBeNull();
  });
});
