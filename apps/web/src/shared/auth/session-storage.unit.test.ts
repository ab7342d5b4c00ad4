import type { AccountUser } from '@logoya/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_STATE_KEY, readAuthentication, SIGNED_OUT, writeAuthentication } from './session-storage.ts';

const store = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};
(globalThis as unknown as { window: unknown }).window = { localStorage };

const user = { id: 7, name: 'Aoi', email: 'aoi@example.test' } as AccountUser;
const later = new Date(Date.now() + 3_600_000).toISOString();

describe('client session in localStorage["logoya"]', () => {
  beforeEach(() => store.clear());

  it('reads nothing as signed out', () => {
    expect(readAuthentication()).toBe(SIGNED_OUT);
  });

  it('writes the authentication part and keeps the other parts', () => {
    store.set(
      CLIENT_STATE_KEY,
      JSON.stringify({ system: { menu: 'dashboard' }, recently: { keywordRecently: ['a'] } }),
    );
    writeAuthentication({ loggedIn: true, user, token: 'abc', expiresAt: later });
    const state = JSON.parse(store.get(CLIENT_STATE_KEY) ?? '{}');
    expect(state.system).toEqual({ menu: 'dashboard' });
    expect(state.recently).toEqual({ keywordRecently: ['a'] });
    expect(state.authentication).toEqual({ loggedIn: true, user, token: 'abc', expiresAt: later });
    expect(readAuthentication()).toEqual({ loggedIn: true, user, token: 'abc', expiresAt: later });
  });

  it('treats an expired, malformed or token-less entry as signed out', () => {
    writeAuthentication({
      loggedIn: true,
      user,
      token: 'abc',
      expiresAt: new Date(Date.now() - 1000).toISOString(),
    });
    expect(readAuthentication()).toBe(SIGNED_OUT);
    writeAuthentication({ loggedIn: true, user, token: null, expiresAt: null });
    expect(readAuthentication()).toBe(SIGNED_OUT);
    store.set(CLIENT_STATE_KEY, '{not json');
    expect(readAuthentication()).toBe(SIGNED_OUT);
    store.set(CLIENT_STATE_KEY, '[1,2]');
    expect(readAuthentication()).toBe(SIGNED_OUT);
  });

  it('starts from an empty state when the stored one is not an object', () => {
    store.set(CLIENT_STATE_KEY, '"text"');
    writeAuthentication(SIGNED_OUT);
    expect(JSON.parse(store.get(CLIENT_STATE_KEY) ?? '')).toEqual({ authentication: SIGNED_OUT });
  });
});
