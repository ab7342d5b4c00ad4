import type { RouteObject } from 'react-router';
import { lazyPage } from '../routing/lazy-page.tsx';

const contactPages = () => import('../../features/contact/pages/contact-pages.tsx');

/** Shop routes of the "contact" area, under /:lang (lazy pages keep them out of the first bundle). */
export const contactRoutes: RouteObject[] = [
  { path: 'contact', element: lazyPage(contactPages, (m) => m.ContactPage) },
  { path: 'contact/confirm', element: lazyPage(contactPages, (m) => m.ContactConfirmPage) },
  { path: 'contact/thanks', element: lazyPage(contactPages, (m) => m.ContactThanksPage) },
  {
    path: 'logo-mark-req',
    element: lazyPage(
      () => import('../../features/requests/pages/logo-mark-req-page.tsx'),
      (m) => m.LogoMarkReqPage,
    ),
  },
];
