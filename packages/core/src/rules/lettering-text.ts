import { msg } from '../messages/catalog.ts';

/**
 * What of a buyer's name the lettering draws (issue 25, ADR 0096), the same on both sides: the
 * name in NFC, without control and format characters (bidi overrides such as U+202E, zero-width
 * spaces and joiners, the BOM) or variation selectors, with runs of white space as one space,
 * trimmed, and in capitals when the slot says so. The renderer draws only this text, as glyph
 * outlines; nothing of the name is ever written into the SVG as text.
 */
// biome-ignore lint/suspicious/noMisleadingCharacterClass: variation selectors are removed one by one
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u{FE00}-\u{FE0F}\u{E0100}-\u{E01EF}]/gu;

export type LetteringCase = 'as_typed' | 'upper';

/**
 * Most characters the renderer sets in a slot: the cart's bound on a name. A longer text is not
 * shaped at all (`too_long`), so no caller can hold the event loop with a long name.
 */
export const LETTERING_TEXT_MAX = 100;

export function letteringText(name: string, letterCase: LetteringCase = 'as_typed'): string {
  const text = name
    .normalize('NFC')
    .replace(/\s+/g, ' ')
    .replace(INVISIBLE, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return letterCase === 'upper' ? text.toUpperCase().normalize('NFC') : text;
}

/**
 * Why a name does not fit its slot. `too_long`: it does not fit the box even at the slot's
 * smallest size; `unsupported_characters`: no offered font draws some of its characters (emoji,
 * for instance); `empty`: nothing is left to draw.
 */
export const LETTERING_FIT_REASONS = ['too_long', 'unsupported_characters', 'empty'] as const;
export type LetteringFitReason = (typeof LETTERING_FIT_REASONS)[number];

/** The message code a fit reason answers with, for the name's field (`main_name` or `sub_name`). */
export const LETTERING_FIT_MESSAGES: Record<
  LetteringFitReason,
  'lettering_too_long' | 'lettering_unsupported_characters' | 'lettering_empty'
> = {
  too_long: 'lettering_too_long',
  unsupported_characters: 'lettering_unsupported_characters',
  empty: 'lettering_empty',
};

/**
 * The errors of names that do not fit, shaped as a 422's `errors` (`{main_name: [message]}`): what
 * the preview and the cart answer, and what the detail page shows under each field. Empty when
 * both fit.
 */
export function letteringFitErrors(slots: {
  main: { reason: LetteringFitReason | null };
  sub: { reason: LetteringFitReason | null };
}): Partial<Record<'main_name' | 'sub_name', string[]>> {
  const errors: Partial<Record<'main_name' | 'sub_name', string[]>> = {};
  for (const [slot, field] of [
    ['main', 'main_name'],
    ['sub', 'sub_name'],
  ] as const) {
    const reason = slots[slot].reason;
    if (reason) errors[field] = [msg(LETTERING_FIT_MESSAGES[reason], { field })];
  }
  return errors;
}
