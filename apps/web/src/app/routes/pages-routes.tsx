import type { RouteObject } from 'react-router';
import type { InfoPageKey } from '../../features/pages/content/index.ts';
import { lazyPage } from '../routing/lazy-page.tsx';

const infoRoute = () => import('../../features/pages/routes/info-route.tsx');

/** An information page: its code and its text (in the page language) load only when opened. */
const info = (page: InfoPageKey) => lazyPage(infoRoute, (m) => m.infoPage(page));

/** Shop routes of the "pages" area, under /:lang (lazy pages keep them out of the first bundle). */
export const pagesRoutes: RouteObject[] = [
  { path: 'about', element: info('about') },
  { path: 'privacy', element: info('privacy') },
  { path: 'cookie-policy', element: info('cookiePolicy') },
  { path: 'terms-use', element: info('termsUse') },
  { path: 'tokushoho', element: info('tokushoho') },
  {
    path: 'verify/:number',
    element: lazyPage(
      () => import('../../features/verify/routes/verify-route.tsx'),
      (m) => m.VerifyPage,
    ),
  },
  {
    path: 'order',
    element: lazyPage(
      () => import('../../features/pages/routes/order-route.tsx'),
      (m) => m.OrderPage,
    ),
  },
];
