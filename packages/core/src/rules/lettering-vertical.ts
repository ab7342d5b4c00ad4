import type { LetteringLayout, LetteringNames, LetteringSlot } from '../contracts/lettering.ts';

/**
 * The names a noren shows: Japanese names stand in vertical columns, as on a shop's curtain
 * (issue 25, ADR 0112). A layout drawn for horizontal lettering is re-arranged for that scene
 * only: the mark in the middle, the main name in a column on its right and the sub name in a
 * narrower column on its left (a vertical text reads right to left), each with the slot's own
 * font, colour, spacing and case. The stored layout never changes.
 */

/** Kana, kanji and the long vowel and iteration marks: text that may be set vertically. */
const JAPANESE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u30fc\u3005]/u;

/** Whether the names are Japanese: the main name has kana or kanji. Latin names stay horizontal. */
export function namesReadVertically(names: LetteringNames): boolean {
  return JAPANESE.test(names.main_name);
}

/** The vertical arrangement's canvas: 4:3, like a noren's panel of text. */
export const VERTICAL_CANVAS = { width: 1200, height: 900 } as const;

const MARGIN = 60;
const MAIN_COLUMN = 200;
const SUB_COLUMN = 130;
const GAP = 30;

/** The largest character of each column, px: the main name large, the sub name smaller. */
const MAIN_SIZE = 150;
const SUB_SIZE = 80;

function column(slot: LetteringSlot, x: number, width: number, max: number): LetteringSlot {
  const height = VERTICAL_CANVAS.height - 2 * MARGIN;
  // The stored sizes belong to the stored canvas; the renderer shrinks a long name to its column.
  return {
    ...slot,
    size: { max, min: Math.min(slot.size.min, max) },
    box: { x, y: MARGIN, w: width, h: height },
    align: 'center',
    direction: 'vertical',
  };
}

/**
 * The layout a vertical scene draws these names in: the layout itself when the names are not
 * Japanese or both slots are already vertical; otherwise the re-arranged one described above.
 */
export function verticalLayoutFor(layout: LetteringLayout, names: LetteringNames): LetteringLayout {
  if (!namesReadVertically(names)) return layout;
  const { main, sub } = layout.slots;
  if (main.direction === 'vertical' && sub.direction === 'vertical') return layout;
  const { width, height } = VERTICAL_CANVAS;
  const mainX = width - MARGIN - MAIN_COLUMN;
  const subX = MARGIN;
  // The mark: the largest square between the two columns, centred, keeping its own proportions.
  const left = subX + SUB_COLUMN + GAP;
  const right = mainX - GAP;
  const room = Math.min(right - left, height - 2 * MARGIN);
  let mark = layout.mark;
  if (mark) {
    const scale = Math.min(room / mark.box.w, room / mark.box.h);
    const w = Math.max(4, Math.floor(mark.box.w * scale));
    const h = Math.max(4, Math.floor(mark.box.h * scale));
    mark = {
      ...mark,
      box: { x: Math.round(left + (right - left - w) / 2), y: Math.round((height - h) / 2), w, h },
    };
  }
  return {
    ...layout,
    canvas: { width, height },
    mark,
    slots: {
      main: column(main, mainX, MAIN_COLUMN, MAIN_SIZE),
      sub: column(sub, subX, SUB_COLUMN, SUB_SIZE),
    },
  };
}
