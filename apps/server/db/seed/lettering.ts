import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'fontkit';
import { create } from 'fontkit';

/**
 * Lettering of the demo logos: text laid out with real fonts and turned into SVG path data, so
 * the picture needs no system font and renders the same bytes on every machine (ADR 0064). The
 * fonts come from npm packages (Google Fonts' static TTF builds, SIL Open Font License):
 * Noto Sans JP (Japanese, Latin and Vietnamese), Playfair Display and Josefin Sans (Latin and
 * Vietnamese). Nothing is fetched at run time.
 */
const FONT_FILES = {
  sansLight: '@expo-google-fonts/noto-sans-jp/300Light/NotoSansJP_300Light.ttf',
  sans: '@expo-google-fonts/noto-sans-jp/500Medium/NotoSansJP_500Medium.ttf',
  sansBold: '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  sansBlack: '@expo-google-fonts/noto-sans-jp/900Black/NotoSansJP_900Black.ttf',
  serif: '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
  serifItalic: '@expo-google-fonts/playfair-display/400Regular_Italic/PlayfairDisplay_400Regular_Italic.ttf',
  geometric: '@expo-google-fonts/josefin-sans/600SemiBold/JosefinSans_600SemiBold.ttf',
  geometricLight: '@expo-google-fonts/josefin-sans/300Light/JosefinSans_300Light.ttf',
} as const;

export type FontKey = keyof typeof FONT_FILES;

/** Fonts that draw Japanese; the others draw Latin and Vietnamese only. */
export const JAPANESE_FONTS: readonly FontKey[] = ['sansLight', 'sans', 'sansBold', 'sansBlack'];

const require = createRequire(import.meta.url);
const fonts = new Map<FontKey, Font>();

/** The font, read on first use and kept for the process (the seed draws hundreds of logos). */
function fontOf(key: FontKey): Font {
  let font = fonts.get(key);
  if (!font) {
    font = create(readFileSync(require.resolve(FONT_FILES[key]))) as Font;
    fonts.set(key, font);
  }
  return font;
}

export interface TextStyle {
  font: FontKey;
  /** Font size in pixels. */
  size: number;
  /** Extra space between letters, in em. */
  tracking?: number;
}

export interface Lettering {
  /** SVG path data, already placed. */
  d: string;
  width: number;
}

const r2 = (n: number) => Math.round(n * 100) / 100;

/** Whether the font draws every character of the text (a missing one would show as an empty box). */
export function hasGlyphs(text: string, font: FontKey): boolean {
  const f = fontOf(font);
  return [...text.normalize('NFC')].every(
    (ch) => /\s/.test(ch) || f.hasGlyphForCodePoint(ch.codePointAt(0)!),
  );
}

/** The advance width of the text in pixels. */
export function measure(text: string, style: TextStyle): number {
  const font = fontOf(style.font);
  const run = font.layout(text);
  const scale = style.size / font.unitsPerEm;
  const tracking = (style.tracking ?? 0) * style.size;
  let width = 0;
  for (const p of run.positions) width += p.xAdvance * scale + tracking;
  return width - (run.positions.length > 0 ? tracking : 0);
}

/**
 * The text as one SVG path, centred on `cx` with its baseline at `baseline`. Kerning and mark
 * positioning come from the font's own tables (fontkit's layout), so "Ấ" or "ỹ" sit right.
 */
