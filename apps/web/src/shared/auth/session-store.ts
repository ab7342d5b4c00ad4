import {
  readAuthentication,
  SIGNED_OUT,
  type StoredAuthentication,
  writeAuthentication,
} from './session-storage.ts';

type Listener = () => void;

let current: StoredAuthentication | null = null;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

/**
 * The signed-in state outside React, so the API client can clear the session on a 401. React
 * reads it through useSyncExternalStore (session.tsx). It holds no credential: the session itself
 * is the server's HttpOnly cookie (ADR 0026).
 */
export const sessionStore = {
  get(): StoredAuthentication {
    if (current === null) current = readAuthentication();
    return current;
  },
  set(next: StoredAuthentication): void {
    current = next;
    writeAuthentication(next);
    emit();
  },
  clear(): void {
    if (sessionStore.get() === SIGNED_OUT) return;
    sessionStore.set(SIGNED_OUT);
  },
  /** Tells one sign-in from the next (a new sign-in has a new expiry), or null when signed out. */
  key(): string | null {
    const { loggedIn, user, expiresAt } = sessionStore.get();
    return loggedIn && user ? `${user.id}@${expiresAt ?? ''}` : null;
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Another tab signed in or out: take its state without writing it back. */
  reload(): void {
    const next = readAuthentication();
    const prev = sessionStore.get();
    if (
      next.loggedIn === prev.loggedIn &&
      next.expiresAt === prev.expiresAt &&
      JSON.stringify(next.user) === JSON.stringify(prev.user)
    )
      return;
    current = next.loggedIn ? next : SIGNED_OUT;
    emit();
  },
};
