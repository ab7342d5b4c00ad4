import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AfterFirstPaint } from '../../shared/first-load.tsx';
import { lazyWithTexts } from '../../shared/i18n/lazy-with-texts.ts';
import { ErrorBoundary } from '../../shared/ui/error-boundary.tsx';
import { RouteError } from '../routes/route-error.tsx';
import { ScrollRestoration } from '../routing/scroll-restoration.tsx';

// Neither is needed for the first paint, so both load right after it and stay out of the first
// load (ADR 0053): the cookie banner, and the focus move that only follows later navigations.
const CookieConsent = lazyWithTexts(() =>
  import('../../shared/consent/cookie-consent.tsx').then((m) => ({ default: m.CookieConsent })),
);
const RouteFocus = lazy(() => import('../routing/route-focus.tsx').then((m) => ({ default: m.RouteFocus })));

/**
 * Every page: scroll to the top on navigation, back to the old position on Back, focus on the new
 * page's main heading; a page that fails to render shows the error page until the next navigation.
 * The cookie banner comes first in the Tab order, as it is the first thing on screen to answer.
 */
export function RootLayout() {
  const { key } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <AfterFirstPaint>
        <Suspense fallback={null}>
          <RouteFocus />
          <CookieConsent />
        </Suspense>
      </AfterFirstPaint>
      <ErrorBoundary resetKey={key} fallback={() => <RouteError />}>
        <Outlet />
      </ErrorBoundary>
    </>
  );
}
