import type { LetteringFontId, LetteringLayout, LetteringSlot } from '@logoya/core';

/** Layouts the lettering tests and the benchmark share. */
export function slotOf(
  font: LetteringFontId,
  box: LetteringSlot['box'],
  extra: Partial<LetteringSlot> = {},
): LetteringSlot {
  return {
    font,
    size: { max: 60, min: 14 },
    color: '#1b3a6b',
    box,
    align: 'center',
    letter_spacing: 0,
    case: 'as_typed',
    direction: 'horizontal',
    ...extra,
  };
}

export function layoutOf(
  main: LetteringSlot,
  sub: LetteringSlot,
  extra: Partial<LetteringLayout> = {},
): LetteringLayout {
  return {
    version: 1,
    canvas: { width: 400, height: 400 },
    background: null,
    mark: null,
    slots: { main, sub },
    ...extra,
  };
}

/** A western lockup: the mark above, the main name in a serif, the sub name in spaced capitals. */
export const WESTERN = layoutOf(
  slotOf('playfair-display-bold', { x: 24, y: 250, w: 352, h: 64 }),
  slotOf(
    'josefin-sans-semibold',
    { x: 60, y: 322, w: 280, h: 30 },
    {
      size: { max: 22, min: 9 },
      case: 'upper',
      letter_spacing: 0.2,
      color: '#c0392b',
    },
  ),
);

/** A Japanese lockup: both names set vertically beside the mark, as on a noren. */
export const NOREN = layoutOf(
  slotOf(
    'hina-mincho',
    { x: 296, y: 24, w: 80, h: 352 },
    { direction: 'vertical', size: { max: 72, min: 20 } },
  ),
  slotOf(
    'noto-sans-jp-medium',
    { x: 240, y: 60, w: 40, h: 300 },
    {
      direction: 'vertical',
      align: 'start',
      size: { max: 26, min: 10 },
      letter_spacing: 0.1,
    },
  ),
);

/** A rounded lockup whose Japanese font has no Vietnamese letters: they come from the rounded Latin font. */
export const ROUNDED = layoutOf(
  slotOf('kosugi-maru', { x: 20, y: 280, w: 360, h: 60 }, { align: 'start' }),
  slotOf(
    'dancing-script-bold',
    { x: 20, y: 344, w: 360, h: 40 },
    { align: 'end', size: { max: 32, min: 12 } },
  ),
);
