/**
 * BMP and ICO, which sharp cannot read: their headers are read here (sizes before any pixel is
 * touched) and their pixels decoded to RGBA for sharp's raw input. Uncompressed 1, 4, 8, 16, 24
 * and 32-bit bitmaps and bit-field masks are read; RLE-compressed bitmaps are refused. An icon's
 * largest image is used; one stored as PNG is handed back for the PNG path.
 */

const BI_RGB = 0;
const BI_BITFIELDS = 3;
const BI_ALPHABITFIELDS = 6;
/** An icon directory holds at most this many images. */
const MAX_ICON_IMAGES = 64;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A device-independent bitmap's header: the part of a BMP after its 14-byte file header. */
export interface DibHeader {
  width: number;
  height: number;
  topDown: boolean;
  bitCount: number;
  /** [red, green, blue, alpha] masks for 16 and 32-bit pixels; alpha 0 when absent. */
  masks: [number, number, number, number];
  /** Palette colours (B, G, R order, 3 or 4 bytes each) for 1, 4 and 8-bit pixels. */
  palette: { at: number; count: number; entryBytes: 3 | 4 };
  /** Where the header, masks and palette end. */
  end: number;
}

/** A bitmap ready to decode: its size is known, its pixels not yet read. */
export interface Bitmap {
  width: number;
  height: number;
  /** RGBA pixels, or null when the file is shorter than its header says (checked first). */
  decode(): Uint8Array | null;
}

/** What a BMP or ICO holds: a bitmap to decode, or (icons only) an embedded PNG. */
export type BitmapSource = { kind: 'bitmap'; bitmap: Bitmap } | { kind: 'png'; data: Buffer };

/**
 * Reads the DIB header at `at`. In an icon the height counts the image and its AND mask, so it is
 * halved. Null for anything this decoder does not read.
 */
export function readDibHeader(buf: Buffer, at: number, icon: boolean): DibHeader | null {
  if (at + 16 > buf.length) return null;
  const size = buf.readUInt32LE(at);
  if (size === 12) {
    if (at + 12 > buf.length) return null;
    const bitCount = buf.readUInt16LE(at + 10);
    if (![1, 4, 8, 24].includes(bitCount)) return null;
    const rawHeight = buf.readUInt16LE(at + 6);
    const count = bitCount <= 8 ? 2 ** bitCount : 0;
    return {
      width: buf.readUInt16LE(at + 4),
      height: icon ? rawHeight / 2 : rawHeight,
      topDown: false,
      bitCount,
      masks: [0, 0, 0, 0],
      palette: { at: at + 12, count, entryBytes: 3 },
      end: at + 12 + count * 3,
    };
  }
  if (size < 40 || at + size > buf.length) return null;
  const width = buf.readInt32LE(at + 4);
  const signedHeight = buf.readInt32LE(at + 8);
  const bitCount = buf.readUInt16LE(at + 14);
  const compression = buf.readUInt32LE(at + 16);
  const colorsUsed = buf.readUInt32LE(at + 32);
  let end = at + size;
  let masks: DibHeader['masks'] = [0, 0, 0, 0];
  if (bitCount === 16) masks = [0x7c00, 0x03e0, 0x001f, 0];
  if (bitCount === 32) masks = [0x00ff0000, 0x0000ff00, 0x000000ff, icon ? 0xff000000 : 0];
  if (compression === BI_BITFIELDS || compression === BI_ALPHABITFIELDS) {
    if (bitCount !== 16 && bitCount !== 32) return null;
    const maskCount = compression === BI_ALPHABITFIELDS ? 4 : 3;
    // Version 2+ headers hold the masks themselves; a 40-byte one is followed by them.
    const maskAt = size >= 52 ? at + 40 : end;
    if (size < 52) end += maskCount * 4;
    if (end > buf.length) return null;
    masks = [
      buf.readUInt32LE(maskAt),
      buf.readUInt32LE(maskAt + 4),
      buf.readUInt32LE(maskAt + 8),
      maskCount === 4 || size >= 56 ? buf.readUInt32LE(maskAt + 12) : 0,
    ];
  } else if (compression !== BI_RGB) {
    return null;
  }
  if (![1, 4, 8, 16, 24, 32].includes(bitCount) || signedHeight === -(2 ** 31)) return null;
  const count = bitCount <= 8 ? colorsUsed || 2 ** bitCount : 0;
  if (count > 2 ** bitCount && bitCount <= 8) return null;
  const height = Math.abs(signedHeight);
  return {
    width,
    height: icon ? height / 2 : height,
    topDown: signedHeight < 0,
    bitCount,
    masks,
    palette: { at: end, count, entryBytes: 4 },
    end: end + count * 4,
  };
}

type Channel = (value: number) => number;

const stride = (bits: number, width: number) => Math.floor((bits * width + 31) / 32) * 4;

/** A channel of a 16 or 32-bit pixel, read through its mask and scaled to 0–255. */
function channel(mask: number): Channel {
  if (mask === 0) return () => 0;
  let shift = 0;
  while (((mask >>> shift) & 1) === 0) shift++;
  const max = mask >>> shift;
  // `>>>` reads the masked bits as unsigned, so a mask on the top bit works too.
  return (value) => Math.round((((value & mask) >>> shift) * 255) / max);
}

