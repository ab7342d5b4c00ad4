import type { AccountUser } from '@logoya/core';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWindow } from '../../../test/fake-window.ts';
import {
  CLIENT_STATE_KEY,
  readAuthentication,
  SIGNED_OUT,
  type StoredAuthentication,
  sessionOf,
  writeAuthentication,
} from './session-storage.ts';

const store = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};
fakeWindow({ localStorage });

const user = { id: 7, name: 'Aoi', email: 'aoi@example.test' } as AccountUser;
const later = new Date(Date.now() + 3_600_000).toISOString();
const TOKEN = 'k2V0aGlzLWlzLWEtc2VjcmV0LWFjY2Vzcy10b2tlbg';

describe('client session in localStorage["logoya"] (no credential, ADR 0026)', () => {
  beforeEach(() => store.clear());

  it('reads nothing as signed out', () => {
    expect(readAuthentication()).toBe(SIGNED_OUT);
  });

  it('writes the authentication part and keeps the other parts', () => {
    store.set(
      CLIENT_STATE_KEY,
      JSON.stringify({ system: { menu: 'dashboard' }, recently: { keywordRecently: ['a'] } }),
    );
    writeAuthentication({ loggedIn: true, user, expiresAt: later });
    const state = JSON.parse(store.get(CLIENT_STATE_KEY) ?? '{}');
    expect(state.system).toEqual({ menu: 'dashboard' });
    expect(state.recently).toEqual({ keywordRecently: ['a'] });
    expect(state.authentication).toEqual({ loggedIn: true, user, expiresAt: later });
    expect(readAuthentication()).toEqual({ loggedIn: true, user, expiresAt: later });
  });

  it('never writes a token, even when handed an object that carries one', () => {
    const withToken = { loggedIn: true, user, expiresAt: later, token: TOKEN } as StoredAuthentication;
    writeAuthentication(withToken);
    expect(store.get(CLIENT_STATE_KEY)).not.toContain(TOKEN);
    expect(readAuthentication()).toEqual({ loggedIn: true, user, expiresAt: later });
  });

  it('keeps only the user and the expiry of a sign-in answer, never its access_token', () => {
    const answer = { data: { user, expires_at: later, access_token: TOKEN } };
    const session = sessionOf(answer);
    expect(session).toEqual({ user, expires_at: later });
    expect(JSON.stringify(session)).not.toContain(TOKEN);
  });

  it('wipes a token stored by an older version and reads it as signed out', () => {
    store.set(
      CLIENT_STATE_KEY,
      JSON.stringify({
        authentication: { loggedIn: true, user, token: TOKEN, expiresAt: later },
        system: { keep: 'me' },
      }),
    );
    expect(readAuthentication()).toBe(SIGNED_OUT);
    const state = JSON.parse(store.get(CLIENT_STATE_KEY) ?? '{}');
    expect(store.get(CLIENT_STATE_KEY)).not.toContain(TOKEN);
    expect(state.authentication).toEqual(SIGNED_OUT);
    expect(state.system).toEqual({ keep: 'me' });
  });

  it('treats an expired, malformed or user-less entry as signed out', () => {
    writeAuthentication({ loggedIn: true, user, expiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(readAuthentication()).toBe(SIGNED_OUT);
    writeAuthentication({ loggedIn: true, user: null, expiresAt: null });
    expect(readAuthentication()).toBe(SIGNED_OUT);
    writeAuthentication({ loggedIn: false, user, expiresAt: later });
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
