import type { RouteObject } from 'react-router';

/** Shop routes of the "tank" area, under /:lang (lazy pages keep them out of the first bundle). */
export const tankRoutes: RouteObject[] = [];

/** Member-only routes of the "tank" area (behind RequireAuth). */
export const tankMemberRoutes: RouteObject[] = [
  {
    path: 'my-page/my-logo',
    lazy: () => import('./my-logo-page.tsx').then((m) => ({ Component: m.MyLogoPage })),
  },
];
