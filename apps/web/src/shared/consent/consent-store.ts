import { CLIENT_STATE_KEY } from '../auth/session-storage.ts';
import { type ConsentRecord, type KeyValueStorage, readConsent, writeConsent } from './consent-state.ts';

export interface ConsentSnapshot {
  /** The stored choice; null until the visitor chooses. */
  record: ConsentRecord | null;
  /** The banner shows: no choice yet, or reopened from "Cookie settings". */
  open: boolean;
}

type Listener = () => void;

function browserStorage(): KeyValueStorage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

let snapshot: ConsentSnapshot | null = null;
let reopened = false;
/** Where focus was when the banner was reopened, to return there after the choice. */
let returnFocus: HTMLElement | null = null;
const listeners = new Set<Listener>();

function load(): ConsentSnapshot {
  const record = readConsent(browserStorage());
  return { record, open: record === null || reopened };
}

function update(next: ConsentSnapshot) {
  snapshot = next;
  for (const listener of listeners) listener();
}

function onStorage(event: StorageEvent) {
  // Another tab chose: follow it without writing back.
  if (event.key !== CLIENT_STATE_KEY) return;
  const next = load();
  const prev = consentStore.get();
  if (next.record?.at === prev.record?.at && next.open === prev.open) return;
  update(next);
}

/** The consent choice outside React (the analytics gate reads it); React uses useSyncExternalStore. */
export const consentStore = {
  get(): ConsentSnapshot {
    if (snapshot === null) snapshot = load();
    return snapshot;
  },
  choose(analytics: boolean): void {
    reopened = false;
    update({ record: writeConsent(browserStorage(), analytics), open: false });
    const target = returnFocus;
    returnFocus = null;
    if (target?.isConnected) target.focus();
  },
  reopen(): void {
    reopened = true;
    returnFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    update({ ...consentStore.get(), open: true });
  },
  /** True right after reopen(), so the banner takes focus only when asked for. */
  wasReopened(): boolean {
    return reopened;
  },
  subscribe(listener: Listener): () => void {
    if (listeners.size === 0) window.addEventListener('storage', onStorage);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0) window.removeEventListener('storage', onStorage);
    };
  },
};
