import { beforeEach, describe, expect, it } from 'vitest';
import { fakeWindow } from '../../../../test/fake-window.ts';
import { CLIENT_STATE_KEY } from '../../../shared/auth/session-storage.ts';
import { clearContactDraft, EMPTY_DRAFT, readContactDraft, writeContactDraft } from './contact-draft.ts';

const store = new Map<string, string>();
const localStorage = {
  getItem: (key: string) => store.get(key) ?? null,
  setItem: (key: string, value: string) => void store.set(key, value),
  removeItem: (key: string) => void store.delete(key),
};
fakeWindow({ localStorage });

const draft = { ...EMPTY_DRAFT, name: 'Aoi', email: 'a@b.test', email_confirm: 'a@b.test', content: 'Hi' };
const state = () => JSON.parse(store.get(CLIENT_STATE_KEY) ?? '{}');

describe('contact draft in localStorage["logoya"].data.contactData', () => {
  beforeEach(() => store.clear());

  it('reads nothing when nothing is stored, or when the stored value is not a draft', () => {
    expect(readContactDraft()).toBeNull();
    store.set(CLIENT_STATE_KEY, 'not json');
    expect(readContactDraft()).toBeNull();
    store.set(CLIENT_STATE_KEY, JSON.stringify({ data: { contactData: 'text' } }));
    expect(readContactDraft()).toBeNull();
    store.set(CLIENT_STATE_KEY, JSON.stringify({ data: { contactData: { name: '', other: 1 } } }));
    expect(readContactDraft()).toBeNull();
  });

  it('writes the draft and keeps the session and quoteData beside it', () => {
    const auth = { loggedIn: true, token: 't' };
    store.set(CLIENT_STATE_KEY, JSON.stringify({ authentication: auth, data: { quoteData: { plan: 'x' } } }));
    writeContactDraft(draft);
    expect(state()).toEqual({ authentication: auth, data: { quoteData: { plan: 'x' }, contactData: draft } });
    expect(readContactDraft()).toEqual(draft);
  });

  it('fills fields missing from an older draft with empty text and ignores unknown ones', () => {
    store.set(
      CLIENT_STATE_KEY,
      JSON.stringify({ data: { contactData: { name: 'Aoi', tel: 5, extra: 'x' } } }),
    );
    expect(readContactDraft()).toEqual({ ...EMPTY_DRAFT, name: 'Aoi' });
  });

  it('clears only the contact data', () => {
    store.set(
      CLIENT_STATE_KEY,
      JSON.stringify({ authentication: { loggedIn: false }, data: { quoteData: 1 } }),
    );
    writeContactDraft(draft);
    clearContactDraft();
    expect(state()).toEqual({ authentication: { loggedIn: false }, data: { quoteData: 1 } });
    expect(readContactDraft()).toBeNull();
  });
});
