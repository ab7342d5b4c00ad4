import { PNG } from 'pngjs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoLogo } from './demo-data.ts';
import { initialsOf, logoSvgs, renderLogoImages } from './images.ts';
import { fitSize, hasGlyphs, JAPANESE_FONTS, letter, measure } from './lettering.ts';
import { BUSINESS_TYPES, CONCEPTS } from './words.ts';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Share of pixels in a region that differ from the corner's colour: how much is drawn there. */
async function inkShare(image: Buffer, top: number, height: number): Promise<number> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [data[0]!, data[1]!, data[2]!];
  let inked = 0;
  for (let y = top; y < top + height; y++) {
    for (let x = 0; x < info.width; x++) {
      const i = (y * info.width + x) * 3;
      if (Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) > 30) inked++;
    }
  }
  return inked / (info.width * height);
}

describe('renderLogoImages', async () => {
  const art = demoLogo(0).art;
  const first = await renderLogoImages(0, art);

  it('makes a 400×400 GIF89a main image', () => {
    expect(first.gif.subarray(0, 6).toString('latin1')).toBe('GIF89a');
    expect(first.gif.readUInt16LE(6)).toBe(400);
    expect(first.gif.readUInt16LE(8)).toBe(400);
    expect(first.gif.at(-1)).toBe(0x3b);
  });

  it('makes a 400×400 PNG hover image that pngjs decodes, on the brand colour', () => {
    expect(first.hover.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    const png = PNG.sync.read(first.hover);
    expect([png.width, png.height]).toEqual([400, 400]);
    expect(png.data.subarray(0, 3).equals(Buffer.from([255, 255, 255]))).toBe(false);
  });

  it('gives different images for different indexes, and the same bytes for the same input', async () => {
    const second = await renderLogoImages(1, art);
    expect(second.gif.equals(first.gif)).toBe(false);
    expect(second.hover.equals(first.hover)).toBe(false);
    const again = await renderLogoImages(0, art);
    expect(again.gif.equals(first.gif)).toBe(true);
    expect(again.hover.equals(first.hover)).toBe(true);
  });

  it('draws an emblem above and lettering below, in both images', async () => {
    for (const image of [first.gif, first.hover]) {
      expect(await inkShare(image, 70, 160)).toBeGreaterThan(0.08);
      expect(await inkShare(image, 265, 100)).toBeGreaterThan(0.02);
      expect(await inkShare(image, 0, 40)).toBe(0);
    }
  });

  it('letters with glyph outlines, not with a system font', () => {
    for (let i = 0; i < 30; i++) {
      const { main, hover } = logoSvgs(i, demoLogo(i).art);
      for (const svg of [main, hover]) {
        expect(svg).not.toContain('<text');
        expect(svg).toMatch(/<path d="M[\d.]+ [\d.]+/);
      }
    }
  });

  it('takes initials from the first two words, folding accents', () => {
    expect(initialsOf('Sakura Bakery')).toBe('SB');
    expect(initialsOf('Đỉnh Tuyết')).toBe('DT');
    expect(initialsOf('Koi')).toBe('KO');
    expect(initialsOf('さくら', 2)).toBe('C');
  });
});

describe('lettering', () => {
  it('has the Japanese and Vietnamese glyphs the demo names use', () => {
    // A missing glyph would be drawn as .notdef, an empty or box outline of the same width for every letter.
    const style = { font: 'sans' as const, size: 20 };
    expect(letter('ベーカリー', style, 0, 0).d.length).toBeGreaterThan(200);
    for (const font of ['sans', 'serif', 'geometric'] as const) {
      const tone = measure('ệ', { font, size: 100 });
      const plain = measure('e', { font, size: 100 });
      expect(Math.abs(tone - plain)).toBeLessThan(1);
      expect(letter('Tiệm bánh Đào', { font, size: 20 }, 0, 0).d).not.toBe(
        letter('Tiem banh Dao', { font, size: 20 }, 0, 0).d,
      );
    }
  });

  it('draws every character of every demo name in the fonts that letter it', () => {
    const latin = ['serif', 'serifItalic', 'geometric', 'geometricLight', 'sansBlack', 'sansBold'] as const;
    for (const word of [...CONCEPTS, ...BUSINESS_TYPES]) {
      for (const font of JAPANESE_FONTS) {
        expect(hasGlyphs(word.ja.replace('{c}', ''), font), `${word.ja} ${font}`).toBe(true);
        expect(hasGlyphs(word.vi.replace('{c}', ''), font), `${word.vi} ${font}`).toBe(true);
      }
      for (const font of latin) {
        const en = word.en.replace('{c}', '');
        expect(hasGlyphs(en, font) && hasGlyphs(en.toUpperCase(), font), `${en} ${font}`).toBe(true);
      }
    }
    expect(hasGlyphs('金のふくろう', 'serif')).toBe(false);
  });

  it('shrinks a line to fit its width', () => {
    const style = { font: 'serif' as const, size: 48 };
    const fitted = fitSize('Golden Owl English School', style, 300);
    expect(fitted.size).toBeLessThan(48);
    expect(measure('Golden Owl English School', fitted)).toBeLessThanOrEqual(300);
    expect(fitSize('Koi', style, 300)).toEqual(style);
  });
});
