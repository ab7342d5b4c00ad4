import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLang } from '../i18n/locale.ts';
import { useSession } from './session.tsx';

/** Where a guard sends an anonymous visitor: the language home with the sign-in modal open. */
export function signInPath(lang: string, next: string): string {
  const params = new URLSearchParams({ auth: 'sign-in', next });
  return `/${lang}/?${params.toString()}`;
}

/**
 * Auth-only pages (SPEC §6): members, designers and admins pass; an anonymous visitor goes to
 * the language home with the sign-in modal open, and returns to this page after signing in.
 * Use as a layout route (children render in its <Outlet />) or around a single element.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const { loggedIn } = useSession();
  const lang = useLang();
  const { pathname, search, hash } = useLocation();
  if (!loggedIn) return <Navigate to={signInPath(lang, `${pathname}${search}${hash}`)} replace />;
  return children ?? <Outlet />;
}
