import sharp from 'sharp';
import { markForPdf, png, svgAt } from './kit-files.ts';
import type { KitLayoutInput } from './kit-input.ts';
import { svgToPdf } from './svg-pdf.ts';

export interface LogoFilesInput {
  /** The renderer's SVG (ADR 0096), transparent: the mark and the names as outlines. */
  svg: string;
  canvas: { width: number; height: number };
  /** The layout's mark, drawn into the PDF as a picture (as the kit's PDF does). */
  mark: KitLayoutInput['mark'];
  /** The PDF's title. */
  title: string;
  /** Width of the PNG and JPG, px. */
  width: number;
}

/**
 * One logo's files as a designer delivers them (the demo's delivery zips, ADR 0114): the SVG and a
 * vector PDF, a transparent PNG and a JPG on white, drawn the way the brand kit draws its
 * full-colour version, so the two never disagree.
 */
export async function drawLogoFiles(
  input: LogoFilesInput,
): Promise<{ svg: Buffer; pdf: Buffer; png: Buffer; jpg: Buffer }> {
  const raster = await png(svgAt(input.svg, input.canvas, input.width));
  const jpg = await sharp(raster).flatten({ background: '#ffffff' }).jpeg({ quality: 90 }).toBuffer();
  const pdf = await svgToPdf({
    svg: input.svg,
    canvas: input.canvas,
    ...(await markForPdf(input.mark)),
    markBox: input.mark?.box ?? null,
    title: input.title,
  });
  return { svg: Buffer.from(input.svg), pdf, png: raster, jpg };
}
