import { createContext, useContext } from 'react';

/** The back office's URL root, e.g. "/admin" (the prefix is configurable, SPEC §2). */
export const BasePathContext = createContext('/admin');

/** A path inside the back office: useBackofficePath()('/profile') is '/admin/profile'. */
export function useBackofficePath(): (path?: string) => string {
  const base = useContext(BasePathContext);
  return (path = '') =>
    path === '' || path === '/' ? base : `${base}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * The `next` query the guard sets, accepted only when it points inside the back office, so a
 * crafted link cannot send staff to another site after signing in.
 */
export function safeNext(next: string | null, base: string): string | null {
  if (!next || next.startsWith('//') || next.includes('\\')) return null;
  if (next !== base && !next.startsWith(`${base}/`) && !next.startsWith(`${base}?`)) return null;
  if (next === `${base}/login` || next.startsWith(`${base}/login?`)) return null;
  return next;
}
