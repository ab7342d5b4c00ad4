import { z } from 'zod';
import { msg } from '../messages/catalog.ts';
import { LETTERING_FONT_IDS } from '../rules/lettering-fonts.ts';
import { buyerNameField } from './cart.ts';

/**
 * A logo's lettering layout (issue 25, ADR 0096): the mark without lettering, the canvas, and
 * the two text slots the buyer's names are set into. Stored as JSON with its `version`; the one
 * renderer (apps/server/src/modules/lettering) reads it. Every number is bounded, every choice is
 * an enum, and colours are #rrggbb only, so nothing of a layout can carry markup into the SVG.
 * Lengths are canvas pixels (the canvas is the SVG's viewBox); sizes are font sizes in pixels;
 * letter spacing is in em (a fraction of the size), added between letters.
 */
export const LETTERING_LAYOUT_VERSION = 1;

export const LETTERING_LIMITS = {
  /** Canvas sides, px. */
  canvas: { min: 64, max: 4000 },
  /** Font sizes, px. */
  size: { min: 4, max: 1000 },
  /** Letter spacing, em. */
  letterSpacing: { min: -0.2, max: 1 },
  /** A slot's box side, px. */
  box: { min: 4 },
  /** Storage keys of marks. */
  markKey: { max: 200 },
} as const;

export const LETTERING_ALIGNMENTS = ['start', 'center', 'end'] as const;
export const LETTERING_CASES = ['as_typed', 'upper'] as const;
export const LETTERING_DIRECTIONS = ['horizontal', 'vertical'] as const;
export const LETTERING_MARK_TYPES = ['image/svg+xml', 'image/png'] as const;
export const LETTERING_SLOTS = ['main', 'sub'] as const;
export type LetteringSlotName = (typeof LETTERING_SLOTS)[number];

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { message: msg('lettering_choice') });

const whole = (min: number, max: number) => {
  const message = msg('lettering_whole_number', { min, max });
  return z.number({ message }).int({ message }).min(min, { message }).max(max, { message });
};

const decimal = (min: number, max: number) => {
  const message = msg('lettering_number', { min, max });
  return z.number({ message }).min(min, { message }).max(max, { message });
};

/** #rrggbb, nothing else (no names, no url(), no alpha). */
export const letteringColour = z
  .string({ message: msg('lettering_colour') })
  .regex(/^#[0-9a-fA-F]{6}$/, { message: msg('lettering_colour') });

const { canvas: C, size: S, letterSpacing: L, box: B } = LETTERING_LIMITS;

/** A rectangle on the canvas, in whole canvas pixels; the layout checks it lies within. */
export const letteringBox = z.object({
  x: whole(0, C.max),
  y: whole(0, C.max),
  w: whole(B.min, C.max),
  h: whole(B.min, C.max),
});
export type LetteringBox = z.infer<typeof letteringBox>;

export const letteringSlot = z
  .object({
    font: z.enum(LETTERING_FONT_IDS, { message: msg('lettering_font') }),
    size: z.object({ max: decimal(S.min, S.max), min: decimal(S.min, S.max) }),
    color: letteringColour,
    box: letteringBox,
    align: choice(LETTERING_ALIGNMENTS),
    letter_spacing: decimal(L.min, L.max),
    case: choice(LETTERING_CASES),
    direction: choice(LETTERING_DIRECTIONS),
  })
  .superRefine((slot, ctx) => {
    if (slot.size.min > slot.size.max)
      ctx.addIssue({ code: 'custom', path: ['size', 'min'], message: msg('lettering_size_order') });
  });
export type LetteringSlot = z.infer<typeof letteringSlot>;

/**
 * The mark: a file in the shop's storage (`key`, as the storage adapter names it; the caller reads
 * the bytes and hands them to the renderer), an SVG or a PNG with transparency, drawn in `box`.
 */
export const letteringMark = z.object({
  key: z
    .string({ message: msg('lettering_mark_key') })
    .max(LETTERING_LIMITS.markKey.max, { message: msg('lettering_mark_key') })
    .regex(/^[a-z0-9][a-z0-9/_.-]*$/, { message: msg('lettering_mark_key') })
    // No `..` (a refinement, not a lookahead: the OpenAPI pattern stays one every tool can read).
    .refine((key) => !key.includes('..'), { message: msg('lettering_mark_key') }),
  type: choice(LETTERING_MARK_TYPES),
  box: letteringBox,
});
export type LetteringMark = z.infer<typeof letteringMark>;

function within(
  ctx: z.RefinementCtx,
  box: LetteringBox,
  canvas: { width: number; height: number },
  path: (string | number)[],
) {
  if (box.x + box.w > canvas.width)
    ctx.addIssue({ code: 'custom', path: [...path, 'w'], message: msg('lettering_box_outside') });
  if (box.y + box.h > canvas.height)
    ctx.addIssue({ code: 'custom', path: [...path, 'h'], message: msg('lettering_box_outside') });
}

const letteringCanvas = z.object({ width: whole(C.min, C.max), height: whole(C.min, C.max) });

export const letteringLayout = z
  .object({
    version: z.literal(LETTERING_LAYOUT_VERSION, { message: msg('lettering_version') }),
    canvas: letteringCanvas,
    /** A colour under everything, or null for a transparent picture. */
    background: letteringColour.nullable(),
    /** Null while the mark is not uploaded yet: the names are drawn alone. */
    mark: letteringMark.nullable(),
    slots: z.object({ main: letteringSlot, sub: letteringSlot }),
  })
  .superRefine((layout, ctx) => {
    // Boxes are judged against a canvas that is itself valid; a bad canvas has its own error.
    if (!letteringCanvas.safeParse(layout.canvas).success) return;
    if (layout.mark) within(ctx, layout.mark.box, layout.canvas, ['mark', 'box']);
    for (const name of LETTERING_SLOTS)
      within(ctx, layout.slots[name].box, layout.canvas, ['slots', name, 'box']);
  })
  .meta({ id: 'LetteringLayout' });
export type LetteringLayout = z.infer<typeof letteringLayout>;

/** The names set into a layout, validated exactly as the cart validates them. */
export const letteringNames = z.object({
  main_name: buyerNameField('main_name_required'),
  sub_name: buyerNameField('sub_name_required'),
});
export type LetteringNames = z.infer<typeof letteringNames>;
