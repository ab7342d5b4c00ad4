/**
 * Back-office areas that only admins may open (SPEC §2, §6). Their screens arrive with the back
 * office issue; until then they answer the back office's 404 page. Kept free of imports: the
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
] as const;
export type AdminArea = (typeof ADMIN_AREAS)[number];
