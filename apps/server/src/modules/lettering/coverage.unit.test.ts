import { createRequire } from 'node:module';
import { LETTERING_FONTS, type LetteringScript } from '@logoya/core';
import { describe, expect, it } from 'vitest';
import { loadFont } from './font-files.ts';
import { fontRuns } from './runs.ts';
import { shapeColumn, shapeLine } from './shape.ts';

/**
 * The coverage test (issue 25): every offered font, with its fallbacks, draws every character the
 * shop promises, with no `.notdef` (glyph 0, the missing-glyph box).
 */
const require = createRequire(import.meta.url);
const JOYO: string[] = require('joyo-kanji').kanji;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');

const VI_BASES = 'aăâeêioôơuưy';
const TONES = ['', '\u0300', '\u0301', '\u0309', '\u0303', '\u0323'];
const vietnamese = [...VI_BASES, ...VI_BASES.toUpperCase()]
  .flatMap((base) => TONES.map((tone) => (base + tone).normalize('NFC')))
  .concat('đĐ', 'bcdghklmnpqrstvx', 'BCDGHKLMNPQRSTVX')
  .join('');

const SETS: Record<LetteringScript, string> = {
  latin: range(0x20, 0x7e),
  vietnamese,
  kana: `${range(0x3041, 0x3096)}${range(0x309b, 0x309e)}${range(0x30a1, 0x30fa)}${range(0x30fc, 0x30fe)}`,
  kanji: JOYO.join(''),
  fullwidth: `\u3000${range(0xff01, 0xff5e)}`,
};

describe('the lettering fonts cover what the shop offers', () => {
  it('holds the whole test data: 2,136 jōyō kanji, 144 toned Vietnamese vowels', () => {
    expect(new Set(JOYO).size).toBe(2136);
    expect([...vietnamese].length).toBe(24 * 6 + 2 + 32);
  });

  describe.each(LETTERING_FONTS.map((f) => [f.id, f] as const))('%s', (_, font) => {
    it.each(Object.keys(SETS) as LetteringScript[])('draws %s with its fallbacks, no .notdef', (script) => {
      const { runs, missing } = fontRuns(SETS[script], font.id);
      expect(missing).toEqual([]);
      const notdef = (glyphs: { glyph: { id: number } }[]) => glyphs.filter((g) => g.glyph.id === 0).length;
      expect(notdef(shapeLine(runs, 0).glyphs)).toBe(0);
      if (script === 'kana' || script === 'fullwidth') expect(notdef(shapeColumn(runs, 0).glyphs)).toBe(0);
    });

    it('draws the scripts it declares by itself (95 % or more: rare letters such as ゕ ヷ come from the fallbacks)', () => {
      const own = loadFont(font.id).font;
      for (const script of font.scripts) {
        const chars = [...SETS[script]];
        const drawn = chars.filter((ch) => own.hasGlyphForCodePoint(ch.codePointAt(0)!)).length;
        expect(drawn / chars.length, script).toBeGreaterThanOrEqual(0.95);
      }
    });
  });
});
