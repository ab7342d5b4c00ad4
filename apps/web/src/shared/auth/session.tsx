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
import { CLIENT_STATE_KEY } from './session-storage.ts';
import { sessionStore } from './session-store.ts';

/** What POST /api/sign-in, /login, /login-with-provider and /verify-code answer in `data`. */
export interface SessionData {
  user: AccountUser;
  access_token: string;
  expires_at: string;
}

export interface Session {
  user: AccountUser | null;
  token: string | null;
  loggedIn: boolean;
  signIn(data: SessionData): void;
  /** POST /api/logout, then clears the session; it is cleared even if the call fails. */
  signOut(): Promise<void>;
  /** Replaces the signed-in user's detail (after a profile update). */
  setUser(user: AccountUser): void;
}

// Every call carries the bearer token; a 401 on a call made with the current token ends the session.
registerAuth({
  token: () => sessionStore.token(),
  onUnauthorized: (token) => {
    if (sessionStore.token() === token) sessionStore.clear();
  },
});

const SessionContext = createContext<Session | null>(null);

function currentLocale() {
  const lang = i18n.language;
  return lang === 'ja' || lang === 'vi' ? lang : 'en';
}

/** Asks the server whether a stored token is still good, once per start; 401 clears it (client.ts). */
function useValidateStoredToken() {
  useEffect(() => {
    const token = sessionStore.token();
    if (!token) return;
    const controller = new AbortController();
    api
      .get<{ data: AccountUser }>('/api/me', { locale: currentLocale(), signal: controller.signal })
      .then(({ data }) => {
        const now = sessionStore.get();
        if (now.token === token) sessionStore.set({ ...now, user: data });
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
  useValidateStoredToken();
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
    sessionStore.set({
      loggedIn: true,
      user: data.user,
      token: data.access_token,
      expiresAt: data.expires_at,
    });
  }, []);

  const signOut = useCallback(async () => {
    if (sessionStore.token()) {
      try {
        await api.post('/api/logout', undefined, { locale: currentLocale() });
      } catch {
        // Signing out locally matters more than the server's answer.
      }
    }
    sessionStore.clear();
  }, []);

  const setUser = useCallback((user: AccountUser) => {
    const now = sessionStore.get();
    if (now.loggedIn) sessionStore.set({ ...now, user });
  }, []);

  const value = useMemo<Session>(
    () => ({ user: auth.user, token: auth.token, loggedIn: auth.loggedIn, signIn, signOut, setUser }),
    [auth, signIn, signOut, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}
