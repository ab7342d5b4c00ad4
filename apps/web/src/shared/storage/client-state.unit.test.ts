import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWindow } from '../../../test/fake-window.ts';
import { CLIENT_STATE_KEY } from '../auth/session-storage.ts';
import {
  notifyClientState,
  readClientEntry,
  readClientPart,
  subscribeClientState,
  writeClientEntry,
  writeClientPart,
} from './client-state.ts';

const store = new Map<string, string>();
let full = false;
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => {
    if (full) throw new Error('QuotaExceededError');
    store.set(key, value);
  },
};
const handlers = new Set<(event: { key: string | null }) => void>();
fakeWindow({
  localStorage,
  addEventListener: (_: string, handler: (event: { key: string | null }) => void) => handlers.add(handler),
  removeEventListener: (_: string, handler: (event: { key: string | null }) => void) =>
    handlers.delete(handler),
});

describe('client state parts in localStorage["logoya"]', () => {
  beforeEach(() => {
    store.clear();
    full = false;
  });

  it('replaces one part and keeps the others', () => {
    store.set(
      CLIENT_STATE_KEY,
      JSON.stringify({ authentication: { loggedIn: true }, system: { menu: 'x' } }),
    );
    expect(writeClientPart('recently', { keywordRecently: [] })).toBe(true);
    expect(JSON.parse(store.get(CLIENT_STATE_KEY) ?? '')).toEqual({
      authentication: { loggedIn: true },
      system: { menu: 'x' },
      recently: { keywordRecently: [] },
    });
    expect(readClientPart('recently')).toEqual({ keywordRecently: [] });
    expect(readClientPart('data')).toBeUndefined();
  });

  it('starts afresh from a malformed value and survives a full storage', () => {
    store.set(CLIENT_STATE_KEY, '{broken');
    expect(readClientPart('recently')).toBeUndefined();
    writeClientPart('recently', 1);
    expect(JSON.parse(store.get(CLIENT_STATE_KEY) ?? '')).toEqual({ recently: 1 });
    full = true;
    expect(writeClientPart('recently', 2)).toBe(false);
    expect(readClientPart('recently')).toBe(1);
  });

  it('tells subscribers about changes here and in other tabs, until they leave', () => {
    let calls = 0;
    const leave = subscribeClientState(() => calls++);
    notifyClientState();
    for (const handler of handlers) handler({ key: CLIENT_STATE_KEY });
    for (const handler of handlers) handler({ key: 'logoya.lang' });
    expect(calls).toBe(2);
    leave();
    notifyClientState();
    expect(calls).toBe(2);
    expect(handlers.size).toBe(0);
  });

  it('replaces one entry of a part, keeps its siblings and removes an entry set to undefined', () => {
    store.set(CLIENT_STATE_KEY, JSON.stringify({ system: { menu: 'dashboard' }, data: { a: 1 } }));
    let calls = 0;
    const leave = subscribeClientState(() => calls++);
    expect(writeClientEntry('system', 'prepareOrderData', { cart: [1] })).toBe(true);
    expect(readClientEntry('system', 'prepareOrderData')).toEqual({ cart: [1] });
    expect(readClientEntry('system', 'menu')).toBe('dashboard');
    writeClientEntry('system', 'menu', undefined);
    expect(JSON.parse(store.get(CLIENT_STATE_KEY) ?? '')).toEqual({
      system: { prepareOrderData: { cart: [1] } },
      data: { a: 1 },
    });
    expect(calls).toBe(2);
    leave();
  });

  it('starts a part afresh when it is not an object', () => {
    store.set(CLIENT_STATE_KEY, JSON.stringify({ system: [1, 2] }));
    expect(readClientEntry('system', 'order')).toBeUndefined();
    writeClientEntry('system', 'order', 5);
    expect(readClientEntry('system', 'order')).toBe(5);
  });
});
