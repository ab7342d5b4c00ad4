/**
 * The back office's price settings and sales dashboard (issue 10). Other modules need nothing from
 * it; app.ts registers its routes.
 */
export { backofficeStatsRoutes } from './backoffice-stats.routes.ts';
