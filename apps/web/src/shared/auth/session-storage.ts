import type { AccountUser } from '@logoya/core';

/** The one local-storage key that holds the client state (SPEC §3). */
export const CLIENT_STATE_KEY = 'logoya';

/**
 * What the page may know about its session: that there is one, whose it is and until when. The
 * credential itself is the server's HttpOnly cookie (ADR 0026): nothing a script can read, so
 * nothing here would let an injected script take the session elsewhere.
 */
export interface StoredAuthentication {
  loggedIn: boolean;
  user: AccountUser | null;
  /** ISO time after which the server no longer accepts the session. */
  expiresAt: string | null;
}

/**
 * What the web app takes from the answer of POST /api/sign-in, /login, /login-with-provider and
 * /verify-code. The answer also carries `access_token` for API clients; the web app never keeps
 * it: its session is the HttpOnly cookie the same answer sets.
 */
export interface SessionData {
  user: AccountUser;
  expires_at: string;
}

/**
 * The session part of a sign-in answer, and nothing else: the raw answer (with the token) is
 * dropped here, so no copy lingers in a query or mutation cache a script could walk to.
 */
export function sessionOf(answer: { data: SessionData }): SessionData {
  return { user: answer.data.user, expires_at: answer.data.expires_at };
}

export const SIGNED_OUT: StoredAuthentication = Object.freeze({
  loggedIn: false,
  user: null,
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

function writeState(state: ClientState): void {
  try {
    window.localStorage.setItem(CLIENT_STATE_KEY, JSON.stringify(state));
  } catch {
    // Storage can be full or disabled (private modes): the session then shows in this tab only.
  }
}

function isStored(value: unknown): value is StoredAuthentication {
  if (typeof value !== 'object' || value === null) return false;
  const auth = value as Partial<StoredAuthentication>;
  return auth.loggedIn === true && typeof auth.user === 'object' && auth.user !== null;
}

function expired(auth: StoredAuthentication, now = Date.now()): boolean {
  if (!auth.expiresAt) return false;
  const at = Date.parse(auth.expiresAt);
  return Number.isFinite(at) && at <= now;
}

/**
 * A sign-in stored by an older version still holds its bearer token in readable storage. It is
 * wiped at once; the person signs in again and gets the cookie instead.
 */
function holdsLegacyToken(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'token' in value;
}

/** The stored sign-in, or SIGNED_OUT when there is none, it is malformed or it has expired. */
export function readAuthentication(): StoredAuthentication {
  const state = readState();
  const auth = state.authentication;
  if (holdsLegacyToken(auth)) {
    writeState({ ...state, authentication: SIGNED_OUT });
    return SIGNED_OUT;
  }
  if (!isStored(auth) || expired(auth)) return SIGNED_OUT;
  return {
    loggedIn: true,
    user: auth.user,
    expiresAt: typeof auth.expiresAt === 'string' ? auth.expiresAt : null,
  };
}

/** Writes the authentication part only; the other top-level parts of the client state stay. */
export function writeAuthentication(auth: StoredAuthentication): void {
  const state = readState();
  // Only the three known fields: nothing else (a token) can slip into storage this way.
  state.authentication = { loggedIn: auth.loggedIn, user: auth.user, expiresAt: auth.expiresAt };
  writeState(state);
}
