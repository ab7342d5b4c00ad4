import { beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_STATE_KEY } from '../auth/session-storage.ts';
import { createAnalyticsGate } from './analytics-gate.ts';
import {
  analyticsAllowed,
  CONSENT_VERSION,
  type KeyValueStorage,
  readConsent,
  writeConsent,
} from './consent-state.ts';

const store = new Map<string, string>();
const storage: KeyValueStorage = {
  getItem: (key) => store.get(key) ?? null,
  setItem: (key, value) => void store.set(key, value),
};
const stored = () => JSON.parse(store.get(CLIENT_STATE_KEY) ?? '{}');
const at = new Date('2026-11-23T09:30:00.000Z');

describe('cookie consent in localStorage["logoya"].consent', () => {
  beforeEach(() => store.clear());

  it('has no choice on a first visit, and analytics is off', () => {
    expect(readConsent(storage)).toBeNull();
    expect(analyticsAllowed(readConsent(storage))).toBe(false);
  });

  it('stores an accept with its time and reads it back', () => {
    const record = writeConsent(storage, true, at);
    expect(record).toEqual({ analytics: true, at: '2026-11-23T09:30:00.000Z', version: CONSENT_VERSION });
    expect(readConsent(storage)).toEqual(record);
    expect(analyticsAllowed(readConsent(storage))).toBe(true);
  });

  it('stores a decline, which is a choice (no banner) but keeps analytics off', () => {
    writeConsent(storage, false, at);
    const record = readConsent(storage);
    expect(record).toMatchObject({ analytics: false });
    expect(analyticsAllowed(record)).toBe(false);
  });

  it('keeps the session, cart and recent searches stored beside it', () => {
    const authentication = { loggedIn: true, token: 'abc', user: { id: 1 } };
    store.set(
      CLIENT_STATE_KEY,
      JSON.stringify({ authentication, cart: { items: [3] }, recently: { keywordRecently: ['cafe'] } }),
    );
    writeConsent(storage, true, at);
    writeConsent(storage, false, at);
    expect(stored()).toEqual({
      authentication,
      cart: { items: [3] },
      recently: { keywordRecently: ['cafe'] },
      consent: { analytics: false, at: at.toISOString(), version: CONSENT_VERSION },
    });
  });

  it('replaces a broken client state instead of failing', () => {
    store.set(CLIENT_STATE_KEY, '{not json');
    writeConsent(storage, true, at);
    expect(stored()).toEqual({
      consent: { analytics: true, at: at.toISOString(), version: CONSENT_VERSION },
    });
  });

  it.each([
    ['a string', 'yes'],
    ['no time', { analytics: true, version: CONSENT_VERSION }],
    ['a bad time', { analytics: true, at: 'soon', version: CONSENT_VERSION }],
    ['a non-boolean choice', { analytics: 'true', at: at.toISOString(), version: CONSENT_VERSION }],
    ['an older policy version', { analytics: true, at: at.toISOString(), version: 0 }],
  ])('treats %s as no choice', (_, consent) => {
    store.set(CLIENT_STATE_KEY, JSON.stringify({ consent }));
    expect(readConsent(storage)).toBeNull();
  });

  it('works without storage: the choice holds for the page only', () => {
    expect(readConsent(null)).toBeNull();
    expect(writeConsent(null, true, at).analytics).toBe(true);
    const failing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeConsent(failing, false, at).analytics).toBe(false);
  });
});

describe('analytics gate', () => {
  it('forwards nothing before consent and forwards after an accept', () => {
    let allowed = false;
    const layer: { event: string }[] = [];
    const gate = createAnalyticsGate({ allowed: () => allowed, layer: () => layer });
    expect(gate.push({ event: 'page_view' })).toBe(false);
    expect(layer).toEqual([]);
    allowed = true;
    expect(gate.push({ event: 'purchase', value: 13200, currency: 'JPY' })).toBe(true);
    expect(layer).toEqual([{ event: 'purchase', value: 13200, currency: 'JPY' }]);
  });

  it('stops forwarding when consent is withdrawn, and never sends dropped events later', () => {
    let allowed = true;
    const layer: { event: string }[] = [];
    const gate = createAnalyticsGate({ allowed: () => allowed, layer: () => layer });
    gate.push({ event: 'first' });
    allowed = false;
    gate.push({ event: 'while-declined' });
    allowed = true;
    gate.push({ event: 'again' });
    expect(layer.map((e) => e.event)).toEqual(['first', 'again']);
  });

  it('does not create the data layer while analytics is off', () => {
    let created = false;
    const gate = createAnalyticsGate({
      allowed: () => false,
      layer: () => {
        created = true;
        return [];
      },
    });
    gate.push({ event: 'page_view' });
    expect(created).toBe(false);
  });
});
