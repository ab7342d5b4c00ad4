import zlib from 'node:zlib';

/**
 * Hand-made image files for the intake tests: PNGs whose header claims any size (a 100,000 ×
 * 100,000 one in 69 bytes), and BMP and ICO files, written byte by byte.
 */

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A 1-bit greyscale PNG of `width` × `height`. By default its IDAT holds a few compressed bytes
 * only, so the header's claim costs nothing to write; `complete` writes every (black) row.
 */
export function craftPng(width: number, height: number, options: { complete?: boolean } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // greyscale
  const rows = options.complete ? Buffer.alloc((1 + Math.ceil(width / 8)) * height) : Buffer.alloc(64);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type Rgba = readonly [number, number, number, number];

/** A bottom-up BMP with a BITMAPINFOHEADER: 24-bit, or 32-bit with BI_BITFIELDS masks. */
export function craftBmp(
  width: number,
  height: number,
  pixel: (x: number, y: number) => Rgba,
  bits: 24 | 32 = 24,
): Buffer {
  const masks = bits === 32 ? 16 : 0;
  const stride = Math.floor((bits * width + 31) / 32) * 4;
  const pixelsAt = 14 + 40 + masks;
  const out = Buffer.alloc(pixelsAt + stride * height);
  out.write('BM', 0, 'latin1');
  out.writeUInt32LE(out.length, 2);
  out.writeUInt32LE(pixelsAt, 10);
  out.writeUInt32LE(40, 14);
  out.writeInt32LE(width, 18);
  out.writeInt32LE(height, 22);
  out.writeUInt16LE(1, 26);
  out.writeUInt16LE(bits, 28);
  out.writeUInt32LE(bits === 32 ? 6 : 0, 30); // BI_ALPHABITFIELDS or BI_RGB
  if (bits === 32) {
    out.writeUInt32LE(0x00ff0000, 54);
    out.writeUInt32LE(0x0000ff00, 58);
    out.writeUInt32LE(0x000000ff, 62);
    out.writeUInt32LE(0xff000000, 66);
  }
  for (let y = 0; y < height; y++) {
    const line = pixelsAt + (height - 1 - y) * stride;
    for (let x = 0; x < width; x++) {
      const [r, g, b, a] = pixel(x, y);
      const p = line + x * (bits / 8);
      out[p] = b;
      out[p + 1] = g;
      out[p + 2] = r;
      if (bits === 32) out[p + 3] = a;
    }
  }
  return out;
}

/**
 * An ICO holding one image: an 8-bit paletted DIB with its AND mask (`transparent` pixels cut
 * out), or the given PNG as it is.
 */
export function craftIco(
  image:
    | { png: Buffer }
    | { width: number; height: number; color: Rgba; transparent: (x: number, y: number) => boolean },
): Buffer {
  let data: Buffer;
  let w = 0;
  let h = 0;
  if ('png' in image) {
    data = image.png;
  } else {
    ({ width: w, height: h } = image);
    const stride = Math.floor((8 * w + 31) / 32) * 4;
    const maskStride = Math.floor((w + 31) / 32) * 4;
    data = Buffer.alloc(40 + 256 * 4 + stride * h + maskStride * h);
    data.writeUInt32LE(40, 0);
    data.writeInt32LE(w, 4);
    data.writeInt32LE(h * 2, 8);
    data.writeUInt16LE(1, 12);
    data.writeUInt16LE(8, 14);
    const [r, g, b] = image.color;
    data[40 + 4] = b; // palette entry 1
    data[40 + 5] = g;
    data[40 + 6] = r;
    const pixelsAt = 40 + 256 * 4;
    const maskAt = pixelsAt + stride * h;
    for (let y = 0; y < h; y++) {
      const row = h - 1 - y;
      for (let x = 0; x < w; x++) {
        data[pixelsAt + row * stride + x] = 1;
        const m = maskAt + row * maskStride + (x >> 3);
        if (image.transparent(x, y)) data[m] = data[m]! | (0x80 >> (x & 7));
      }
    }
  }
  const head = Buffer.alloc(6 + 16);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head[6] = w % 256;
  head[7] = h % 256;
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE('png' in image ? 32 : 8, 12);
  head.writeUInt32LE(data.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, data]);
}
