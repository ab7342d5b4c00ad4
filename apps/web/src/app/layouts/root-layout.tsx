import { Outlet, ScrollRestoration } from 'react-router';
import { CookieConsent } from '../../shared/consent/cookie-consent.tsx';

/** Every page: scroll to the top on navigation, back to the old position on Back. */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
      <CookieConsent />
    </>
  );
}
