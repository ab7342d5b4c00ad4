/**
 * Back-office areas that only admins may open (SPEC §2, §6). routes.tsx maps each to its screens
 * (AREA_SCREENS); an area without screens answers the 404 page. Kept free of imports: the
 * route table (and so the shop's entry) needs these few strings only.
 */
export const ADMIN_AREAS = [
  'colors',
  'industries',
  'tastes',
  'logs',
  'orders',
  'users',
  'zips',
  'address-search',
  'keyword',
  'price-settings',
  'requests',
  'contacts',
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
