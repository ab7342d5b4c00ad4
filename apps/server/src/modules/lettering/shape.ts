import type { Glyph } from 'fontkit';
import type { LoadedFont } from './font-files.ts';
import type { FontRun } from './runs.ts';

/**
 * Runs shaped into placed glyphs, at a size of 1 (every length in em), with y going down as in
 * SVG. Shaping is fontkit's `layout()`: the font's own kerning, ligatures and mark positioning
 * (so "Ấ" and "ỹ" stack right); a vertical column also takes the font's vertical forms (`vert`).
 */
export interface PlacedGlyph {
  font: LoadedFont;
  glyph: Glyph;
  /** Where the glyph's origin (on its baseline) lies. */
  x: number;
  y: number;
}

export interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export interface ShapedLine {
  glyphs: PlacedGlyph[];
  /** The line's box: the advance (and, in a column, the 1 em cells) joined with the ink. */
  box: Extent;
}

const inked = (glyph: Glyph) => glyph.cbox.maxX > glyph.cbox.minX && glyph.cbox.maxY > glyph.cbox.minY;

/** Joins `extent` with a glyph's control box (which holds its outline) placed at (x, y). */
function addInk(extent: Extent, g: PlacedGlyph): void {
  if (!inked(g.glyph)) return;
  const k = 1 / g.font.unitsPerEm;
  const { minX, minY, maxX, maxY } = g.glyph.cbox;
  extent.minX = Math.min(extent.minX, g.x + minX * k);
  extent.maxX = Math.max(extent.maxX, g.x + maxX * k);
  extent.minY = Math.min(extent.minY, g.y - maxY * k);
  extent.maxY = Math.max(extent.maxY, g.y - minY * k);
}

/**
 * One horizontal line: the pen moves by each glyph's advance, plus `spacing` (em) after every
 * glyph that advances (marks do not), except the last. The baseline is y = 0; the box spans the
 * first font's capitals (so lines of one slot sit alike) joined with the ink.
 */
export function shapeLine(runs: readonly FontRun[], spacing: number): ShapedLine {
  const glyphs: PlacedGlyph[] = [];
  let pen = 0;
  let lastAdvance = 0;
  for (const run of runs) {
    const k = 1 / run.font.unitsPerEm;
    const { glyphs: gs, positions } = run.font.font.layout(run.text);
    for (let i = 0; i < gs.length; i++) {
      const pos = positions[i]!;
      glyphs.push({ font: run.font, glyph: gs[i]!, x: pen + pos.xOffset * k, y: -pos.yOffset * k });
      if (pos.xAdvance !== 0) {
        pen += pos.xAdvance * k + spacing;
        lastAdvance = spacing;
      }
    }
  }
  const width = Math.max(0, pen - lastAdvance);
  const cap = runs[0]?.font.capHeight ?? 0.7;
  const box: Extent = { minX: 0, minY: -cap, maxX: width, maxY: 0 };
  for (const g of glyphs) addInk(box, g);
  return { glyphs, box };
}

/**
 * One vertical column, every character upright in a 1 em cell, top to bottom, `spacing` (em)
 * between cells (ADR 0096). Kana and kanji take the font's vertical forms; Latin letters and
 * digits stand upright, centred in their cell, as on a shop's noren. x = 0 is the column's
 * middle; y = 0 its top.
 */
export function shapeColumn(runs: readonly FontRun[], spacing: number): ShapedLine {
  const glyphs: PlacedGlyph[] = [];
  let top = 0;
  let cells = 0;
  for (const run of runs) {
    const k = 1 / run.font.unitsPerEm;
    const { glyphs: gs, positions } = run.font.font.layout(run.text, run.font.vertical ? ['vert'] : []);
    for (let i = 0; i < gs.length; i++) {
      const pos = positions[i]!;
      if (pos.xAdvance === 0 && glyphs.length > 0) {
        // A mark sits on the letter before it, in the same cell.
        const base = glyphs.at(-1)!;
        glyphs.push({
          font: run.font,
          glyph: gs[i]!,
          x: base.x + pos.xOffset * k,
          y: base.y - pos.yOffset * k,
        });
        continue;
      }
      if (cells > 0) top += 1 + spacing;
      cells++;
      const x = -(pos.xAdvance * k) / 2 + pos.xOffset * k;
      glyphs.push({ font: run.font, glyph: gs[i]!, x, y: top + run.font.verticalBaseline - pos.yOffset * k });
    }
  }
  const box: Extent = { minX: -0.5, minY: 0, maxX: 0.5, maxY: cells > 0 ? top + 1 : 0 };
  for (const g of glyphs) addInk(box, g);
  return { glyphs, box };
}
