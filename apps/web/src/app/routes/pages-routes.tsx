import type { RouteObject } from 'react-router';
import type { InfoPageKey } from '../../features/pages/content/index.ts';

/** An information page: its code and its text (in the page language) load only when opened. */
const info = (page: InfoPageKey) => () =>
  import('../../features/pages/routes/info-route.tsx').then((m) => m.infoRoute(page));

/** Shop routes of the "pages" area, under /:lang (lazy pages keep them out of the first bundle). */
export const pagesRoutes: RouteObject[] = [
  { path: 'about', lazy: info('about') },
  { path: 'privacy', lazy: info('privacy') },
  { path: 'cookie-policy', lazy: info('cookiePolicy') },
  { path: 'terms-use', lazy: info('termsUse') },
  { path: 'tokushoho', lazy: info('tokushoho') },
  {
    path: 'order',
    lazy: () => import('../../features/pages/routes/order-route.tsx').then((m) => m.orderRoute),
  },
];

/** Member-only routes of the "pages" area (behind RequireAuth). */
export const pagesMemberRoutes: RouteObject[] = [];
