import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../shared/auth/session.tsx';
import { useBackofficePath } from '../lib/base-path.tsx';
import { backofficeAccess, loginPath, type Requirement } from './access.ts';

interface GuardProps {
  requirement: Requirement;
  children: ReactNode;
}

/**
 * Shows its children only to whom `backofficeAccess` allows (SPEC §6). It reads the live session,
 * so signing out or an expired token (a 401 clears it) leaves the page at once.
 */
export function BackofficeGuard({ requirement, children }: GuardProps) {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  const path = useBackofficePath();
  switch (backofficeAccess(user?.role, requirement)) {
    case 'login':
      return <Navigate to={loginPath(path(), `${pathname}${search}`)} replace />;
    case 'shop':
      // The shop rewrites "/" to the visitor's language home.
      return <Navigate to="/" replace />;
    case 'dashboard':
      return <Navigate to={path()} replace />;
    default:
      return children;
  }
}

/** A layout route for admin-only pages: designers land on the dashboard. */
export function AdminOnly() {
  return (
    <BackofficeGuard requirement="admin">
      <Outlet />
    </BackofficeGuard>
  );
}
