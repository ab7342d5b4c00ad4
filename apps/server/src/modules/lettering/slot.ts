import {
  LETTERING_TEXT_MAX,
  type LetteringFitReason,
  type LetteringFontId,
  type LetteringSlot,
  letteringText,
} from '@logoya/core';
import { fontRuns } from './runs.ts';
import { type ShapedLine, shapeColumn, shapeLine } from './shape.ts';

/** How a name came out in its slot: what the API answers and the picture draws. */
export interface SlotFit {
  /** False when the name cannot be set as the layout asks; `reason` says why. */
  fits: boolean;
  reason: LetteringFitReason | null;
  /** The size drawn, px: the largest up to the slot's `size.max` at which the name fits its box. */
  size: number;
  /** The text drawn (letteringText: invisible characters out, capitals when the slot asks). */
  text: string;
  /** The fonts that drew it: the slot's, and any fallback a character needed. */
  fonts: LetteringFontId[];
  /** Characters no offered font draws; they are left out of the picture. */
  missing: string[];
}

/** A slot's name shaped and fitted: its glyphs in em, and where and how large they go. */
export interface SlotPlacement extends SlotFit {
  line: ShapedLine;
  /** The canvas point that the line's (0, 0) lands on, and the scale (px per em, = size). */
  originX: number;
  originY: number;
}

/**
 * Ink stays this far (px) inside the box, so rounding the figures of the SVG never puts a pixel
 * of text outside it.
 */
const INSET = 0.1;

const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), hi);

/**
 * Shapes `name` in `slot` and fits it: the size falls from `size.max` until the line (its advance
 * and its ink, marks included) lies within the box; every length scales with the size, so the
 * size is found at once, not by trying. Below `size.min` the name does not fit (`too_long`), and
 * is still drawn at the size that fits, so the picture never leaves the box.
 */
export function placeSlot(slot: LetteringSlot, name: string): SlotPlacement {
  const full = letteringText(name, slot.case);
  const overlong = [...full].length > LETTERING_TEXT_MAX;
  const text = overlong ? '' : full;
  const { runs, missing } = fontRuns(text, slot.font);
  const vertical = slot.direction === 'vertical';
  const line = vertical ? shapeColumn(runs, slot.letter_spacing) : shapeLine(runs, slot.letter_spacing);
  const { box } = slot;
  const { minX, minY, maxX, maxY } = line.box;
  const room = { w: box.w - 2 * INSET, h: box.h - 2 * INSET };
  const fitted = Math.min(slot.size.max, room.w / (maxX - minX || 1), room.h / (maxY - minY || 1));
  const size = Math.floor(fitted * 100) / 100;
  const drawn = line.glyphs.some((g) => g.glyph.path.commands.length > 0);
  let reason: LetteringFitReason | null = null;
  if (overlong) reason = 'too_long';
  else if (!drawn) reason = missing.length > 0 ? 'unsupported_characters' : 'empty';
  else if (missing.length > 0) reason = 'unsupported_characters';
  else if (size < slot.size.min) reason = 'too_long';

  const left = box.x + INSET;
  const right = box.x + box.w - INSET;
  const top = box.y + INSET;
  const bottom = box.y + box.h - INSET;
  const middleX = box.x + box.w / 2;
  const middleY = box.y + box.h / 2;
  let originX: number;
  let originY: number;
  if (vertical) {
    originX = middleX - ((minX + maxX) / 2) * size;
    if (slot.align === 'start') originY = top - minY * size;
    else if (slot.align === 'end') originY = bottom - maxY * size;
    else originY = middleY - ((minY + maxY) / 2) * size;
  } else {
    if (slot.align === 'start') originX = left - minX * size;
    else if (slot.align === 'end') originX = right - maxX * size;
    else originX = middleX - ((minX + maxX) / 2) * size;
    // The capitals' middle on the box's middle, moved only as far as the ink needs to stay inside.
    const cap = runs[0]?.font.capHeight ?? 0.7;
    originY = clamp(middleY + (cap / 2) * size, top - minY * size, bottom - maxY * size);
  }
  const fonts = [...new Set(runs.map((r) => r.font.id))];
  return { fits: reason === null, reason, size, text: full, fonts, missing, line, originX, originY };
}

/** The fit of a slot alone (no outlines drawn): what a name check before the cart needs. */
export function fitSlot(slot: LetteringSlot, name: string): SlotFit {
  const { line: _line, originX: _x, originY: _y, ...fit } = placeSlot(slot, name);
  return fit;
}
