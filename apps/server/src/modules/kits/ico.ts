/**
 * A Windows icon (.ico) holding PNG images (Vista and later read PNG entries; every browser does):
 * the ICONDIR header, one 16-byte ICONDIRENTRY per image, then the PNG files as they are. A side
 * of 256 px is written as 0, as the format wants; larger sides cannot be stored.
 */
export interface IcoImage {
  /** Width and height in px (icons are square), 1–256. */
  size: number;
  png: Uint8Array;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export function encodeIco(images: readonly IcoImage[]): Buffer {
  if (images.length === 0 || images.length > 255) throw new Error('an icon holds 1 to 255 images');
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach((image, i) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256)
      throw new Error(`an icon image is 1 to 256 px, not ${image.size}`);
    if (!PNG_SIGNATURE.every((b, j) => image.png[j] === b)) throw new Error('an icon image must be a PNG');
    const at = 6 + 16 * i;
    const side = image.size === 256 ? 0 : image.size;
    header.writeUInt8(side, at); // width
    header.writeUInt8(side, at + 1); // height
    header.writeUInt8(0, at + 2); // no palette
    header.writeUInt8(0, at + 3); // reserved
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(image.png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += image.png.length;
  });
  return Buffer.concat([header, ...images.map((i) => Buffer.from(i.png))]);
}

/** The entries of an icon (what a reader sees): side, byte size and offset of each image. */
export function readIcoEntries(ico: Uint8Array): { size: number; bytes: number; offset: number }[] {
  const buf = Buffer.from(ico.buffer, ico.byteOffset, ico.byteLength);
  if (buf.length < 6 || buf.readUInt16LE(0) !== 0 || buf.readUInt16LE(2) !== 1)
    throw new Error('not an icon');
  const count = buf.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const at = 6 + 16 * i;
    const side = buf.readUInt8(at);
    return {
      size: side === 0 ? 256 : side,
      bytes: buf.readUInt32LE(at + 8),
      offset: buf.readUInt32LE(at + 12),
    };
  });
}
