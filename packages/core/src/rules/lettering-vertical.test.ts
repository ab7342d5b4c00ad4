import { describe, expect, it } from 'vitest';
import { type LetteringLayout, letteringLayout } from '../contracts/lettering.ts';
import { namesReadVertically, VERTICAL_CANVAS, verticalLayoutFor } from './lettering-vertical.ts';

const slot = (x: number, y: number, w: number, h: number, max: number) => ({
  font: 'noto-sans-jp-bold' as const,
  size: { max, min: 10 },
  color: '#222222',
  box: { x, y, w, h },
  align: 'start' as const,
  letter_spacing: 0.05,
  case: 'as_typed' as const,
  direction: 'horizontal' as const,
});

/** A horizontal layout: a wide mark on the left, the names to its right. */
const horizontal: LetteringLayout = letteringLayout.parse({
  version: 1,
  canvas: { width: 1000, height: 400 },
  background: null,
  mark: { key: 'marks/a.svg', type: 'image/svg+xml', box: { x: 20, y: 50, w: 300, h: 200 } },
  slots: { main: slot(360, 80, 600, 160, 140), sub: slot(360, 260, 600, 80, 60) },
});

const ja = { main_name: '山田珈琲', sub_name: 'やまだこーひー' };
const en = { main_name: 'Yamada Coffee', sub_name: 'since 1987' };

describe('vertical names on a noren (ADR 0112)', () => {
  it('reads names with kana or kanji vertically, and Latin or Vietnamese names not', () => {
    expect(namesReadVertically(ja)).toBe(true);
    expect(namesReadVertically({ main_name: 'カフェ', sub_name: 'Tokyo' })).toBe(true);
    expect(namesReadVertically({ main_name: 'ー々', sub_name: '' })).toBe(true);
    expect(namesReadVertically(en)).toBe(false);
    expect(namesReadVertically({ main_name: 'Cà phê Sữa', sub_name: '山田' })).toBe(false);
  });

  it('keeps the layout as it is for Latin names, and for a layout already vertical', () => {
    expect(verticalLayoutFor(horizontal, en)).toBe(horizontal);
    const upright = {
      ...horizontal,
      slots: {
        main: { ...horizontal.slots.main, direction: 'vertical' as const },
        sub: { ...horizontal.slots.sub, direction: 'vertical' as const },
      },
    };
    expect(verticalLayoutFor(upright, ja)).toBe(upright);
  });

  it('sets Japanese names in columns on either side of the mark, a valid layout', () => {
    const out = verticalLayoutFor(horizontal, ja);
    expect(letteringLayout.safeParse(out).success).toBe(true);
    expect(out.canvas).toEqual(VERTICAL_CANVAS);
    const { main, sub } = out.slots;
    expect([main.direction, sub.direction]).toEqual(['vertical', 'vertical']);
    // Right to left: the main name is the right column, the sub name the left one.
    expect(main.box.x).toBeGreaterThan(sub.box.x + sub.box.w);
    expect(main.box.w).toBeGreaterThan(sub.box.w);
    // The mark lies between the columns, centred, with its own proportions (3:2).
    const mark = out.mark!.box;
    expect(mark.x).toBeGreaterThan(sub.box.x + sub.box.w);
    expect(mark.x + mark.w).toBeLessThan(main.box.x);
    expect(mark.w / mark.h).toBeCloseTo(1.5, 1);
    expect(Math.abs(mark.y + mark.h / 2 - VERTICAL_CANVAS.height / 2)).toBeLessThanOrEqual(1);
    // Each column's font fits its width; font, colour, spacing and case are the slot's own.
    // Sizes for the new canvas: the main name larger than the sub name, each within its column.
    expect(main.size.max).toBeLessThanOrEqual(main.box.w);
    expect(sub.size.max).toBeLessThanOrEqual(sub.box.w);
    expect(main.size.max).toBeGreaterThan(sub.size.max);
    expect(main.size.min).toBeLessThanOrEqual(main.size.max);
    expect(main).toMatchObject({
      font: 'noto-sans-jp-bold',
      color: '#222222',
      letter_spacing: 0.05,
      case: 'as_typed',
    });
    // The stored layout is not changed.
    expect(horizontal.slots.main.direction).toBe('horizontal');
  });

  it('draws the names alone when the layout has no mark yet', () => {
    const out = verticalLayoutFor({ ...horizontal, mark: null }, ja);
    expect(out.mark).toBeNull();
    expect(letteringLayout.safeParse(out).success).toBe(true);
  });
});
