import { CLIENT_STATE_KEY } from '../auth/session-storage.ts';

/**
 * One top-level part of the client state kept under localStorage["logoya"] (SPEC §3:
 * authentication, system, recently, data). Each write reads the whole object again and replaces
 * only its own part, so parts written by other modules (or other tabs) are never lost.
 */
type ClientState = Record<string, unknown>;

function readState(): ClientState {
  try {
    const raw = window.localStorage.getItem(CLIENT_STATE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ClientState)
      : {};
  } catch {
    return {};
  }
}

/** The stored value of a part, unchecked: callers validate its shape. */
export function readClientPart(part: string): unknown {
  return readState()[part];
}

/** Replaces one part; returns false when the browser refuses to store (full or disabled). */
export function writeClientPart(part: string, value: unknown): boolean {
  try {
    const state = readState();
    state[part] = value;
    window.localStorage.setItem(CLIENT_STATE_KEY, JSON.stringify(state));
    return true;
  } catch {
    return false;
  }
}

const isObject = (value: unknown): value is ClientState =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One entry inside a part, e.g. system.prepareOrderData (unchecked: callers validate its shape). */
export function readClientEntry(part: string, key: string): unknown {
  const value = readState()[part];
  return isObject(value) ? value[key] : undefined;
}

/**
 * Replaces one entry of a part (undefined removes it) and keeps the part's other entries; tells
 * this tab's subscribers. Returns false when the browser refuses to store.
 */
export function writeClientEntry(part: string, key: string, value: unknown): boolean {
  const current = readState()[part];
  const next: ClientState = isObject(current) ? { ...current } : {};
  if (value === undefined) delete next[key];
  else next[key] = value;
  const stored = writeClientPart(part, next);
  notifyClientState();
  return stored;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Tells this tab's subscribers that a part changed (other tabs hear the storage event). */
export function notifyClientState(): void {
  for (const listener of listeners) listener();
}

/** Calls back on every change of the client state, in this tab or another one. */
export function subscribeClientState(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === CLIENT_STATE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
