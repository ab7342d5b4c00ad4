/// <reference path="./gifenc.d.ts" />
import * as gifenc from 'gifenc';
import { IMAGE_SIZE } from '../../src/platform/images/default-image.ts';
import { drawText, encodePng } from '../../src/platform/images/draw.ts';
import { GLYPH_HEIGHT, textWidth, toFontText } from '../../src/platform/images/font.ts';
import {
  type Box,
  Canvas,
  circle,
  grow,
  outline,
  type Rgb,
  squareBox,
} from '../../src/platform/images/raster.ts';
import { type Mark, PALETTES, type Palette, SHAPE_NAMES, SHAPES } from './shapes.ts';

/**
 * Generated demo logo images, in pure JavaScript: a 400×400 GIF main image and a 400×400 PNG
 * hover image per logo. Each index combines a shape, a palette, a style, a rotation and a size;
 * the label gives the initials in the mark and the word mark below it.
 */

// gifenc is CommonJS: Node's ESM loader exposes it as the default export, a CJS build by name.
const GIFEncoder = gifenc.GIFEncoder ?? gifenc.default.GIFEncoder;
type GifPalette = gifenc.GifPalette;

const WHITE: Rgb = [255, 255, 255];
const STYLES = ['solid', 'outline', 'duo', 'tint'] as const;
type Style = (typeof STYLES)[number];

interface Design {
  shape: string;
  palette: Palette;
  style: Style;
  rotation: number;
  scale: number;
  dots: boolean;
  tagline: string;
}

/** A 32-bit integer hash, so neighbouring indexes get unrelated variations. */
function mix(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

function designOf(index: number): Design {
  const h = mix(index);
  return {
    // 13 shapes and 12 palettes: neighbours differ in both, and the pair repeats only every 156.
    shape: SHAPE_NAMES[index % SHAPE_NAMES.length]!,
    palette: PALETTES[index % PALETTES.length]!,
    style: STYLES[(h >>> 4) % STYLES.length]!,
    rotation: ((((h >>> 8) % 41) - 20) * Math.PI) / 180,
    scale: 0.88 + ((h >>> 16) % 18) / 100,
    dots: ((h >>> 24) & 3) === 0,
    tagline: `EST. ${1975 + ((h >>> 12) % 50)}`,
  };
}

/** The genre (colours table key) the palette of this index suggests. */
export function paletteGenre(index: number): Palette['genre'] {
  return designOf(index).palette.genre;
}

/** One or two letters for the mark: the first letters of the first two words. */
export function initialsOf(label: string, index = 0): string {
  const words = label
    .split(/\s+/)
    .map(toFontText)
    .filter((w) => w.length > 0);
  const letters = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '').slice(0, 2);
  return letters || String.fromCharCode(65 + (index % 26));
}

/** Initials centred on (cx, cy), as large as fits in a circle of radius `room`. */
function drawInitials(
  canvas: Canvas,
  initials: string,
  cx: number,
  cy: number,
  room: number,
  color: Rgb,
  dots: boolean,
) {
  const cols = initials.length * 6 - 1;
  const scale = Math.max(2, Math.floor((2 * 0.92 * room) / Math.hypot(cols, GLYPH_HEIGHT)));
  drawText(canvas, initials, cx, cy - (GLYPH_HEIGHT * scale) / 2, scale, color, dots);
}

/** The brand name under the mark, at the largest of two sizes that fits, and a small tagline. */
function drawWordmark(canvas: Canvas, label: string, tagline: string, color: Rgb, accent: Rgb) {
  let text = toFontText(label).trim();
  const scale = textWidth(text, 3) <= 360 ? 3 : 2;
  while (textWidth(text, scale) > 384) text = text.slice(0, -1);
  text = text.trim();
  drawText(canvas, text, IMAGE_SIZE / 2, 322, scale, color);
  drawText(canvas, tagline, IMAGE_SIZE / 2, 322 + GLYPH_HEIGHT * scale + 12, 2, accent);
}

const pad = (b: Box, n: number): Box => ({ x0: b.x0 - n, y0: b.y0 - n, x1: b.x1 + n, y1: b.y1 + n });

function placeMark(d: Design): { mark: Mark; cx: number; cy: number; r: number } {
  const cx = IMAGE_SIZE / 2;
  const cy = 168;
  const r = 100 * d.scale;
  return { mark: SHAPES[d.shape]!(cx, cy, r, d.rotation), cx, cy, r };
}

