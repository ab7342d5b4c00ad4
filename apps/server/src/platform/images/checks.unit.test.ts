import { describe, expect, it } from 'vitest';
import { craftBmp, craftIco, craftPng } from '../../../test/fixtures/images.ts';
import { readBmp, readIco } from './bitmap.ts';
import { checkBytes, checkSize, type SizeRules, sniffFormat } from './checks.ts';

const rules: SizeRules = { maxBytes: 1000, maxSide: 4096, maxPixels: 4096 * 4096 };

describe('sniffFormat', () => {
  it('tells formats by their first bytes', () => {
    const pad = (head: string | number[]) =>
      Buffer.concat([
        typeof head === 'string' ? Buffer.from(head, 'latin1') : Buffer.from(head),
        Buffer.alloc(16),
      ]);
    expect(sniffFormat(craftPng(1, 1))).toBe('png');
    expect(sniffFormat(pad('GIF89a'))).toBe('gif');
    expect(sniffFormat(pad('GIF87a'))).toBe('gif');
    expect(sniffFormat(pad([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFormat(pad('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffFormat(pad('BM'))).toBe('bmp');
    expect(sniffFormat(pad([0, 0, 1, 0]))).toBe('ico');
  });

  it('refuses what only its name or type calls an image', () => {
    expect(sniffFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>x</script></svg>'))).toBe(
      null,
    );
    expect(sniffFormat(Buffer.from('<html><body>hello</body></html>'))).toBe(null);
    expect(sniffFormat(Buffer.from('<?php echo 1; ?> not an image'))).toBe(null);
    expect(sniffFormat(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBe(null);
    // A cursor (type 2) is not an icon; too short to tell is nothing.
    expect(sniffFormat(Buffer.concat([Buffer.from([0, 0, 2, 0]), Buffer.alloc(16)]))).toBe(null);
    expect(sniffFormat(Buffer.from([0x89, 0x50, 0x4e]))).toBe(null);
  });
});

describe('checkBytes and checkSize', () => {
  it('refuses files above the byte limit', () => {
    expect(checkBytes(1000, rules)).toBe(null);
    expect(checkBytes(1001, rules)).toBe('bytes');
  });

  it('refuses a side above the limit, too many pixels, or too many frames', () => {
    expect(checkSize({ width: 4096, height: 4096, frames: 1 }, rules)).toBe(null);
    expect(checkSize({ width: 100_000, height: 100_000, frames: 1 }, rules)).toBe('dimensions');
    expect(checkSize({ width: 20_000, height: 20_000, frames: 1 }, rules)).toBe('dimensions');
    expect(checkSize({ width: 4097, height: 1, frames: 1 }, rules)).toBe('dimensions');
    expect(checkSize({ width: 1, height: 4097, frames: 1 }, rules)).toBe('dimensions');
    expect(checkSize({ width: 4000, height: 4000, frames: 1 }, { ...rules, maxPixels: 1000 })).toBe(
      'dimensions',
    );
    // Frames multiply the pixels decoded; past maxFrames they are refused outright.
    expect(checkSize({ width: 1000, height: 1000, frames: 20 }, rules)).toBe('dimensions');
    expect(checkSize({ width: 10, height: 10, frames: 51 }, { ...rules, maxFrames: 50 })).toBe('frames');
    expect(checkSize({ width: 10, height: 10, frames: 50 }, { ...rules, maxFrames: 50 })).toBe(null);
  });

  it('refuses sizes that are no sizes', () => {
    for (const [width, height] of [
      [0, 10],
      [10, 0],
      [-5, 10],
      [1.5, 10],
      [Number.NaN, 1],
    ] as const) {
      expect(checkSize({ width, height, frames: 1 }, rules)).toBe('type');
    }
  });
});

describe('BMP and ICO headers and pixels', () => {
  const red = [255, 0, 0, 255] as const;
  const blue = [0, 0, 255, 255] as const;

  it('reads a 24-bit BMP: its size first, then its pixels upright', () => {
    const bitmap = readBmp(craftBmp(3, 2, (_x, y) => (y === 0 ? red : blue)))!;
    expect([bitmap.width, bitmap.height]).toEqual([3, 2]);
    const pixels = bitmap.decode()!;
    expect([...pixels.subarray(0, 4)]).toEqual([255, 0, 0, 255]);
    expect([...pixels.subarray(12, 16)]).toEqual([0, 0, 255, 255]);
  });

  it('reads 32-bit bit-field pixels with their alpha', () => {
    const pixels = readBmp(
      craftBmp(2, 1, (x) => (x === 0 ? [10, 20, 30, 0] : [40, 50, 60, 128]), 32),
    )!.decode()!;
    expect([...pixels]).toEqual([10, 20, 30, 0, 40, 50, 60, 128]);
  });

  it('reads a header claiming 100,000 × 100,000 without touching pixels, and refuses to decode it', () => {
    const bmp = craftBmp(2, 2, () => red);
    bmp.writeInt32LE(100_000, 18);
    bmp.writeInt32LE(100_000, 22);
    const bitmap = readBmp(bmp)!;
    expect([bitmap.width, bitmap.height]).toEqual([100_000, 100_000]);
    expect(bitmap.decode()).toBe(null);
  });

  it('refuses RLE-compressed and broken bitmaps', () => {
    const rle = craftBmp(2, 2, () => red);
    rle.writeUInt32LE(1, 30);
    expect(readBmp(rle)).toBe(null);
    expect(readBmp(Buffer.from('BM not really a bitmap at all'))).toBe(null);
    const zero = craftBmp(2, 2, () => red);
    zero.writeInt32LE(0, 18);
    expect(readBmp(zero)).toBe(null);
  });

  it("cuts an icon's bitmap out by its AND mask, and hands back an embedded PNG", () => {
    const icon = readIco(
      craftIco({ width: 4, height: 4, color: [0, 200, 0, 255], transparent: (x, y) => x === 0 && y === 0 }),
    );
    expect(icon?.kind).toBe('bitmap');
    if (icon?.kind !== 'bitmap') return;
    expect([icon.bitmap.width, icon.bitmap.height]).toEqual([4, 4]);
    const pixels = icon.bitmap.decode()!;
    expect([...pixels.subarray(0, 4)]).toEqual([0, 200, 0, 0]);
    expect([...pixels.subarray(4, 8)]).toEqual([0, 200, 0, 255]);
    const png = craftPng(300, 300);
    expect(readIco(craftIco({ png }))).toEqual({ kind: 'png', data: png });
  });

  it('refuses an icon whose directory points outside the file', () => {
    const ico = craftIco({ png: craftPng(16, 16) });
    ico.writeUInt32LE(10_000, 18);
    expect(readIco(ico)).toBe(null);
  });
});
