import { describe, expect, it } from 'vitest';
import {
  clampBox,
  clampBoxSize,
  fitLayoutToCanvas,
  keyStep,
  markBoxFor,
  moveBox,
  resizeBox,
} from './geometry.ts';
import { defaultLayout } from './lettering-defaults.ts';

const canvas = { width: 800, height: 600 };

describe('the Lettering tab’s box rules', () => {
  it('makes a box whole, at least 4 px, and inside the canvas', () => {
    expect(clampBox({ x: -10.4, y: 590.6, w: 100.5, h: 2 }, canvas)).toEqual({ x: 0, y: 591, w: 101, h: 4 });
    expect(clampBox({ x: 700, y: 0, w: 900, h: 700 }, canvas)).toEqual({ x: 0, y: 0, w: 800, h: 600 });
    expect(clampBox({ x: Number.NaN, y: 10, w: 50, h: 50 }, canvas)).toEqual({ x: 0, y: 10, w: 50, h: 50 });
  });

  it('moves a box by whole pixels and stops it at the edges, its size kept', () => {
    const box = { x: 100, y: 100, w: 200, h: 50 };
    expect(moveBox(box, 10.6, -3.2, canvas)).toEqual({ x: 111, y: 97, w: 200, h: 50 });
    expect(moveBox(box, 1000, 1000, canvas)).toEqual({ x: 600, y: 550, w: 200, h: 50 });
    expect(moveBox(box, -1000, -1000, canvas)).toEqual({ x: 0, y: 0, w: 200, h: 50 });
  });

  it('resizes from the bottom-right corner, the top-left corner kept, within the canvas', () => {
    const box = { x: 700, y: 500, w: 50, h: 50 };
    expect(resizeBox(box, 20, -10, canvas)).toEqual({ x: 700, y: 500, w: 70, h: 40 });
    expect(resizeBox(box, 500, 500, canvas)).toEqual({ x: 700, y: 500, w: 100, h: 100 });
    expect(resizeBox(box, -500, -500, canvas)).toEqual({ x: 700, y: 500, w: 4, h: 4 });
  });

  it('moves 1 px with an arrow key and 10 px with Shift; other keys do nothing', () => {
    expect(keyStep('ArrowLeft', false)).toEqual({ dx: -1, dy: 0 });
    expect(keyStep('ArrowDown', true)).toEqual({ dx: 0, dy: 10 });
    expect(keyStep('ArrowUp', true)).toEqual({ dx: 0, dy: -10 });
    expect(keyStep('ArrowRight', false)).toEqual({ dx: 1, dy: 0 });
    expect(keyStep('Enter', false)).toBeNull();
  });

  it('places a new mark in its own proportions in the upper part of the canvas', () => {
    const wide = markBoxFor(canvas, { width: 400, height: 100 });
    expect(wide.w / wide.h).toBeCloseTo(4, 1);
    expect(wide.x + wide.w / 2).toBeCloseTo(400, 0);
    expect(wide.y + wide.h).toBeLessThanOrEqual(380);
    const tall = markBoxFor(canvas, { width: 100, height: 400 });
    expect(tall).toEqual(clampBox(tall, canvas));
    expect(tall.h).toBe(330);
  });

  it('pulls every box inside a smaller canvas', () => {
    const layout = defaultLayout();
    const small = fitLayoutToCanvas(
      {
        ...layout,
        mark: { key: 'lettering/1/a.svg', type: 'image/svg+xml', box: { x: 300, y: 0, w: 400, h: 300 } },
      },
      { width: 400, height: 300 },
    );
    expect(small.canvas).toEqual({ width: 400, height: 300 });
    expect(small.mark?.box).toEqual({ x: 0, y: 0, w: 400, h: 300 });
    expect(small.slots.main.box).toEqual({ x: 0, y: 190, w: 400, h: 110 });
    expect(small.slots.sub.box).toEqual({ x: 0, y: 240, w: 400, h: 60 });
  });
});

describe('a typed width or height', () => {
  it('keeps the box’s place and ends it at the canvas’s edge', () => {
    expect(clampBoxSize({ x: 150, y: 500, w: 5000, h: 5000 }, canvas)).toEqual({
      x: 150,
      y: 500,
      w: 650,
      h: 100,
    });
    expect(clampBoxSize({ x: 900, y: 10, w: 20, h: 2 }, canvas)).toEqual({ x: 796, y: 10, w: 4, h: 4 });
  });
});
