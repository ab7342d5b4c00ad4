import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { encodeIco, readIcoEntries } from './ico.ts';

const pngOf = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 4, background: '#ff0000' } })
    .png()
    .toBuffer();

describe('the ICO encoder (PNG entries)', () => {
  it('writes the header, one entry per image and the PNGs at their offsets', async () => {
    const images = await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await pngOf(size) })));
    const ico = encodeIco(images);
    expect(ico.readUInt16LE(0)).toBe(0);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(3);
    const entries = readIcoEntries(ico);
    expect(entries.map((e) => e.size)).toEqual([16, 32, 48]);
    expect(entries[0]?.offset).toBe(6 + 16 * 3);
    for (const [i, e] of entries.entries()) {
      const png = ico.subarray(e.offset, e.offset + e.bytes);
      expect(Buffer.compare(png, images[i]?.png as Buffer)).toBe(0);
      const meta = await sharp(png).metadata();
      expect([meta.width, meta.height]).toEqual([images[i]?.size, images[i]?.size]);
    }
    expect(ico.length).toBe(6 + 48 + images.reduce((n, i) => n + i.png.length, 0));
  });

  it('writes 256 px as 0 and reads it back as 256', async () => {
    const ico = encodeIco([{ size: 256, png: await pngOf(256) }]);
    expect(ico.readUInt8(6)).toBe(0);
    expect(readIcoEntries(ico)[0]?.size).toBe(256);
  });

  it('refuses no images, sides past 256 and bytes that are not PNG', async () => {
    expect(() => encodeIco([])).toThrow();
    expect(() => encodeIco([{ size: 300, png: Buffer.alloc(8) }])).toThrow();
    expect(() => encodeIco([{ size: 16, png: Buffer.from('GIF89a..') }])).toThrow(/PNG/);
  });
});
