/**
 * The back office's logos (ADR 0031, 0038, 0083): the staff list and editor, images, categories
 * and keywords, state changes by hand, and the catalogue CSV's export and import (csv/). Its face
 * is its routes: no other module calls into it. Its writes to the logos table go through the
 * logos module.
 */
export { logoCsvRoutes } from './csv/logo-csv.routes.ts';
export { logoImagesRoutes } from './logo-images.routes.ts';
export { staffLogoEditsRoutes } from './staff-logo-edits.routes.ts';
export { staffLogosRoutes } from './staff-logos.routes.ts';
