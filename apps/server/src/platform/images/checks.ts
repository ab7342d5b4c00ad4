/**
 * The pure checks of the image intake (ADR 0027): what a file is, told by its first bytes, and
 * whether its declared size may be decoded. Nothing here decodes pixels.
 */

/** Formats an upload may be in; `ico` is the spec's x-icon. */
export type InputFormat = 'png' | 'gif' | 'jpeg' | 'webp' | 'bmp' | 'ico';

/** Why an image is refused: not an accepted image, too many bytes, too many pixels or frames. */
export type Refusal = 'type' | 'bytes' | 'dimensions' | 'frames';

export interface SizeRules {
  maxBytes: number;
  /** Width and height, each at most this many pixels. */
  maxSide: number;
  /** Width × height × frames at most; also sharp's `limitInputPixels`. */
  maxPixels: number;
  /** Frames of an animation, when the output keeps them. */
  maxFrames?: number;
}

export interface DeclaredSize {
  width: number;
  height: number;
  frames: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The format the first bytes declare, whatever the name or the client's type says. */
export function sniffFormat(data: Buffer): InputFormat | null {
  if (data.length < 12) return null;
  if (data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (data[0] === 0x42 && data[1] === 0x4d) return 'bmp';
  if (data[0] === 0 && data[1] === 0 && data[2] === 1 && data[3] === 0) return 'ico';
  return null;
}

/** The refusal for a file of `bytes` bytes, or null. */
export function checkBytes(bytes: number, rules: SizeRules): Refusal | null {
  return bytes > rules.maxBytes ? 'bytes' : null;
}

/** The refusal for a declared size (read from the header, before decoding), or null. */
export function checkSize(size: DeclaredSize, rules: SizeRules): Refusal | null {
  const { width, height, frames } = size;
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) return 'type';
  if (width > rules.maxSide || height > rules.maxSide) return 'dimensions';
  if (rules.maxFrames !== undefined && frames > rules.maxFrames) return 'frames';
  if (width * height * Math.max(1, frames) > rules.maxPixels) return 'dimensions';
  return null;
}
