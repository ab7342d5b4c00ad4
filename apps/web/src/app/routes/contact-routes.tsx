import type { RouteObject } from 'react-router';

const contactPages = () => import('../../features/contact/pages/contact-pages.tsx');

/** Shop routes of the "contact" area, under /:lang (lazy pages keep them out of the first bundle). */
export const contactRoutes: RouteObject[] = [
  { path: 'contact', lazy: () => contactPages().then((m) => ({ Component: m.ContactPage })) },
  { path: 'contact/confirm', lazy: () => contactPages().then((m) => ({ Component: m.ContactConfirmPage })) },
  { path: 'contact/thanks', lazy: () => contactPages().then((m) => ({ Component: m.ContactThanksPage })) },
  {
    path: 'logo-mark-req',
    lazy: () =>
      import('../../features/requests/pages/logo-mark-req-page.tsx').then((m) => ({
        Component: m.LogoMarkReqPage,
      })),
  },
];

/** Member-only routes of the "contact" area (behind RequireAuth). */
export const contactMemberRoutes: RouteObject[] = [];
