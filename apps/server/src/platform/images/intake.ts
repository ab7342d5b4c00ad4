import { availableParallelism } from 'node:os';
import { msg } from '@logoya/core';
import type sharpModule from 'sharp';
import { AppError } from '../http/errors.ts';
import { boundedQueue } from '../work/bounded-queue.ts';
import { type Bitmap, readBmp, readIco } from './bitmap.ts';
import {
  checkBytes,
  checkSize,
  type InputFormat,
  type Refusal,
  type SizeRules,
  sniffFormat,
} from './checks.ts';
import { loadSharp } from './sharp.ts';

/**
 * The one way an uploaded image enters the shop (ADR 0027): avatars now, logo images later.
 * 1. Before any pixel is decoded: the byte count, the format told by the first bytes (never the
 *    name or the client's type), and the width, height and frames the header declares.
 * 2. Then sharp decodes it (with `limitInputPixels` as a second guard), turns it upright by its
 *    EXIF orientation, resizes it and writes a fresh file without any metadata. What is stored
 *    and served is always an image made here; the upload's own bytes are never kept.
 */

export type { InputFormat } from './checks.ts';
export type OutputFormat = 'png' | 'webp' | 'gif';

export interface IntakeRules extends SizeRules {
  /** Formats accepted; anything else is "not an image". */
  formats: readonly InputFormat[];
}

export interface OutputSpec {
  format: OutputFormat;
  /** The longest side of the result, in pixels. */
  size: number;
  /** `cover`: a centre-cropped square; `inside`: the whole image within size × size. */
  fit: 'cover' | 'inside';
  /** Whether a smaller image is enlarged to `size`; by default it keeps its own size. */
  enlarge?: boolean;
  /** Keep the frames of an animated GIF or WebP (output gif or webp); otherwise the first only. */
  animated?: boolean;
}

export interface IntakenImage {
  data: Buffer;
  format: OutputFormat;
  /** File name extension for storage keys, which the file routes map to the content type. */
  ext: OutputFormat;
  contentType: string;
  width: number;
  height: number;
}

const CONTENT_TYPES: Record<OutputFormat, string> = {
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};
/** A decode and encode that takes longer than this is refused (a pathological file). */
const TIMEOUT_SECONDS = 20;
/** Re-encodes run at most this many at a time, which bounds the memory decoded pixels take. */
const MAX_RUNNING = Math.max(1, Math.min(4, availableParallelism()));
const intake = boundedQueue({ concurrency: MAX_RUNNING, maxWaiting: Number.POSITIVE_INFINITY });

/** The 413 or 422 answer for a refusal, on `field` and as the message. */
export function refusalError(refusal: Refusal, rules: SizeRules, field: string): AppError {
  const message =
    refusal === 'bytes'
      ? msg('image_file_too_large', { max: Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10 })
      : refusal === 'dimensions'
        ? msg('image_too_large', { max: rules.maxSide })
        : refusal === 'frames'
          ? msg('image_too_many_frames', { max: rules.maxFrames ?? 1 })
          : msg('image_only');
  return new AppError(refusal === 'bytes' ? 413 : 422, message, { [field]: [message] });
}

/** What the header declares, read without decoding pixels; a refusal when it must stop here. */
type Source =
  | {
      kind: 'encoded';
      data: Buffer;
      width: number;
      height: number;
      frames: number;
      /** The EXIF orientation: 5 to 8 are quarter turns, which swap the sides. */
      orientation: number;
    }
  | { kind: 'bitmap'; bitmap: Bitmap };

async function readSource(data: Buffer, format: InputFormat, animated: boolean): Promise<Source | Refusal> {
  if (format === 'bmp') {
    const bitmap = readBmp(data);
    return bitmap ? { kind: 'bitmap', bitmap } : 'type';
  }
  if (format === 'ico') {
    const icon = readIco(data);
    if (!icon) return 'type';
    return icon.kind === 'png' ? readSource(icon.data, 'png', false) : icon;
  }
  const sharp = await loadSharp();
  try {
    // The header only: no pixel is decoded, so a 100,000 × 100,000 claim costs nothing.
    const meta = await sharp(data, { limitInputPixels: false }).metadata();
    // libvips must read it as the format its first bytes claim, or it is refused.
    if (meta.format !== format || !meta.width || !meta.height) return 'type';
    const frames = animated ? Math.max(1, meta.pages ?? 1) : 1;
    const height = animated && meta.pageHeight ? meta.pageHeight : meta.height;
    return { kind: 'encoded', data, width: meta.width, height, frames, orientation: meta.orientation ?? 1 };
  } catch {
    return 'type';
  }
}

function sizeOf(source: Source) {
  return source.kind === 'bitmap'
    ? { width: source.bitmap.width, height: source.bitmap.height, frames: 1 }
    : source;
}

/**
 * Checks `data` against `rules` and re-encodes it as `output`; a refused image throws the 413 or
 * 422 answer, with the message on `field`.
 */
export async function intakeImage(
  data: Buffer,
  rules: IntakeRules,
  output: OutputSpec,
  field: string,
): Promise<IntakenImage> {
  const refuse = (refusal: Refusal) => refusalError(refusal, rules, field);
  const tooBig = checkBytes(data.length, rules);
  if (tooBig) throw refuse(tooBig);
  const format = sniffFormat(data);
  if (!format || !rules.formats.includes(format)) throw refuse('type');
  const animated = Boolean(output.animated) && (format === 'gif' || format === 'webp');
  const source = await readSource(data, format, animated);
  if (typeof source === 'string') throw refuse(source);
  const refusal = checkSize(sizeOf(source), rules);
  if (refusal) throw refuse(refusal);
  return intake
    .run(() => reencode(source, rules, output, animated))
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      // Whatever libvips could not decode is not an image we accept.
      throw refuse('type');
    });
}

async function reencode(
  source: Source,
  rules: IntakeRules,
  output: OutputSpec,
  animated: boolean,
): Promise<IntakenImage> {
  const sharp = await loadSharp();
  let image: sharpModule.Sharp;
  let { width, height } = sizeOf(source);
  if (source.kind === 'bitmap') {
    const pixels = source.bitmap.decode();
    if (!pixels) throw new Error('The bitmap is shorter than its header says.');
    image = sharp(pixels, { raw: { width, height, channels: 4 }, limitInputPixels: rules.maxPixels });
  } else {
    image = sharp(source.data, { limitInputPixels: rules.maxPixels, failOn: 'error', animated });
    if (!animated) {
      // Upright by the EXIF orientation; a quarter turn swaps the sides.
      if (source.orientation >= 5) [width, height] = [height, width];
      image = image.autoOrient();
    }
  }
  if (output.fit === 'cover') {
    const side = output.enlarge ? output.size : Math.min(output.size, width, height);
    image = image.resize(side, side, { fit: 'cover', position: 'centre' });
  } else {
    image = image.resize(output.size, output.size, { fit: 'inside', withoutEnlargement: !output.enlarge });
  }
  // sharp writes no EXIF, XMP, ICC or comment unless asked to: the result carries pixels only.
  if (output.format === 'png') image = image.png({ compressionLevel: 9 });
  else if (output.format === 'webp') image = image.webp({ quality: 85 });
  else image = image.gif();
  const result = await image.timeout({ seconds: TIMEOUT_SECONDS }).toBuffer({ resolveWithObject: true });
  return {
    data: result.data,
    format: output.format,
    ext: output.format,
    contentType: CONTENT_TYPES[output.format],
    width: result.info.width,
    height: result.info.pageHeight ?? result.info.height,
  };
}
