import { drawText, encodePng } from '../../platform/images/draw.ts';
import { GLYPH_HEIGHT } from '../../platform/images/font.ts';
import { Canvas, hex } from '../../platform/images/raster.ts';

/** The shared-link image of pages without their own: the Open Graph size, 1200×630. */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** Drawn once on first use, with the same pixel font as the demo logos; no image file to ship. */
export function renderSiteImage(): Buffer {
  const { width, height } = SITE_IMAGE;
  const canvas = new Canvas(width, height, hex('#FFFFFF'));
  const brand = hex('#C2410C');
  canvas.fillRect(0, 0, width, 24, brand);
  canvas.fillRect(0, height - 24, width, 24, brand);
  const titleScale = 22;
  const top = Math.round(height / 2 - GLYPH_HEIGHT * titleScale + 38);
  drawText(canvas, 'LOGOYA', width / 2, top, titleScale, brand);
  drawText(
    canvas,
    'READY-MADE DESIGNER LOGOS',
    width / 2,
    top + GLYPH_HEIGHT * titleScale + 48,
    6,
    hex('#1F2937'),
  );
  return encodePng(canvas, { deflateLevel: 6 });
}
