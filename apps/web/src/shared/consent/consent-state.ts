import { CLIENT_STATE_KEY } from '../auth/session-storage.ts';

/**
 * Raised when the cookie policy changes what we ask consent for: records of an older version
 * no longer count, so the banner asks again.
 */
export const CONSENT_VERSION = 1;

/** The visitor's choice, kept under `consent` in localStorage["logoya"]. */
export interface ConsentRecord {
  analytics: boolean;
  /** ISO time of the choice (proof of when consent was given or refused). */
  at: string;
  version: number;
}

/** The part of the Web Storage API used here, so the rules run in Node tests too. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

type ClientState = Record<string, unknown>;

function readState(storage: KeyValueStorage): ClientState {
  try {
    const raw = storage.getItem(CLIENT_STATE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ClientState)
      : {};
  } catch {
    return {};
  }
}

/** A stored value as a record, or null when it is missing, malformed or of an older version. */
export function parseConsent(value: unknown): ConsentRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { analytics, at, version } = value as Partial<ConsentRecord>;
  if (typeof analytics !== 'boolean' || typeof at !== 'string' || !Number.isFinite(Date.parse(at))) {
    return null;
  }
  if (version !== CONSENT_VERSION) return null;
  return { analytics, at, version };
}

/** The stored choice, or null when the visitor has not chosen yet (or storage is unavailable). */
export function readConsent(storage: KeyValueStorage | null): ConsentRecord | null {
  if (!storage) return null;
  return parseConsent(readState(storage).consent);
}

/**
 * Stores a choice. Reads the whole client state first and replaces only its `consent` part, so the
 * session, cart and recent searches kept beside it survive. Returns the record even when storage
 * fails (full, disabled): the choice then lasts for this page only.
 */
export function writeConsent(
  storage: KeyValueStorage | null,
  analytics: boolean,
  now: Date = new Date(),
): ConsentRecord {
  const record: ConsentRecord = { analytics, at: now.toISOString(), version: CONSENT_VERSION };
  if (!storage) return record;
  try {
    const state = readState(storage);
    state.consent = record;
    storage.setItem(CLIENT_STATE_KEY, JSON.stringify(state));
  } catch {
    // Not remembering is safe: analytics stays off and the banner asks again next visit.
  }
  return record;
}

/** Analytics runs only on an explicit yes; no record means no. */
export function analyticsAllowed(record: ConsentRecord | null): boolean {
  return record?.analytics === true;
}
