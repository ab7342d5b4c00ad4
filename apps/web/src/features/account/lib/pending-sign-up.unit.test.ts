import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWindow } from '../../../../test/fake-window.ts';
import {
  forgetPendingSignUp,
  PENDING_SIGN_UP_MS,
  pendingSignUp,
  rememberPendingSignUp,
} from './pending-sign-up.ts';

const store = new Map<string, string>();
fakeWindow({
  sessionStorage: {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  },
});

describe('the pending sign-up kept for the code step (session storage)', () => {
  beforeEach(() => store.clear());

  it('keeps the address and when its code went out, never a password', () => {
    rememberPendingSignUp('hana@example.test', 1_000);
    expect(pendingSignUp(2_000)).toBe('hana@example.test');
    expect(JSON.parse(store.get('logoya.pendingSignUp') ?? '')).toEqual({
      email: 'hana@example.test',
      at: 1_000,
    });
  });

  it('offers it for an hour, then not', () => {
    rememberPendingSignUp('hana@example.test', 0);
    expect(pendingSignUp(PENDING_SIGN_UP_MS)).toBe('hana@example.test');
    expect(pendingSignUp(PENDING_SIGN_UP_MS + 1)).toBeNull();
  });

  it('forgets it, and reads nothing from odd values', () => {
    rememberPendingSignUp('hana@example.test', 0);
    forgetPendingSignUp();
    expect(pendingSignUp(1)).toBeNull();
    for (const raw of [
      '{',
      '"x"',
      '{"email":"","at":0}',
      '{"email":"a@b.test"}',
      '{"email":"a@b.test","at":"0"}',
    ]) {
      store.set('logoya.pendingSignUp', raw);
      expect(pendingSignUp(1)).toBeNull();
    }
    // A time ahead of now (a changed clock) is not trusted.
    rememberPendingSignUp('hana@example.test', 10);
    expect(pendingSignUp(5)).toBeNull();
  });
});