function drawMain(d: Design, label: string, initials: string): Canvas {
  const canvas = new Canvas(IMAGE_SIZE, IMAGE_SIZE, WHITE);
  const { mark, cx, cy, r } = placeMark(d);
  const p = d.palette;
  let letters: Rgb = mark.hollow ? p.primary : WHITE;
  // A companion circle behind a ring would sit under the initials, so rings skip it.
  if (d.style === 'duo' && !mark.hollow) {
    const c = circle(cx + r * 0.45, cy - r * 0.45, r * 0.6);
    canvas.fillSdf(c, squareBox(cx + r * 0.45, cy - r * 0.45, r * 0.6 + 2), p.secondary);
  }
  if (d.style === 'outline') {
    canvas.fillSdf(outline(mark.sdf, r * 0.1), pad(mark.box, r * 0.06), p.primary);
    canvas.fillSdf(
      circle(cx + r * 0.9, cy - r * 0.9, r * 0.13),
      squareBox(cx + r * 0.9, cy - r * 0.9, r * 0.2),
      p.accent,
    );
    letters = p.ink;
  } else if (d.style === 'tint') {
    canvas.fillSdf(mark.sdf, mark.box, p.secondary);
    canvas.fillSdf(outline(grow(mark.sdf, -r * 0.1), r * 0.04), mark.box, p.primary);
    letters = p.primary;
  } else {
    canvas.fillSdf(mark.sdf, mark.box, p.primary);
  }
  drawInitials(canvas, initials, cx, cy, mark.inner * (d.style === 'tint' ? 0.85 : 1), letters, d.dots);
  drawWordmark(canvas, label, d.tagline, p.ink, p.accent);
  return canvas;
}

/** The hover image: the mark inverted, white on the brand colour, with a larger word mark. */
function drawHover(d: Design, label: string, initials: string): Canvas {
  const p = d.palette;
  const canvas = new Canvas(IMAGE_SIZE, IMAGE_SIZE, p.primary);
  const { mark, cx, cy } = placeMark({ ...d, rotation: -d.rotation });
  canvas.fillSdf(mark.sdf, mark.box, WHITE);
  drawInitials(canvas, initials, cx, cy, mark.inner, mark.hollow ? WHITE : p.primary, !d.dots);
  drawWordmark(canvas, label, d.tagline, WHITE, p.secondary);
  return canvas;
}

/** A palette of the design colours and 14 blends between each pair, for anti-aliased edges. */
function gifPalette(colors: readonly Rgb[]): GifPalette {
  const out: GifPalette = colors.map((c) => [...c]);
  for (let a = 0; a < colors.length; a++) {
    for (let b = a + 1; b < colors.length; b++) {
      const [ca, cb] = [colors[a]!, colors[b]!];
      for (let k = 1; k < 15; k++) {
        const t = k / 15;
        out.push([0, 1, 2].map((i) => Math.round(ca[i]! + (cb[i]! - ca[i]!) * t)));
      }
    }
  }
  return out;
}

/**
 * Maps each RGB pixel to its nearest palette entry. Runs of one colour reuse the last answer, and
 * answers are cached by colour at 5 bits a channel, so only a few hundred searches run per image.
 */
function toIndexed(rgb: Uint8ClampedArray, palette: GifPalette): Uint8Array {
  const pixels = rgb.length / 3;
  const out = new Uint8Array(pixels);
  const flat = Int32Array.from(palette.flat());
  const cache = new Int16Array(1 << 15).fill(-1);
  let lastKey = -1;
  let lastIndex = 0;
  for (let p = 0, i = 0; p < pixels; p++, i += 3) {
    const r = rgb[i]!;
    const g = rgb[i + 1]!;
    const b = rgb[i + 2]!;
    const key = (r << 16) | (g << 8) | b;
    if (key !== lastKey) {
      const bucket = ((r >> 3) << 10) | ((g >> 3) << 5) | (b >> 3);
      let found = cache[bucket]!;
      if (found < 0) {
        let best = Number.POSITIVE_INFINITY;
        for (let k = 0; k < flat.length; k += 3) {
          const dr = r - flat[k]!;
          const dg = g - flat[k + 1]!;
          const db = b - flat[k + 2]!;
          const dist = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
          if (dist < best) {
            best = dist;
            found = k / 3;
          }
        }
        cache[bucket] = found;
      }
      lastKey = key;
      lastIndex = found;
    }
    out[p] = lastIndex;
  }
  return out;
}

function encodeGif(canvas: Canvas, colors: readonly Rgb[]): Buffer {
  const palette = gifPalette(colors);
  const encoder = GIFEncoder({ initialCapacity: 64 * 1024 });
  encoder.writeFrame(toIndexed(canvas.data, palette), canvas.width, canvas.height, { palette, repeat: -1 });
  encoder.finish();
  return Buffer.from(encoder.bytes());
}

/** The main GIF and the hover PNG of the logo with this index and (English) name. */
export function renderLogoImages(index: number, label: string): { gif: Buffer; hover: Buffer } {
  const design = designOf(index);
  const initials = initialsOf(label, index);
  const p = design.palette;
  return {
    gif: encodeGif(drawMain(design, label, initials), [WHITE, p.primary, p.secondary, p.accent, p.ink]),
    hover: encodePng(drawHover(design, label, initials), { flat: true }),
  };
}
