import { Outlet, useLocation } from 'react-router';
import { CookieConsent } from '../../shared/consent/cookie-consent.tsx';
import { ErrorBoundary } from '../../shared/ui/error-boundary.tsx';
import { RouteError } from '../routes/route-error.tsx';
import { ScrollRestoration } from '../routing/scroll-restoration.tsx';

/**
 * Every page: scroll to the top on navigation, back to the old position on Back; a page that
 * fails to render shows the error page until the next navigation.
 */
export function RootLayout() {
  const { key } = useLocation();
  return (
    <>
      <ScrollRestoration />
      <ErrorBoundary resetKey={key} fallback={() => <RouteError />}>
        <Outlet />
      </ErrorBoundary>
      <CookieConsent />
    </>
  );
}
