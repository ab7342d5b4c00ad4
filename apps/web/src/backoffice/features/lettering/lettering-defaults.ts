import {
  LETTERING_FONTS,
  LETTERING_LAYOUT_VERSION,
  type LetteringLayout,
  type LetteringSlot,
  type LetteringStyle,
} from '@logoya/core';

/**
 * The Lettering tab's starting points (issue 25, ADR 0099): the layout a logo without one starts
 * from, the sample names the preview is drawn with, and the font picker's Japanese labels.
 */

const slot = (overrides: Partial<LetteringSlot>): LetteringSlot => ({
  font: 'noto-sans-jp-bold',
  size: { max: 96, min: 40 },
  color: '#1f2937',
  box: { x: 80, y: 380, w: 640, h: 110 },
  align: 'center',
  letter_spacing: 0,
  case: 'as_typed',
  direction: 'horizontal',
  ...overrides,
});

/** A logo without a layout starts here: 800 × 600, white, the names under the mark's place. */
export function defaultLayout(): LetteringLayout {
  return {
    version: LETTERING_LAYOUT_VERSION,
    canvas: { width: 800, height: 600 },
    background: '#ffffff',
    mark: null,
    slots: {
      main: slot({}),
      sub: slot({
        font: 'noto-sans-jp-medium',
        size: { max: 40, min: 16 },
        color: '#4b5563',
        box: { x: 120, y: 500, w: 560, h: 60 },
      }),
    },
  };
}

export interface SampleNames {
  id: string;
  /** The names' language, for `lang` on what shows them. */
  lang: 'ja' | 'en' | 'vi';
  main_name: string;
  sub_name: string;
}

/** Short and long names in the three languages of the shop. */
export const SAMPLE_NAMES: readonly SampleNames[] = [
  { id: 'ja-short', lang: 'ja', main_name: 'ひかり', sub_name: '株式会社' },
  { id: 'ja-long', lang: 'ja', main_name: '山田ベーカリー', sub_name: '東京・吉祥寺' },
  { id: 'en-short', lang: 'en', main_name: 'Golden Owl', sub_name: 'Bakery & Café' },
  { id: 'en-long', lang: 'en', main_name: 'Blue Harbor Coffee Roasters', sub_name: 'Since 2026' },
  { id: 'vi-short', lang: 'vi', main_name: 'Tiệm Hoa Nhỏ', sub_name: 'Hà Nội' },
  { id: 'vi-long', lang: 'vi', main_name: 'Cà Phê Sữa Đá Sài Gòn Xưa', sub_name: 'Quận 1, TP. Hồ Chí Minh' },
];

export const STYLE_JA: Record<LetteringStyle, string> = {
  sans: 'サンセリフ',
  serif: 'セリフ',
  rounded: '丸ゴシック',
  geometric: 'ジオメトリック',
  handwriting: '手書き',
  brush: '筆文字',
  mincho: '明朝',
  gothic: 'ゴシック',
};

const SCRIPT_JA = {
  latin: '欧文',
  vietnamese: 'ベトナム語',
  kana: 'かな',
  kanji: '漢字',
  fullwidth: '全角',
} as const;

/** The picker's options: "ゴシック｜Noto Sans JP Bold", in the catalogue's order. */
export const FONT_OPTIONS = LETTERING_FONTS.map((font) => ({
  value: font.id,
  label: `${STYLE_JA[font.style]}｜${font.name}`,
}));

/** What a font draws by itself, in Japanese ("欧文・ベトナム語"). */
export function scriptsOf(fontId: string): string {
  const font = LETTERING_FONTS.find((f) => f.id === fontId);
  return font ? font.scripts.map((s) => SCRIPT_JA[s]).join('・') : '';
}
