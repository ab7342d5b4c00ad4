/**
 * The lettering module's face (issue 25, ADR 0096, docs/lettering.md): the one renderer of a
 * lettering layout and a buyer's names, as SVG made of glyph outlines, its rasteriser, and the
 * fit of names to their slots; the stored layouts with their versions, the back office's calls and
 * the public preview (ADR 0098).
 */
export { preloadFonts } from './font-files.ts';
export { inlineSvgMarks } from './inline-mark.ts';
export { letteringStaffRoutes } from './lettering-staff.routes.ts';
export { markHrefOf } from './marks.ts';
export { type LogoPictureSource, logoPicturePng, publicLogoPicture } from './named-picture.ts';
export {
  currentLetteringVersions,
  type LetteringPicture,
  type LetteringPictures,
  letteringPictures,
  type PinnedPictureRequest,
  pinnedLayout,
} from './picture.ts';
export { letteringPreviewRoutes } from './preview.routes.ts';
export {
  LETTERING_RASTER,
  type LetteringRasterFormat,
  type RasterRequest,
  rasterizeImage,
  rasterizeLettering,
  rasterQueueStats,
  rasterSize,
} from './raster.ts';
export { type LetteringNamesInput, type LetteringRender, renderLettering } from './render.ts';
export { SHARED_PICTURE_WIDTH, type SharedPicture, sharedPicture } from './shared-picture.ts';
export { fitSlot, type SlotFit } from './slot.ts';
export { type LetteringVersion, type MarkInk, markDataUri, outlineCacheStats } from './svg.ts';
