/**
 * The address a sign-up code was mailed to, kept in this tab's session storage so that the code
 * step survives a reload (switching to the mail app on a phone can cause one). Only the address
 * and when the code went out are kept, never the password: after a reload the code step asks for
 * the password again. Kept an hour, the code limit's window (docs/accounts-api.md, Limits).
 */
const KEY = 'logoya.pendingSignUp';
export const PENDING_SIGN_UP_MS = 60 * 60 * 1000;

interface Pending {
  email: string;
  at: number;
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // no window (tests) or storage refused (private modes)
  }
}

const isPending = (value: unknown): value is Pending =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Pending).email === 'string' &&
  (value as Pending).email !== '' &&
  typeof (value as Pending).at === 'number';

/** The address waiting for its code in this tab, or null (none, too old, or unreadable). */
export function pendingSignUp(now = Date.now()): string | null {
  try {
    const value: unknown = JSON.parse(storage()?.getItem(KEY) ?? 'null');
    if (!isPending(value) || now - value.at > PENDING_SIGN_UP_MS || value.at > now) return null;
    return value.email;
  } catch {
    return null;
  }
}

/** A code went out to `email`: the code step is offered for it after a reload. */
export function rememberPendingSignUp(email: string, now = Date.now()): void {
  try {
    storage()?.setItem(KEY, JSON.stringify({ email, at: now } satisfies Pending));
  } catch {
    // Storage refused: a reload shows the form again, and sending it again leads to the code step.
  }
}

/** Signed up, or another address chosen: nothing is waiting any more. */
export function forgetPendingSignUp(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}
