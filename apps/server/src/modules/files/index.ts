/** The files module's public face (ADR 0021): stored files and the default logo image. */
export { filesRoutes } from './files.routes.ts';
