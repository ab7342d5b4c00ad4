import { LETTERING_LIMITS, type LetteringBox, type LetteringLayout } from '@logoya/core';

/**
 * The Lettering tab's box rules (issue 25, ADR 0099): whole canvas pixels, every box within the
 * canvas and at least the contract's smallest side, as the layout contract demands. Pure, so the
 * drag, the keys and the number fields share them and they are unit-tested.
 */

export interface CanvasSize {
  width: number;
  height: number;
}

const MIN = LETTERING_LIMITS.box.min;
const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
const whole = (value: number) => (Number.isFinite(value) ? Math.round(value) : 0);

/** The box made whole and pulled inside the canvas: first its size, then its place. */
export function clampBox(box: LetteringBox, canvas: CanvasSize): LetteringBox {
  const w = clamp(whole(box.w), MIN, Math.max(MIN, canvas.width));
  const h = clamp(whole(box.h), MIN, Math.max(MIN, canvas.height));
  return {
    x: clamp(whole(box.x), 0, Math.max(0, canvas.width - w)),
    y: clamp(whole(box.y), 0, Math.max(0, canvas.height - h)),
    w,
    h,
  };
}

/**
 * The box pulled inside the canvas keeping its place where it can: what a typed width or height
 * does (a width past the canvas ends at the canvas's edge instead of moving the box).
 */
export function clampBoxSize(box: LetteringBox, canvas: CanvasSize): LetteringBox {
  const x = clamp(whole(box.x), 0, Math.max(0, canvas.width - MIN));
  const y = clamp(whole(box.y), 0, Math.max(0, canvas.height - MIN));
  return clampBox(
    { x, y, w: Math.min(whole(box.w), canvas.width - x), h: Math.min(whole(box.h), canvas.height - y) },
    canvas,
  );
}

/** The box moved by (dx, dy), its size kept; it stops at the canvas's edges. */
export function moveBox(box: LetteringBox, dx: number, dy: number, canvas: CanvasSize): LetteringBox {
  const { w, h } = clampBox(box, canvas);
  return clampBox({ x: box.x + dx, y: box.y + dy, w, h }, canvas);
}

/** The box resized from its bottom-right corner by (dw, dh); the top-left corner stays. */
export function resizeBox(box: LetteringBox, dw: number, dh: number, canvas: CanvasSize): LetteringBox {
  const start = clampBox(box, canvas);
  return {
    ...start,
    w: clamp(whole(start.w + dw), MIN, Math.max(MIN, canvas.width - start.x)),
    h: clamp(whole(start.h + dh), MIN, Math.max(MIN, canvas.height - start.y)),
  };
}

/** What one key press does to a box: arrows move 1 px, with Shift 10 px; null for other keys. */
export function keyStep(key: string, shift: boolean): { dx: number; dy: number } | null {
  const step = shift ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { dx: -step, dy: 0 };
    case 'ArrowRight':
      return { dx: step, dy: 0 };
    case 'ArrowUp':
      return { dx: 0, dy: -step };
    case 'ArrowDown':
      return { dx: 0, dy: step };
    default:
      return null;
  }
}

/**
 * Where a newly uploaded mark goes: its own proportions, as large as fits the upper part of the
 * canvas (above the names of the default layout), centred.
 */
export function markBoxFor(canvas: CanvasSize, mark: { width: number; height: number }): LetteringBox {
  const area = { w: canvas.width * 0.8, h: canvas.height * 0.55 };
  const ratio = mark.width > 0 && mark.height > 0 ? mark.width / mark.height : 1;
  const w = Math.min(area.w, area.h * ratio);
  const h = w / ratio;
  return clampBox({ x: (canvas.width - w) / 2, y: canvas.height * 0.06 + (area.h - h) / 2, w, h }, canvas);
}

/** Every box of a layout pulled inside a (new) canvas: what a change of the canvas size does. */
export function fitLayoutToCanvas(layout: LetteringLayout, canvas: CanvasSize): LetteringLayout {
  return {
    ...layout,
    canvas: { width: canvas.width, height: canvas.height },
    mark: layout.mark ? { ...layout.mark, box: clampBox(layout.mark.box, canvas) } : null,
    slots: {
      main: { ...layout.slots.main, box: clampBox(layout.slots.main.box, canvas) },
      sub: { ...layout.slots.sub, box: clampBox(layout.slots.sub.box, canvas) },
    },
  };
}
