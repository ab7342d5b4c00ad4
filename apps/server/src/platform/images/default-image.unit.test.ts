import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { renderDefaultImage } from './default-image.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('renderDefaultImage', () => {
  it('is a 400×400 grey PNG', () => {
    const image = renderDefaultImage();
    expect(image.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const png = PNG.sync.read(image);
    expect([png.width, png.height]).toEqual([400, 400]);
    const [r, g, b] = png.data;
    expect(r).toBe(g);
    expect(g).toBe(b);
  });
});
