import { Outlet, useLocation } from 'react-router';
import { CookieConsent } from '../../shared/consent/cookie-consent.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary.tsx';
import { RouteError } from '../routes/route-error.tsx';
import { RouteFocus } from '../routing/route-focus.tsx';
import { ScrollRestoration } from '../routing/scroll-restoration.tsx';

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
      <RouteFocus />
      <CookieConsent />
      <ErrorBoundary resetKey={key} fallback={() => <RouteError />}>
        <Outlet />
      </ErrorBoundary>
    </>
  );
}
