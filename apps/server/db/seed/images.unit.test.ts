import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { initialsOf, renderLogoImages } from './images.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('renderLogoImages', () => {
  const first = renderLogoImages(0, 'Sakura Bakery');

  it('makes a 400×400 GIF89a main image', () => {
    expect(first.gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(first.gif.readUInt16LE(6)).toBe(400);
    expect(first.gif.readUInt16LE(8)).toBe(400);
    expect(first.gif.at(-1)).toBe(0x3b);
  });

  it('makes a 400×400 PNG hover image that pngjs decodes', () => {
    expect(first.hover.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const png = PNG.sync.read(first.hover);
    expect([png.width, png.height]).toEqual([400, 400]);
    // White background in the main image's colours is not used here: the hover has the brand colour.
    expect(png.data.subarray(0, 3).equals(Buffer.from([255, 255, 255]))).toBe(false);
  });

  it('gives different images for different indexes, and the same for the same input', () => {
    const second = renderLogoImages(1, 'Sakura Bakery');
    expect(second.gif.equals(first.gif)).toBe(false);
    expect(second.hover.equals(first.hover)).toBe(false);
    const again = renderLogoImages(0, 'Sakura Bakery');
    expect(again.gif.equals(first.gif)).toBe(true);
    expect(again.hover.equals(first.hover)).toBe(true);
  });

  it('takes initials from the first two words, folding accents', () => {
    expect(initialsOf('Sakura Bakery')).toBe('SB');
    expect(initialsOf('Đỉnh Tuyết')).toBe('DT');
    expect(initialsOf('Koi')).toBe('KO');
    expect(initialsOf('さくら', 2)).toBe('C');
  });
});
