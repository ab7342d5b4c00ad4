import { PNG } from 'pngjs';
import { forEachCell, GLYPH_HEIGHT, textWidth, toFontText } from '../../../db/seed/font.ts';
import { Canvas, hex, type Rgb } from '../../../db/seed/raster.ts';

/** The shared-link image of pages without their own: the Open Graph size, 1200×630. */
export const SITE_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

function drawText(canvas: Canvas, text: string, top: number, scale: number, color: Rgb) {
  const glyphs = toFontText(text);
  const left = Math.round((canvas.width - textWidth(glyphs, scale)) / 2);
  forEachCell(glyphs, left, top, scale, (x, y) => canvas.fillRect(x, y, scale, scale, color));
}

/** Drawn once on first use, with the same pixel font as the demo logos; no image file to ship. */
export function renderSiteImage(): Buffer {
  const { width, height } = SITE_IMAGE;
  const canvas = new Canvas(width, height, hex('#FFFFFF'));
  const brand = hex('#C2410C');
  canvas.fillRect(0, 0, width, 24, brand);
  canvas.fillRect(0, height - 24, width, 24, brand);
  const titleScale = 22;
  const top = Math.round(height / 2 - GLYPH_HEIGHT * titleScale + 38);
  drawText(canvas, 'LOGOYA', top, titleScale, brand);
  drawText(canvas, 'READY-MADE DESIGNER LOGOS', top + GLYPH_HEIGHT * titleScale + 48, 6, hex('#1F2937'));
  const png = new PNG();
  png.width = width;
  png.height = height;
  png.data = Buffer.from(canvas.data.buffer, canvas.data.byteOffset, canvas.data.byteLength);
  return PNG.sync.write(png, { colorType: 2, inputColorType: 2, inputHasAlpha: false, deflateLevel: 6 });
}
