import type { AccountUser } from '@logoya/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import { api, registerAuth } from '../api/client.ts';
import { i18n } from '../i18n/i18n.ts';
import { CLIENT_STATE_KEY, type SessionData } from './session-storage.ts';
import { sessionStore } from './session-store.ts';

export interface Session {
  user: AccountUser | null;
  loggedIn: boolean;
  /** When the server ends this sign-in (ISO); tells one sign-in from the next. */
  expiresAt: string | null;
  signIn(data: SessionData): void;
  /**
   * POST /api/logout (the server revokes the session and clears its cookie), then clears the
   * page's state; that is cleared even if the call fails.
   */
  signOut(): Promise<void>;
  /** Replaces the signed-in user's detail (after a profile update). */
  setUser(user: AccountUser): void;
}

// The browser sends the session cookie with every call; a 401 on a call made during the current
// sign-in ends it here too (a late 401 from before a new sign-in changes nothing).
registerAuth({
  session: () => sessionStore.key(),
  onUnauthorized: (session) => {
    if (sessionStore.key() === session) sessionStore.clear();
  },
});

export type { SessionData };

const SessionContext = createContext<Session | null>(null);

function currentLocale() {
  const lang = i18n.language;
  return lang === 'ja' || lang === 'vi' ? lang : 'en';
}

/**
 * Asks the server whether the session the page remembers is still good, once per start (the
 * cookie may be gone: closed browser, sign-out elsewhere); a 401 clears it (client.ts).
 */
function useValidateStoredSession() {
  useEffect(() => {
    const session = sessionStore.key();
    if (!session) return;
    const controller = new AbortController();
    api
      .get<{ data: AccountUser }>('/api/me', { locale: currentLocale(), signal: controller.signal })
      .then(({ data }) => {
        const now = sessionStore.get();
        if (sessionStore.key() === session) sessionStore.set({ ...now, user: data });
      })
      // A 401 clears the session in the client; other failures (offline, 5xx) keep it for now.
      .catch(() => {});
    return () => controller.abort();
  }, []);
}

/** Another tab signing in or out changes this tab too. */
function useCrossTabSync() {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CLIENT_STATE_KEY || event.key === null) sessionStore.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const auth = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  useValidateStoredSession();
  useCrossTabSync();

  // Answers such as favourite flags depend on who asks: refetch them when the user changes.
  const userId = auth.user?.id ?? null;
  const seenUser = useRef(userId);
  useEffect(() => {
    if (seenUser.current === userId) return;
    seenUser.current = userId;
    void queryClient.invalidateQueries();
  }, [userId, queryClient]);

  const signIn = useCallback((data: SessionData) => {
    sessionStore.set({ loggedIn: true, user: data.user, expiresAt: data.expires_at });
  }, []);

  // Always asks the server: only it can clear the HttpOnly cookie, which may exist even when the
  // page's state does not show it (a back-office login refused for a member).
  const signOut = useCallback(async () => {
    try {
      await api.post('/api/logout', undefined, { locale: currentLocale() });
    } catch {
      // Signing out locally matters more than the server's answer.
    }
    sessionStore.clear();
  }, []);

  const setUser = useCallback((user: AccountUser) => {
    const now = sessionStore.get();
    if (now.loggedIn) sessionStore.set({ ...now, user });
  }, []);

  const value = useMemo<Session>(
    () => ({
      user: auth.user,
      loggedIn: auth.loggedIn,
      expiresAt: auth.expiresAt,
      signIn,
      signOut,
      setUser,
    }),
    [auth, signIn, signOut, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
