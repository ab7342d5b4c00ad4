/**
 * A 5×7 bitmap font for the images the server draws (the default and site images, and the demo
 * logos): A–Z, 0–9, & ! ? @ and a little punctuation. Each glyph is seven rows of five cells;
 * '#' is ink.
 */
const GLYPH_ROWS: Record<string, string> = {
  A: '.###. #...# #...# ##### #...# #...# #...#',
  B: '####. #...# #...# ####. #...# #...# ####.',
  C: '.###. #...# #.... #.... #.... #...# .###.',
  D: '####. #...# #...# #...# #...# #...# ####.',
  E: '##### #.... #.... ####. #.... #.... #####',
  F: '##### #.... #.... ####. #.... #.... #....',
  G: '.###. #...# #.... #.### #...# #...# .####',
  H: '#...# #...# #...# ##### #...# #...# #...#',
  I: '.###. ..#.. ..#.. ..#.. ..#.. ..#.. .###.',
  J: '..### ...#. ...#. ...#. ...#. #..#. .##..',
  K: '#...# #..#. #.#.. ##... #.#.. #..#. #...#',
  L: '#.... #.... #.... #.... #.... #.... #####',
  M: '#...# ##.## #.#.# #.#.# #...# #...# #...#',
  N: '#...# #...# ##..# #.#.# #..## #...# #...#',
  O: '.###. #...# #...# #...# #...# #...# .###.',
  P: '####. #...# #...# ####. #.... #.... #....',
  Q: '.###. #...# #...# #...# #.#.# #..#. .##.#',
  R: '####. #...# #...# ####. #.#.. #..#. #...#',
  S: '.#### #.... #.... .###. ....# ....# ####.',
  T: '##### ..#.. ..#.. ..#.. ..#.. ..#.. ..#..',
  U: '#...# #...# #...# #...# #...# #...# .###.',
  V: '#...# #...# #...# #...# #...# .#.#. ..#..',
  W: '#...# #...# #...# #.#.# #.#.# #.#.# .#.#.',
  X: '#...# #...# .#.#. ..#.. .#.#. #...# #...#',
  Y: '#...# #...# .#.#. ..#.. ..#.. ..#.. ..#..',
  Z: '##### ....# ...#. ..#.. .#... #.... #####',
  '0': '.###. #...# #..## #.#.# ##..# #...# .###.',
  '1': '..#.. .##.. ..#.. ..#.. ..#.. ..#.. .###.',
  '2': '.###. #...# ....# ...#. ..#.. .#... #####',
  '3': '##### ...#. ..#.. ...#. ....# #...# .###.',
  '4': '...#. ..##. .#.#. #..#. ##### ...#. ...#.',
  '5': '##### #.... ####. ....# ....# #...# .###.',
  '6': '..##. .#... #.... ####. #...# #...# .###.',
  '7': '##### ....# ...#. ..#.. .#... .#... .#...',
  '8': '.###. #...# #...# .###. #...# #...# .###.',
  '9': '.###. #...# #...# .#### ....# ...#. .##..',
  '&': '.##.. #..#. #.#.. .#... #.#.# #..#. .##.#',
  '!': '..#.. ..#.. ..#.. ..#.. ..#.. ..... ..#..',
  '?': '.###. #...# ....# ...#. ..#.. ..... ..#..',
  '@': '.###. #...# #.### #.#.# #.### #.... .####',
  ' ': '..... ..... ..... ..... ..... ..... .....',
  '-': '..... ..... ..... .###. ..... ..... .....',
  '.': '..... ..... ..... ..... ..... ..... ..#..',
  "'": '..#.. ..#.. .#... ..... ..... ..... .....',
};

export const GLYPH_WIDTH = 5;
export const GLYPH_HEIGHT = 7;

/** Cells of each glyph, row by row: 1 for ink. */
const GLYPHS = new Map<string, Uint8Array>(
  Object.entries(GLYPH_ROWS).map(([ch, rows]) => [
    ch,
    Uint8Array.from(
      rows
        .replaceAll(' ', '')
        .split('')
        .map((c) => (c === '#' ? 1 : 0)),
    ),
  ]),
);

export function glyph(ch: string): Uint8Array | undefined {
  return GLYPHS.get(ch);
}

/** Accented Latin letters fold to their base letter; other characters the font lacks are dropped. */
export function toFontText(text: string): string {
  const folded = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase();
  return [...folded].filter((ch) => GLYPHS.has(ch)).join('');
}

/** Width in pixels of text drawn at `scale` (one blank column between glyphs). */
export function textWidth(text: string, scale: number): number {
  return text.length === 0 ? 0 : (text.length * (GLYPH_WIDTH + 1) - 1) * scale;
}

/** Calls `cell(x, y)` with the top-left pixel of every ink cell of `text` drawn at (x, y). */
export function forEachCell(
  text: string,
  x: number,
  y: number,
  scale: number,
  cell: (cx: number, cy: number) => void,
): void {
  let left = x;
  for (const ch of text) {
    const cells = GLYPHS.get(ch);
    if (cells) {
      for (let row = 0; row < GLYPH_HEIGHT; row++) {
        for (let col = 0; col < GLYPH_WIDTH; col++) {
          if (cells[row * GLYPH_WIDTH + col]) cell(left + col * scale, y + row * scale);
        }
      }
    }
    left += (GLYPH_WIDTH + 1) * scale;
  }
}
