import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LETTERING_FONTS, type LetteringFontId } from '@logoya/core';
import type { Font } from 'fontkit';
import { create } from 'fontkit';

/**
 * The file of each lettering font (ADR 0096): one weight of a Google Fonts family, as the static
 * TTF build of its @expo-google-fonts npm package. Nothing is fetched at run time. A font is
 * parsed on its first use and kept for the process (fontkit reads its tables lazily, so a parsed
 * font costs little more than its file: 0.1 to 5 MB).
 */
const FILES: Record<LetteringFontId, string> = {
  'noto-sans-jp-bold': '@expo-google-fonts/noto-sans-jp/700Bold/NotoSansJP_700Bold.ttf',
  'noto-sans-jp-medium': '@expo-google-fonts/noto-sans-jp/500Medium/NotoSansJP_500Medium.ttf',
  'be-vietnam-pro-semibold': '@expo-google-fonts/be-vietnam-pro/600SemiBold/BeVietnamPro_600SemiBold.ttf',
  'playfair-display-bold': '@expo-google-fonts/playfair-display/700Bold/PlayfairDisplay_700Bold.ttf',
  'hina-mincho': '@expo-google-fonts/hina-mincho/400Regular/HinaMincho_400Regular.ttf',
  'josefin-sans-semibold': '@expo-google-fonts/josefin-sans/600SemiBold/JosefinSans_600SemiBold.ttf',
  'nunito-bold': '@expo-google-fonts/nunito/700Bold/Nunito_700Bold.ttf',
  'kosugi-maru': '@expo-google-fonts/kosugi-maru/400Regular/KosugiMaru_400Regular.ttf',
  'dancing-script-bold': '@expo-google-fonts/dancing-script/700Bold/DancingScript_700Bold.ttf',
  yomogi: '@expo-google-fonts/yomogi/400Regular/Yomogi_400Regular.ttf',
  'yuji-syuku': '@expo-google-fonts/yuji-syuku/400Regular/YujiSyuku_400Regular.ttf',
};

/** What the renderer needs of a font besides its glyphs, in em (fractions of the size). */
export interface LoadedFont {
  id: LetteringFontId;
  font: Font;
  unitsPerEm: number;
  /** Height of the capitals above the baseline. */
  capHeight: number;
  /** Where the baseline lies below the top of an upright 1 em cell in a vertical column. */
  verticalBaseline: number;
  /** Whether the font has vertical forms (GSUB `vert`) for punctuation and the long vowel mark. */
  vertical: boolean;
}

const require = createRequire(import.meta.url);
const loaded = new Map<LetteringFontId, LoadedFont>();

export function fontFile(id: LetteringFontId): string {
  return require.resolve(FILES[id]);
}

export function loadFont(id: LetteringFontId): LoadedFont {
  let entry = loaded.get(id);
  if (entry) return entry;
  const font = create(readFileSync(fontFile(id))) as Font;
  const em = font.unitsPerEm;
  const os2 = (font as unknown as { 'OS/2'?: { typoAscender: number; typoDescender: number } })['OS/2'];
  const capHeight = (font.capHeight > 0 ? font.capHeight : font.ascent * 0.7) / em;
  // A CJK font's typographic ascender and descender span its em box: the ideographic cell.
  const cjkCell = os2 && Math.abs(os2.typoAscender - os2.typoDescender - em) <= em * 0.02;
  entry = {
    id,
    font,
    unitsPerEm: em,
    capHeight,
    verticalBaseline: cjkCell ? os2.typoAscender / em : (1 + capHeight) / 2,
    vertical: font.availableFeatures.includes('vert'),
  };
  loaded.set(id, entry);
  return entry;
}

/** Parses every font now (a start-up or a benchmark's warm-up), instead of on first use. */
export function preloadFonts(): void {
  for (const f of LETTERING_FONTS) loadFont(f.id);
}
