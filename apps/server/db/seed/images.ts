/// <reference path="./gifenc.d.ts" />
import * as gifenc from 'gifenc';
import type sharpModule from 'sharp';
import { IMAGE_SIZE } from '../../src/platform/images/default-image.ts';
import { type FontKey, fitSize, letter, type TextStyle } from './lettering.ts';
import { drawMark, type Ink, type MarkKind, MONOGRAM_MARKS, motifMark } from './marks.ts';
import { PALETTES, type Palette } from './palettes.ts';

/**
 * Generated demo logo images (ADR 0064): a 400×400 GIF main image and a 400×400 PNG hover image per
 * logo. Each is an SVG — a flat geometric emblem and lettering in real fonts turned into paths —
 * rendered by sharp (librsvg), so no system font is involved and the same logo always gives the
 * same bytes. The main image is dark on white; the hover image is the same logo reversed out of
 * the brand colour, as a shop shows a logo applied on a coloured ground.
 */

// gifenc is CommonJS: Node's ESM loader exposes it as the default export, a CJS build by name.
const GIFEncoder = gifenc.GIFEncoder ?? gifenc.default.GIFEncoder;
type GifPalette = gifenc.GifPalette;
type Rgb = readonly [number, number, number];

/** What a logo's picture letters. */
export interface LogoArt {
  /** The brand, in English ("Golden Owl"). */
  brand: string;
  /** The brand in Japanese ("金のふくろう"). */
  brandJa: string;
  /** The kind of business, in English ("Bakery"). */
  kind: string;
  nameJa: string;
  nameVi: string;
  /** The keyword of the name's motif ("moon"), which may choose the emblem. */
  motif: string;
}

type Lockup = 'western' | 'japanese' | 'badge';

export interface Design {
  palette: Palette;
  lockup: Lockup;
  mark: MarkKind;
  /** The brand's lettering. */
  brandStyle: TextStyle & { upper: boolean };
  /** Which name the small line under a western or badge lockup gives. */
  second: 'ja' | 'vi' | 'tagline';
  year: number;
  bits: number;
}

/** A 32-bit integer hash, so neighbouring indexes get unrelated variations. */
function mix(n: number): number {
  let h = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

const BRAND_STYLES: readonly (TextStyle & { upper: boolean })[] = [
  { font: 'serif', size: 46, upper: false },
  { font: 'serifItalic', size: 48, upper: false },
  { font: 'geometric', size: 40, tracking: 0.1, upper: true },
  { font: 'geometricLight', size: 40, tracking: 0.2, upper: true },
  { font: 'sansBlack', size: 44, tracking: -0.02, upper: false },
  { font: 'sansBold', size: 36, tracking: 0.08, upper: true },
];
const LOCKUPS: readonly Lockup[] = ['western', 'western', 'japanese', 'badge', 'western', 'japanese'];
const GENERIC_MARKS: readonly MarkKind[] = MONOGRAM_MARKS.filter((m) => m !== 'badge' && m !== 'seal');

/** The palette of this index: 12 palettes in turn, so neighbours differ. */
const paletteOf = (index: number) => PALETTES[index % PALETTES.length]!;

/** The genre (colours table key) the palette of this index suggests. */
export function paletteGenre(index: number): Palette['genre'] {
  return paletteOf(index).genre;
}

export function designOf(index: number, art: LogoArt): Design {
  const h = mix(index);
  const lockup = LOCKUPS[(h >>> 2) % LOCKUPS.length]!;
  const motif = motifMark(art.motif);
  let mark: MarkKind;
  if (lockup === 'badge') mark = 'badge';
  else if (lockup === 'japanese' && (h >>> 9) % 4 === 0) mark = 'seal';
  else if (motif && (h >>> 11) % 3 !== 0) mark = motif;
  else mark = GENERIC_MARKS[(h >>> 13) % GENERIC_MARKS.length]!;
  const seconds = ['ja', 'vi', 'tagline'] as const;
  return {
    palette: paletteOf(index),
    lockup,
    mark,
    brandStyle: BRAND_STYLES[(h >>> 16) % BRAND_STYLES.length]!,
    second: seconds[(h >>> 20) % 3]!,
    year: 1978 + ((h >>> 24) % 46),
    bits: h >>> 5,
  };
}

/** One or two Latin initials for a monogram: the first letters of the first two words. */
export function initialsOf(label: string, index = 0): string {
  const words = label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'D')
    .toUpperCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^A-Z0-9]/g, ''))
    .filter((w) => w.length > 0);
  const letters = words.length >= 2 ? words[0]![0]! + words[1]![0]! : (words[0] ?? '').slice(0, 2);
  return letters || String.fromCharCode(65 + (index % 26));
}

const toHex = ([r, g, b]: Rgb) =>
  `#${((1 << 24) | (r << 16) | (g << 8) | b).toString(16).slice(1).toUpperCase()}`;
const WHITE: Rgb = [255, 255, 255];