/** The palette as RGBA words (opaque; black past its end), in the platform's byte order. */
function paletteWords(buf: Buffer, palette: DibHeader['palette']): Uint32Array {
  const bytes = new Uint8Array(256 * 4);
  for (let i = 0; i < 256; i++) {
    const p = palette.at + i * palette.entryBytes;
    if (i < palette.count) {
      bytes[i * 4] = buf[p + 2]!;
      bytes[i * 4 + 1] = buf[p + 1]!;
      bytes[i * 4 + 2] = buf[p]!;
    }
    bytes[i * 4 + 3] = 255;
  }
  return new Uint32Array(bytes.buffer);
}

/** The bitmap whose pixels start at `pixelsAt`; null when its size is no size. */
function bitmapOf(buf: Buffer, header: DibHeader, pixelsAt: number, icon: boolean): Bitmap | null {
  const { width, height, bitCount } = header;
  if (!(Number.isInteger(width) && Number.isInteger(height) && width > 0 && height > 0)) return null;
  const rowBytes = stride(bitCount, width);
  const maskRowBytes = stride(1, width);
  return {
    width,
    height,
    decode() {
      // The file must hold every row its header declares before any pixel memory is taken.
      const needed = pixelsAt + rowBytes * height + (icon && bitCount < 32 ? maskRowBytes * height : 0);
      if (pixelsAt < header.end || needed > buf.length) return null;
      const out = new Uint8Array(width * height * 4);
      const [red, green, blue] = header.masks.map(channel) as [Channel, Channel, Channel];
      const alpha = header.masks[3] === 0 ? () => 255 : channel(header.masks[3]);
      // Palette colours as whole RGBA words, written one word per pixel.
      const words = new Uint32Array(out.buffer);
      const colours = paletteWords(buf, header.palette);
      // Whether any pixel is not fully transparent: a 32-bit bitmap with only zero alpha is opaque.
      let anyAlpha = bitCount <= 24;
      const indexMask = (1 << bitCount) - 1;
      for (let row = 0; row < height; row++) {
        const y = header.topDown ? row : height - 1 - row;
        const line = pixelsAt + row * rowBytes;
        const first = y * width;
        if (bitCount <= 8) {
          for (let x = 0, bit = 0; x < width; x++, bit += bitCount) {
            const byte = buf[line + (bit >> 3)]!;
            words[first + x] = colours[(byte >> (8 - bitCount - (bit & 7))) & indexMask]!;
          }
        } else if (bitCount === 24) {
          for (let x = 0, p = line, o = first * 4; x < width; x++, p += 3, o += 4) {
            out[o] = buf[p + 2]!;
            out[o + 1] = buf[p + 1]!;
            out[o + 2] = buf[p]!;
            out[o + 3] = 255;
          }
        } else {
          for (let x = 0, o = first * 4; x < width; x++, o += 4) {
            const value = bitCount === 16 ? buf.readUInt16LE(line + x * 2) : buf.readUInt32LE(line + x * 4);
            out[o] = red(value);
            out[o + 1] = green(value);
            out[o + 2] = blue(value);
            out[o + 3] = alpha(value);
            if (out[o + 3]) anyAlpha = true;
          }
        }
      }
      // An icon without its own alpha is cut out by its AND mask (1 = transparent).
      const maskAt = pixelsAt + rowBytes * height;
      if (icon && (bitCount < 32 || !anyAlpha) && maskAt + maskRowBytes * height <= buf.length) {
        for (let row = 0; row < height; row++) {
          const y = header.topDown ? row : height - 1 - row;
          for (let x = 0; x < width; x++) {
            const bit = (buf[maskAt + row * maskRowBytes + (x >> 3)]! >> (7 - (x & 7))) & 1;
            out[(y * width + x) * 4 + 3] = bit ? 0 : 255;
          }
        }
      } else if (!anyAlpha) {
        for (let i = 3; i < out.length; i += 4) out[i] = 255;
      }
      return out;
    },
  };
}

/** A BMP file: its size from the header; null when it is not one this decoder reads. */
export function readBmp(buf: Buffer): Bitmap | null {
  if (buf.length < 26 || buf[0] !== 0x42 || buf[1] !== 0x4d) return null;
  const header = readDibHeader(buf, 14, false);
  if (!header) return null;
  return bitmapOf(buf, header, buf.readUInt32LE(10), false);
}

/** An ICO file's largest image: a bitmap, or the PNG it embeds; null when it is not an icon. */
export function readIco(buf: Buffer): BitmapSource | null {
  if (buf.length < 22 || buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1) return null;
  const count = buf.readUInt16LE(4);
  if (count === 0 || count > MAX_ICON_IMAGES || 6 + count * 16 > buf.length) return null;
  let best: { area: number; bits: number; at: number; bytes: number } | null = null;
  for (let i = 0; i < count; i++) {
    const e = 6 + i * 16;
    const area = (buf[e] || 256) * (buf[e + 1] || 256);
    const bits = buf.readUInt16LE(e + 6);
    const bytes = buf.readUInt32LE(e + 8);
    const at = buf.readUInt32LE(e + 12);
    if (bytes === 0 || at < 6 + count * 16 || at + bytes > buf.length) return null;
    if (!best || area > best.area || (area === best.area && bits > best.bits))
      best = { area, bits, at, bytes };
  }
  const image = buf.subarray(best!.at, best!.at + best!.bytes);
  if (image.length >= 8 && image.subarray(0, 8).equals(PNG_SIGNATURE)) return { kind: 'png', data: image };
  const header = readDibHeader(image, 0, true);
  if (!header) return null;
  const bitmap = bitmapOf(image, header, header.end, true);
  return bitmap ? { kind: 'bitmap', bitmap } : null;
}
