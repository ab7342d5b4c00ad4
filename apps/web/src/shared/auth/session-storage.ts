import type { AccountUser } from '@logoya/core';

/** The one local-storage key that holds the client state (SPEC §3). */
export const CLIENT_STATE_KEY = 'logoya';

export interface StoredAuthentication {
  loggedIn: boolean;
  user: AccountUser | null;
  token: string | null;
  /** ISO time after which the server no longer accepts the token. */
  expiresAt: string | null;
}

export const SIGNED_OUT: StoredAuthentication = Object.freeze({
  loggedIn: false,
  user: null,
  token: null,
  expiresAt: null,
});

type ClientState = Record<string, unknown> & { authentication?: unknown };

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

function isStored(value: unknown): value is StoredAuthentication {
  if (typeof value !== 'object' || value === null) return false;
  const auth = value as Partial<StoredAuthentication>;
  return (
    auth.loggedIn === true &&
    typeof auth.token === 'string' &&
    auth.token.length > 0 &&
    typeof auth.user === 'object' &&
    auth.user !== null
  );
}

function expired(auth: StoredAuthentication, now = Date.now()): boolean {
  if (!auth.expiresAt) return false;
  const at = Date.parse(auth.expiresAt);
  return Number.isFinite(at) && at <= now;
}

/** The stored sign-in, or SIGNED_OUT when there is none, it is malformed or it has expired. */
export function readAuthentication(): StoredAuthentication {
  const auth = readState().authentication;
  if (!isStored(auth) || expired(auth)) return SIGNED_OUT;
  return {
    loggedIn: true,
    user: auth.user,
    token: auth.token,
    expiresAt: typeof auth.expiresAt === 'string' ? auth.expiresAt : null,
  };
}

/** Writes the authentication part only; the other top-level parts of the client state stay. */
export function writeAuthentication(auth: StoredAuthentication): void {
  try {
    const state = readState();
    state.authentication = auth;
    window.localStorage.setItem(CLIENT_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage can be full or disabled (private modes): the session then lasts for this tab only.
  }
}