export function inkOf(p: Palette, reversed: boolean): Ink {
  return reversed
    ? {
        bg: toHex(p.primary),
        main: toHex(WHITE),
        second: toHex(p.secondary),
        accent: toHex(p.secondary),
        text: toHex(WHITE),
        sub: toHex(p.secondary),
      }
    : {
        bg: toHex(WHITE),
        main: toHex(p.primary),
        second: toHex(p.secondary),
        accent: toHex(p.accent),
        text: toHex(p.ink),
        sub: toHex(p.primary),
      };
}

export const TEXT_WIDTH = 344;
export const CX = IMAGE_SIZE / 2;

/** One line of lettering, shrunk to fit the picture's width. */
function line(text: string, style: TextStyle, baseline: number, color: string, maxWidth = TEXT_WIDTH) {
  const { d } = letter(text, fitSize(text, style, maxWidth), CX, baseline);
  return `<path d="${d}" fill="${color}"/>`;
}

const smallCaps = (text: string): TextStyle & { text: string } => ({
  text: text.toUpperCase(),
  font: 'geometric',
  size: 15,
  tracking: 0.32,
});

function secondLine(d: Design, art: LogoArt): { text: string; style: TextStyle } {
  if (d.second === 'ja') return { text: art.nameJa, style: { font: 'sans', size: 18, tracking: 0.12 } };
  if (d.second === 'vi') return { text: art.nameVi, style: { font: 'sans', size: 17, tracking: 0.02 } };
  return { text: `EST. ${d.year}`, style: { font: 'geometric', size: 13, tracking: 0.4 } };
}

/** The whole picture as SVG. */
function logoSvg(index: number, d: Design, art: LogoArt, reversed: boolean): string {
  const ink = inkOf(d.palette, reversed);
  const initials = initialsOf(art.brand.includes(' ') ? art.brand : `${art.brand} ${art.kind}`, index);
  const badge = d.lockup === 'badge';
  const mark = drawMark(d.mark, {
    cx: CX,
    cy: badge ? 162 : 148,
    r: badge ? 124 : 88,
    ink,
    initials,
    kanji: [...art.brandJa][0] ?? initials[0]!,
    rimTop: art.brand,
    rimBottom: `${art.kind.toUpperCase()} · EST. ${d.year}`,
    bits: d.bits,
  });
  const parts = [mark];
  if (d.lockup === 'japanese') {
    const jaFont: FontKey = d.bits % 2 === 0 ? 'sansBold' : 'sansLight';
    parts.push(line(art.nameJa, { font: jaFont, size: 36, tracking: 0.06 }, 298, ink.text));
    const en = smallCaps(`${art.brand} ${art.kind}`);
    parts.push(line(en.text, { ...en, size: 14 }, 332, ink.sub));
  } else if (badge) {
    const second = secondLine({ ...d, second: d.second === 'tagline' ? 'ja' : d.second }, art);
    parts.push(line(second.text, { ...second.style, size: second.style.size + 3 }, 338, ink.text));
  } else {
    const s = d.brandStyle;
    parts.push(line(s.upper ? art.brand.toUpperCase() : art.brand, s, 290, ink.text));
    const kind = smallCaps(art.kind);
    parts.push(line(kind.text, kind, 322, ink.sub));
    const second = secondLine(d, art);
    parts.push(line(second.text, second.style, 355, ink.text));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}"><rect width="100%" height="100%" fill="${ink.bg}"/>${parts.join('')}</svg>`;
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
function toIndexed(rgb: Uint8Array, palette: GifPalette): Uint8Array {
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

function encodeGif(rgb: Uint8Array, colors: readonly Rgb[]): Buffer {
  const palette = gifPalette(colors);
  const encoder = GIFEncoder({ initialCapacity: 64 * 1024 });
  encoder.writeFrame(toIndexed(rgb, palette), IMAGE_SIZE, IMAGE_SIZE, { palette, repeat: -1 });
  encoder.finish();
  return Buffer.from(encoder.bytes());
}

/** sharp (libvips) is loaded on the first logo: a server that never seeds never needs it here. */
let sharpLoading: Promise<typeof sharpModule> | undefined;
const loadSharp = () => (sharpLoading ??= import('sharp').then((m) => m.default));

/** The two SVG documents of a logo (exported for the contact sheet and tests). */
export function logoSvgs(index: number, art: LogoArt): { main: string; hover: string } {
  const design = designOf(index, art);
  return { main: logoSvg(index, design, art, false), hover: logoSvg(index, design, art, true) };
}

/** The main GIF and the hover PNG of the logo with this index and lettering. */
export async function renderLogoImages(index: number, art: LogoArt): Promise<{ gif: Buffer; hover: Buffer }> {
  const sharp = await loadSharp();
  const { main, hover } = logoSvgs(index, art);
  const p = paletteOf(index);
  const [raw, png] = await Promise.all([
    sharp(Buffer.from(main)).removeAlpha().raw().toBuffer(),
    sharp(Buffer.from(hover)).removeAlpha().png({ compressionLevel: 9, adaptiveFiltering: false }).toBuffer(),
  ]);
  return { gif: encodeGif(raw, [WHITE, p.primary, p.secondary, p.accent, p.ink]), hover: png };
}
