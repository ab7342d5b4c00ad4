import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ADMIN_AREAS } from './paths.ts';

/** Marks the back office's root route; the root reads its URL base from it. */
export interface BackofficeHandle {
  backofficeBase: string;
}

/** Loads a page and the back office's Japanese error boundary together. */
function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    const [Component, error] = await Promise.all([load(), import('./pages/route-error.tsx')]);
    return { Component, ErrorBoundary: error.BackofficeRouteError };
  };
}

const notFound = lazyPage(() => import('./pages/not-found-page.tsx').then((m) => m.NotFoundPage));

/**
 * The back office at /{prefix} (SPEC §2). Every page, layout and guard is loaded lazily, so the
 * shop's entry bundle carries only this table: nothing of the back office reaches shop visitors.
 */
export function backofficeRoute(prefix: string): RouteObject {
  const base = `/${prefix.replace(/^\/+|\/+$/g, '')}`;
  const handle: BackofficeHandle = { backofficeBase: base };
  return {
    path: base,
    handle,
    // Shown while the first back-office chunks load on a fresh visit.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-dvh bg-gray-100" />,
    lazy: lazyPage(() => import('./layout/backoffice-root.tsx').then((m) => m.BackofficeRoot)),
    children: [
      {
        path: 'login',
        lazy: lazyPage(() => import('./pages/login-page.tsx').then((m) => m.LoginPage)),
      },
      {
        // Every other page needs a staff member signed in.
        lazy: () => import('./layout/backoffice-layout.tsx').then((m) => ({ Component: m.BackofficeLayout })),
        children: [
          {
            index: true,
            lazy: lazyPage(() => import('./pages/dashboard-page.tsx').then((m) => m.DashboardPage)),
          },
          {
            path: 'profile',
            lazy: lazyPage(() => import('./pages/profile-page.tsx').then((m) => m.ProfilePage)),
          },
          {
            // Admin-only areas; their screens arrive with the back-office issue (404 until then).
            lazy: () => import('./guards/guards.tsx').then((m) => ({ Component: m.AdminOnly })),
            children: ADMIN_AREAS.flatMap((area) => [
              { path: area, lazy: notFound },
              { path: `${area}/*`, lazy: notFound },
            ]),
          },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  };
}
