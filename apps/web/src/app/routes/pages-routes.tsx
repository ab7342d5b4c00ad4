import type { RouteObject } from 'react-router';

/** Shop routes of the "pages" area, under /:lang (lazy pages keep them out of the first bundle). */
export const pagesRoutes: RouteObject[] = [];

/** Member-only routes of the "pages" area (behind RequireAuth). */
export const pagesMemberRoutes: RouteObject[] = [];
