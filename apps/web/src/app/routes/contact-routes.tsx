import type { RouteObject } from 'react-router';

/** Shop routes of the "contact" area, under /:lang (lazy pages keep them out of the first bundle). */
export const contactRoutes: RouteObject[] = [];

/** Member-only routes of the "contact" area (behind RequireAuth). */
export const contactMemberRoutes: RouteObject[] = [];
