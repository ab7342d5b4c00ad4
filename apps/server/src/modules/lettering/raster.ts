import { loadSharp } from '../../platform/images/sharp.ts';
import { boundedQueue, type QueueStats } from '../../platform/work/bounded-queue.ts';
import { inlineSvgMarks } from './inline-mark.ts';

/**
 * A lettering SVG as a PNG or WebP (ADR 0096), `width` pixels wide (the height follows the
 * canvas). sharp (librsvg and libvips) renders it on libuv's thread pool, so the event loop only
 * hands the work over; the one limiter of the server (platform/work) keeps at most two renders
 * running and 32 waiting, and refuses past that with QueueFull (the API answers 503 with
 * Retry-After). The SVG is drawn at the output's resolution (its density), not scaled from a
 * small bitmap, and so is an SVG mark: it is nested into the picture first (inline-mark.ts).
 */
export const LETTERING_RASTER = {
  formats: ['png', 'webp'] as const,
  /** Output width bounds, px. */
  minWidth: 16,
  maxWidth: 2000,
  /** Output pixels at most (width × height), whatever the canvas's shape. */
  maxPixels: 2000 * 2000,
};
export type LetteringRasterFormat = (typeof LETTERING_RASTER.formats)[number];

export interface RasterRequest {
  svg: string;
  /** The canvas size of the SVG (the layout's canvas). */
  canvas: { width: number; height: number };
  format: LetteringRasterFormat;
  width: number;
}

const queue = boundedQueue({ concurrency: 2, maxWaiting: 32 });

export function rasterQueueStats(): QueueStats {
  return queue.stats();
}

/** The output size of a request: `width` bounded, the height by the canvas's ratio and the pixel bound. */
export function rasterSize(req: Pick<RasterRequest, 'canvas' | 'width'>): { width: number; height: number } {
  const { minWidth, maxWidth, maxPixels } = LETTERING_RASTER;
  let width = Math.round(Math.min(Math.max(req.width, minWidth), maxWidth));
  if (!Number.isFinite(width)) width = minWidth;
  const ratio = req.canvas.height / req.canvas.width;
  const byPixels = Math.floor(Math.sqrt(maxPixels / ratio));
  width = Math.max(1, Math.min(width, byPixels));
  return { width, height: Math.max(1, Math.round(width * ratio)) };
}

export async function rasterizeLettering(req: RasterRequest): Promise<Buffer> {
  const sharp = await loadSharp();
  const { width, height } = rasterSize(req);
  const density = (72 * width) / req.canvas.width;
  // At this density the SVG is drawn at the output size itself when the canvas scales to whole
  // pixels (a 400 px canvas at 800 px); a resize of the same size still cost 5–10 % of a raster.
  const scaled = (side: number) => (side * density) / 72;
  const whole =
    Math.abs(scaled(req.canvas.width) - width) < 1e-6 && Math.abs(scaled(req.canvas.height) - height) < 1e-6;
  return queue.run(async () => {
    let image = sharp(Buffer.from(inlineSvgMarks(req.svg)), {
      density,
      limitInputPixels: LETTERING_RASTER.maxPixels * 2,
    });
    if (!whole) image = image.resize(width, height, { fit: 'fill' });
    return req.format === 'webp'
      ? image.webp({ quality: 90, effort: 2 }).toBuffer()
      : image.png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
  });
}

/**
 * A stored picture (the logo's main image: PNG, JPEG, GIF's first frame or WebP) as a PNG at most
 * `width` px on its longer side, through the same bounded queue. Used where a logo without a
 * layout stands in for the named picture (the mockups, ADR 0103).
 */
export async function rasterizeImage(bytes: Buffer, width: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const side = Math.round(Math.min(Math.max(width, LETTERING_RASTER.minWidth), LETTERING_RASTER.maxWidth));
  return queue.run(() =>
    sharp(bytes, { limitInputPixels: LETTERING_RASTER.maxPixels * 4 })
      .resize(side, side, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 3, adaptiveFiltering: false })
      .toBuffer(),
  );
}
