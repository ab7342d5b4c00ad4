import { type LetteringLayout, type LetteringSlotName, letteringLayout } from '@logoya/core';
import { placeSlot, type SlotFit } from './slot.ts';
import { type LetteringVersion, letteringSvg } from './svg.ts';

export interface LetteringNamesInput {
  main_name: string;
  sub_name: string;
}

export interface LetteringRender {
  /** The picture: an SVG of the mark and the names' glyph outlines only. */
  svg: string;
  width: number;
  height: number;
  slots: Record<LetteringSlotName, SlotFit>;
  /** Both names fit their slots. */
  fits: boolean;
}

/**
 * The one renderer (issue 25, ADR 0096): a layout and a buyer's names as SVG. Pure but for the
 * fonts and outlines it keeps. The layout is judged by its contract again here, so whatever a
 * caller hands in, nothing but numbers, #rrggbb colours and the mark's base64 reach the SVG.
 * `markHref` is the mark as a data URI (markDataUri), or null to draw the names alone.
 */
export function renderLettering(
  layout: LetteringLayout,
  names: LetteringNamesInput,
  markHref: string | null = null,
  version: LetteringVersion = {},
): LetteringRender {
  const checked = letteringLayout.parse(layout);
  const main = placeSlot(checked.slots.main, names.main_name);
  const sub = placeSlot(checked.slots.sub, names.sub_name);
  const { line: _m, originX: _mx, originY: _my, ...mainFit } = main;
  const { line: _s, originX: _sx, originY: _sy, ...subFit } = sub;
  return {
    svg: letteringSvg(checked, [main, sub], markHref, version),
    width: checked.canvas.width,
    height: checked.canvas.height,
    slots: { main: mainFit, sub: subFit },
    fits: main.fits && sub.fits,
  };
}
