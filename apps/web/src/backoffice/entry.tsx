import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { lazyWithTexts } from '../shared/i18n/lazy-with-texts.ts';
import { BasePathContext } from './lib/base-path.tsx';

const BackofficeRoutes = lazyWithTexts(() =>
  import('./routes.tsx').then((m) => ({ default: m.BackofficeRoutes })),
);

/**
 * The back office at /{prefix} (SPEC §2) as one route of the shop's router. Its route table,
 * pages, layouts and guards load when a back-office page is first opened: the shop's entry bundle
 * carries only this file.
 */
export function backofficeRoute(prefix: string): RouteObject {
  const base = `/${prefix.replace(/^\/+|\/+$/g, '')}`;
  return {
    path: `${base}/*`,
    element: (
      <BasePathContext.Provider value={base}>
        {/* Shown while the first back-office chunks load on a fresh visit. */}
        <Suspense fallback={<div aria-busy="true" className="min-h-dvh bg-gray-100" />}>
          <BackofficeRoutes />
        </Suspense>
      </BasePathContext.Provider>
    ),
  };
}
