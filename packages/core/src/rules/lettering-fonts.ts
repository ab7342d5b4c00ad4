/**
 * The curated lettering fonts (issue 25, ADR 0096): what a layout may name and the back office
 * offers. The server maps each id to a TTF file of an npm package (apps/server/src/modules/lettering/
 * font-files.ts); this list is shared so the web's picker and the contract agree on the ids.
 *
 * `scripts` says what the font is chosen for: a script is declared when the font itself draws all
 * (at least 95 %; rare letters such as ゕ or ヷ may be missing) of it; the renderer still falls back per character (letteringFallback below).
 */
export const LETTERING_STYLES = [
  'sans',
  'serif',
  'rounded',
  'geometric',
  'handwriting',
  'brush',
  'mincho',
  'gothic',
] as const;
export type LetteringStyle = (typeof LETTERING_STYLES)[number];

export const LETTERING_SCRIPTS = ['latin', 'vietnamese', 'kana', 'kanji', 'fullwidth'] as const;
export type LetteringScript = (typeof LETTERING_SCRIPTS)[number];

export interface LetteringFont {
  id: string;
  /** The family's own name, shown in the picker. */
  name: string;
  style: LetteringStyle;
  scripts: readonly LetteringScript[];
  licence: 'OFL-1.1' | 'Apache-2.0';
}

const ALL: readonly LetteringScript[] = ['latin', 'vietnamese', 'kana', 'kanji', 'fullwidth'];
const LATIN_VI: readonly LetteringScript[] = ['latin', 'vietnamese'];
const JAPANESE: readonly LetteringScript[] = ['latin', 'kana', 'kanji', 'fullwidth'];

export const LETTERING_FONTS = [
  { id: 'noto-sans-jp-bold', name: 'Noto Sans JP Bold', style: 'gothic', scripts: ALL, licence: 'OFL-1.1' },
  {
    id: 'noto-sans-jp-medium',
    name: 'Noto Sans JP Medium',
    style: 'gothic',
    scripts: ALL,
    licence: 'OFL-1.1',
  },
  {
    id: 'be-vietnam-pro-semibold',
    name: 'Be Vietnam Pro SemiBold',
    style: 'sans',
    scripts: LATIN_VI,
    licence: 'OFL-1.1',
  },
  {
    id: 'playfair-display-bold',
    name: 'Playfair Display Bold',
    style: 'serif',
    scripts: LATIN_VI,
    licence: 'OFL-1.1',
  },
  { id: 'hina-mincho', name: 'Hina Mincho', style: 'mincho', scripts: ALL, licence: 'OFL-1.1' },
  {
    id: 'josefin-sans-semibold',
    name: 'Josefin Sans SemiBold',
    style: 'geometric',
    scripts: LATIN_VI,
    licence: 'OFL-1.1',
  },
  { id: 'nunito-bold', name: 'Nunito Bold', style: 'rounded', scripts: LATIN_VI, licence: 'OFL-1.1' },
  { id: 'kosugi-maru', name: 'Kosugi Maru', style: 'rounded', scripts: JAPANESE, licence: 'Apache-2.0' },
  {
    id: 'dancing-script-bold',
    name: 'Dancing Script Bold',
    style: 'handwriting',
    scripts: LATIN_VI,
    licence: 'OFL-1.1',
  },
  { id: 'yomogi', name: 'Yomogi', style: 'handwriting', scripts: ALL, licence: 'OFL-1.1' },
  { id: 'yuji-syuku', name: 'Yuji Syuku', style: 'brush', scripts: JAPANESE, licence: 'OFL-1.1' },
] as const satisfies readonly LetteringFont[];

export type LetteringFontId = (typeof LETTERING_FONTS)[number]['id'];
export const LETTERING_FONT_IDS = LETTERING_FONTS.map((f) => f.id) as [LetteringFontId, ...LetteringFontId[]];

/** The font that draws every character the shop offers: the last fallback of every chain. */
export const LETTERING_LAST_RESORT: LetteringFontId = 'noto-sans-jp-bold';

/**
 * Styles a font of each style falls back to, nearest first: a serif's kanji come from the mincho,
 * a mincho's Vietnamese from the serif, a Latin brush script's from the Japanese handwriting.
 */
const KIN: Record<LetteringStyle, readonly LetteringStyle[]> = {
  sans: ['sans', 'gothic'],
  gothic: ['gothic', 'sans'],
  geometric: ['geometric', 'sans', 'gothic'],
  serif: ['serif', 'mincho'],
  mincho: ['mincho', 'serif'],
  rounded: ['rounded'],
  handwriting: ['handwriting', 'brush'],
  brush: ['brush', 'handwriting'],
};

export function letteringFont(id: LetteringFontId): LetteringFont {
  return LETTERING_FONTS.find((f) => f.id === id)!;
}

/**
 * The fonts tried for a character, in order: the slot's font, the other fonts of its style and
 * kindred styles (in catalogue order), then the last resort. The renderer takes the first that
 * has a glyph for the character.
 */
export function letteringFallback(id: LetteringFontId): LetteringFontId[] {
  const own = letteringFont(id);
  const chain: LetteringFontId[] = [id];
  for (const style of KIN[own.style])
    for (const f of LETTERING_FONTS) if (f.style === style && !chain.includes(f.id)) chain.push(f.id);
  if (!chain.includes(LETTERING_LAST_RESORT)) chain.push(LETTERING_LAST_RESORT);
  return chain;
}