export function letter(text: string, style: TextStyle, cx: number, baseline: number): Lettering {
  const font = fontOf(style.font);
  const run = font.layout(text);
  const scale = style.size / font.unitsPerEm;
  const tracking = (style.tracking ?? 0) * style.size;
  const width = measure(text, style);
  let pen = cx - width / 2;
  const parts: string[] = [];
  for (let i = 0; i < run.glyphs.length; i++) {
    const glyph = run.glyphs[i]!;
    const pos = run.positions[i]!;
    const ox = pen + pos.xOffset * scale;
    const oy = baseline - pos.yOffset * scale;
    for (const { command, args } of glyph.path.commands) {
      const pts: number[] = [];
      for (let k = 0; k < args.length; k += 2)
        pts.push(r2(ox + args[k]! * scale), r2(oy - args[k + 1]! * scale));
      if (command === 'moveTo') parts.push(`M${pts.join(' ')}`);
      else if (command === 'lineTo') parts.push(`L${pts.join(' ')}`);
      else if (command === 'quadraticCurveTo') parts.push(`Q${pts.join(' ')}`);
      else if (command === 'bezierCurveTo') parts.push(`C${pts.join(' ')}`);
      else parts.push('Z');
    }
    pen += pos.xAdvance * scale + tracking;
  }
  return { d: parts.join(''), width };
}

/** The text centred on (cx, cy) both ways, by its drawn outline: a monogram in the middle of a mark. */
export function letterCentred(text: string, style: TextStyle, cx: number, cy: number): Lettering {
  const font = fontOf(style.font);
  const run = font.layout(text);
  const scale = style.size / font.unitsPerEm;
  let minY = Number.POSITIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const glyph of run.glyphs) {
    const box = glyph.bbox;
    if (box.maxY > box.minY) {
      minY = Math.min(minY, box.minY);
      maxY = Math.max(maxY, box.maxY);
    }
  }
  const middle = Number.isFinite(minY) ? ((minY + maxY) / 2) * scale : style.size * 0.36;
  return letter(text, style, cx, cy + middle);
}

/** The largest size up to `style.size`, and at least `min`, at which the text fits `maxWidth`. */
export function fitSize(text: string, style: TextStyle, maxWidth: number, min = 10): TextStyle {
  const width = measure(text, style);
  if (width <= maxWidth) return style;
  return { ...style, size: Math.max(min, Math.floor((style.size * maxWidth) / width)) };
}

/**
 * The text set along a circle of radius `r` about (cx, cy), centred on the top (or, with
 * `bottom`, on the bottom, reading left to right) — the rim lettering of a badge.
 */
export function letterOnArc(
  text: string,
  style: TextStyle,
  cx: number,
  cy: number,
  r: number,
  bottom = false,
): string {
  const font = fontOf(style.font);
  const run = font.layout(text);
  const scale = style.size / font.unitsPerEm;
  const tracking = (style.tracking ?? 0) * style.size;
  const total = measure(text, style);
  // Angle 0 is the top (or bottom) of the circle; letters advance left to right on either.
  let along = -total / 2;
  const parts: string[] = [];
  for (let i = 0; i < run.glyphs.length; i++) {
    const glyph = run.glyphs[i]!;
    const pos = run.positions[i]!;
    const advance = pos.xAdvance * scale;
    const angle = (along + advance / 2) / r;
    // The middle of the lowercase letters runs on the circle.
    const cos = Math.cos(angle);
    const sin = Math.sin(angle);
    const centreX = cx + r * sin;
    const centreY = bottom ? cy + r * cos : cy - r * cos;
    const rot = bottom ? -angle : angle;
    const rc = Math.cos(rot);
    const rs = Math.sin(rot);
    const capShift = style.size * 0.36;
    for (const { command, args } of glyph.path.commands) {
      const pts: number[] = [];
      for (let k = 0; k < args.length; k += 2) {
        const gx = (args[k]! + pos.xOffset) * scale - advance / 2;
        const gy = -(args[k + 1]! + pos.yOffset) * scale + capShift;
        pts.push(r2(centreX + gx * rc - gy * rs), r2(centreY + gx * rs + gy * rc));
      }
      if (command === 'moveTo') parts.push(`M${pts.join(' ')}`);
      else if (command === 'lineTo') parts.push(`L${pts.join(' ')}`);
      else if (command === 'quadraticCurveTo') parts.push(`Q${pts.join(' ')}`);
      else if (command === 'bezierCurveTo') parts.push(`C${pts.join(' ')}`);
      else parts.push('Z');
    }
    along += advance + tracking;
  }
  return parts.join('');
}
