import { createHash } from 'node:crypto';
import { LETTERING_MARK_MAX_BYTES, msg } from '@logoya/core';
import { AppError } from '../../platform/http/errors.ts';
import { sniffFormat } from '../../platform/images/checks.ts';
import { type IntakeRules, intakeImage } from '../../platform/images/intake.ts';
import { loadSharp } from '../../platform/images/sharp.ts';

/**
 * The mark a designer uploads for a layout (ADR 0098): an SVG, or a PNG with transparency.
 * - PNG goes through the shop's one image intake (ADR 0027): header checks before decoding, then a
 *   fresh re-encode without metadata, at most 2000 px on its longest side; one without an alpha
 *   channel is refused.
 * - SVG is refused, not cleaned, when it holds anything but drawing: a script, an event attribute
 *   (`on…=`), foreignObject (HTML), a DOCTYPE or entity (XML expansion), or a reference to anything
 *   outside itself (an href or url() that is not `#id`, an @import). What remains is then drawn
 *   once by librsvg (sharp) to prove it is an SVG. The renderer embeds it as an image, where no
 *   script would run anyway; the refusal keeps the stored file plain for every later use.
 */

export const MARK_PNG_RULES: IntakeRules = {
  formats: ['png'],
  maxBytes: LETTERING_MARK_MAX_BYTES,
  maxSide: 4000,
  maxPixels: 4000 * 4000,
};

export interface IntakenMark {
  data: Buffer;
  type: 'image/svg+xml' | 'image/png';
  ext: 'svg' | 'png';
  width: number;
  height: number;
  /** sha256 of the stored bytes, hex. */
  hash: string;
}

const UNSAFE_SVG = [
  /<\s*script\b/i,
  /<\s*foreignObject\b/i,
  /<!\s*(DOCTYPE|ENTITY)\b/i,
  // Event attributes, whatever the quoting or the white space before them.
  /[\s"'/]on[a-z]+\s*=/i,
  /<\s*(iframe|embed|object|audio|video|animate|set|handler|listener)\b/i,
  /@import\b/i,
  /javascript\s*:/i,
];
/** href, xlink:href, src, url(…) to anything but a fragment of the file itself. */
const OUTSIDE_REFERENCE = /\b(?:xlink:)?(?:href|src)\s*=\s*["']\s*(?!#)|url\(\s*["']?\s*(?!#)/i;

/** Why an SVG's text is refused, or null when it holds drawing only. Pure: unit-tested. */
export function unsafeSvg(text: string): string | null {
  for (const rule of UNSAFE_SVG) if (rule.test(text)) return rule.source;
  if (OUTSIDE_REFERENCE.test(text)) return 'reference';
  if (!/<svg[\s>]/i.test(text)) return 'not_svg';
  return null;
}

const refuseFile = () => {
  const message = msg('lettering_mark_file', { max: LETTERING_MARK_MAX_BYTES / 1024 });
  return new AppError(422, message, { file: [message] });
};

const hashOf = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function intakeSvg(data: Buffer): Promise<IntakenMark> {
  const text = data.toString('utf8');
  if (text.includes('\u0000') || text.includes('\uFFFD')) throw refuseFile();
  if (unsafeSvg(text)) {
    const message = msg('lettering_mark_unsafe');
    throw new AppError(422, message, { file: [message] });
  }
  const sharp = await loadSharp();
  try {
    const meta = await sharp(data, { limitInputPixels: MARK_PNG_RULES.maxPixels }).metadata();
    if (meta.format !== 'svg' || !meta.width || !meta.height) throw refuseFile();
    return {
      data,
      type: 'image/svg+xml',
      ext: 'svg',
      width: meta.width,
      height: meta.height,
      hash: hashOf(data),
    };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refuseFile();
  }
}

async function intakePng(data: Buffer): Promise<IntakenMark> {
  const sharp = await loadSharp();
  const image = await intakeImage(data, MARK_PNG_RULES, { format: 'png', size: 2000, fit: 'inside' }, 'file');
  const meta = await sharp(image.data).metadata();
  if (!meta.hasAlpha) {
    const message = msg('lettering_mark_opaque');
    throw new AppError(422, message, { file: [message] });
  }
  return {
    data: image.data,
    type: 'image/png',
    ext: 'png',
    width: image.width,
    height: image.height,
    hash: hashOf(image.data),
  };
}

/** Checks an uploaded mark and answers what to store; a refusal throws its 413 or 422. */
export async function intakeMark(data: Buffer | undefined): Promise<IntakenMark> {
  if (!data || data.length === 0) throw refuseFile();
  if (data.length > LETTERING_MARK_MAX_BYTES) {
    const message = msg('lettering_mark_file', { max: LETTERING_MARK_MAX_BYTES / 1024 });
    throw new AppError(413, message, { file: [message] });
  }
  if (sniffFormat(data) === 'png') return intakePng(data);
  // Anything else must be an SVG's text (with or without an XML declaration or a BOM).
  const head = data
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (head.startsWith('<')) return intakeSvg(data);
  throw refuseFile();
}
