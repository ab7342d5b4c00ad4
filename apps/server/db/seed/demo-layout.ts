import { createHash } from 'node:crypto';
import {
  LETTERING_LAYOUT_VERSION,
  type LetteringFontId,
  type LetteringLayout,
  type LetteringSlot,
} from '@logoya/core';
import { IMAGE_SIZE } from '../../src/platform/images/default-image.ts';
import { CX, designOf, initialsOf, inkOf, type LogoArt, TEXT_WIDTH } from './images.ts';
import type { FontKey, TextStyle } from './lettering.ts';
import { drawMark } from './marks.ts';

/**
 * A demo logo as a lettering layout (issue 25, ADR 0096): the generator's emblem alone as the mark
 * (an SVG, on a transparent ground), and the two lines it letters (the brand and the kind of
 * business, or the Japanese name and the English one) as the main and sub slots, with the
 * generator's fonts, sizes, colours and tracking. A badge's rim keeps only its year, since the
 * buyer's names go under it. The seed will store the mark under `key` and the layout beside the
 * logo, then draw the main image through the renderer with `names`, the designer's sample names.
 */
export interface DemoLayout {
  layout: LetteringLayout;
  /** The mark's SVG document; its storage key is `layout.mark.key`. */
  markSvg: string;
  /** The names the demo picture shows until a buyer types their own. */
  names: { main_name: string; sub_name: string };
}

/** The lettering font nearest each of the generator's fonts. */
const FONT_OF: Record<FontKey, LetteringFontId> = {
  sansLight: 'noto-sans-jp-medium',
  sans: 'noto-sans-jp-medium',
  sansBold: 'noto-sans-jp-bold',
  sansBlack: 'noto-sans-jp-bold',
  serif: 'playfair-display-bold',
  serifItalic: 'playfair-display-bold',
  geometric: 'josefin-sans-semibold',
  geometricLight: 'josefin-sans-semibold',
};

const LEFT = Math.round(CX - TEXT_WIDTH / 2);

/** A slot for a line the generator sets on `baseline`: a box from its ascenders to below its descenders. */
function slotFor(style: TextStyle, baseline: number, color: string, upper: boolean): LetteringSlot {
  const top = Math.round(baseline - style.size * 1.1);
  return {
    font: FONT_OF[style.font],
    size: { max: style.size, min: Math.max(8, Math.round(style.size * 0.45)) },
    color,
    box: { x: LEFT, y: top, w: TEXT_WIDTH, h: Math.round(style.size * 1.45) },
    align: 'center',
    letter_spacing: style.tracking ?? 0,
    case: upper ? 'upper' : 'as_typed',
    direction: 'horizontal',
  };
}

export function demoLayoutFor(logo: { index: number; art: LogoArt }): DemoLayout {
  const { index, art } = logo;
  const d = designOf(index, art);
  const ink = inkOf(d.palette, false);
  const badge = d.lockup === 'badge';
  const initials = initialsOf(art.brand.includes(' ') ? art.brand : `${art.brand} ${art.kind}`, index);
  const mark = drawMark(d.mark, {
    cx: CX,
    cy: badge ? 162 : 148,
    r: badge ? 124 : 88,
    ink,
    initials,
    kanji: [...art.brandJa][0] ?? initials[0]!,
    rimTop: '',
    rimBottom: `EST. ${d.year}`,
    bits: d.bits,
  });
  const markSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 ${IMAGE_SIZE} ${IMAGE_SIZE}">${mark}</svg>`;
  const hash = createHash('sha256').update(markSvg).digest('hex').slice(0, 16);
  const small = (size: number): TextStyle => ({ font: 'geometric', size, tracking: 0.32 });
  let main: LetteringSlot;
  let sub: LetteringSlot;
  let names: DemoLayout['names'];
  if (d.lockup === 'japanese') {
    const jaFont: FontKey = d.bits % 2 === 0 ? 'sansBold' : 'sansLight';
    main = slotFor({ font: jaFont, size: 36, tracking: 0.06 }, 298, ink.text, false);
    sub = slotFor(small(14), 332, ink.sub, true);
    names = { main_name: art.nameJa, sub_name: `${art.brand} ${art.kind}` };
  } else if (badge) {
    main = slotFor({ font: 'sans', size: 24, tracking: 0.04 }, 328, ink.text, false);
    sub = slotFor(small(13), 356, ink.sub, true);
    names = { main_name: art.brand, sub_name: art.kind };
  } else {
    const s = d.brandStyle;
    main = slotFor(s, 290, ink.text, s.upper);
    sub = slotFor(small(15), 322, ink.sub, true);
    names = { main_name: art.brand, sub_name: art.kind };
  }
  const layout: LetteringLayout = {
    version: LETTERING_LAYOUT_VERSION,
    canvas: { width: IMAGE_SIZE, height: IMAGE_SIZE },
    background: ink.bg,
    mark: {
      key: `lettering/demo/${hash}.svg`,
      type: 'image/svg+xml',
      box: { x: 0, y: 0, w: IMAGE_SIZE, h: IMAGE_SIZE },
    },
    slots: { main, sub },
  };
  return { layout, markSvg, names };
}
