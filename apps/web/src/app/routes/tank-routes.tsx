import type { RouteObject } from 'react-router';
import { lazyPage } from '../routing/lazy-page.tsx';

/** Member-only routes of the "tank" area (behind RequireAuth). */
export const tankMemberRoutes: RouteObject[] = [
  {
    path: 'my-page/my-logo',
    element: lazyPage(
      () => import('./my-logo-page.tsx'),
      (m) => m.MyLogoPage,
    ),
  },
];
