import type { LetteringBox } from '@logoya/core';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { type CanvasSize, keyStep, moveBox, resizeBox } from './geometry.ts';

export type BoxName = 'main' | 'sub' | 'mark';

const TONE: Record<BoxName, { frame: string; tag: string }> = {
  main: { frame: 'border-orange-600', tag: 'bg-orange-700' },
  sub: { frame: 'border-sky-600', tag: 'bg-sky-800' },
  mark: { frame: 'border-gray-500', tag: 'bg-gray-700' },
};

interface DragBoxProps {
  name: BoxName;
  label: string;
  box: LetteringBox;
  canvas: CanvasSize;
  /** Canvas pixels per screen pixel, read when a drag starts (the stage may have been resized). */
  scale: () => number;
  onChange: (box: LetteringBox) => void;
}

type Drag = { x: number; y: number; box: LetteringBox; k: number; id: number };

/**
 * One box over the canvas (issue 25): dragged by its body to move and by its corner to resize
 * (pointer events, so mouse, pen and touch alike), or moved with the arrow keys (1 px, Shift 10 px)
 * when focused; the corner takes the keys to resize. Every change stays within the canvas.
 */
export function DragBox({ name, label, box, canvas, scale, onChange }: DragBoxProps) {
  const { t } = useBoTranslation();
  const drag = useRef<Drag | null>(null);
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;

  const start = (event: PointerEvent<HTMLElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, y: event.clientY, box, k: scale(), id: event.pointerId };
  };
  const follow = (how: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    const from = drag.current;
    if (!from || from.id !== event.pointerId) return;
    const dx = (event.clientX - from.x) * from.k;
    const dy = (event.clientY - from.y) * from.k;
    onChange(how === 'move' ? moveBox(from.box, dx, dy, canvas) : resizeBox(from.box, dx, dy, canvas));
  };
  const end = () => {
    drag.current = null;
  };
  const keys = (how: 'move' | 'resize') => (event: KeyboardEvent<HTMLElement>) => {
    const step = keyStep(event.key, event.shiftKey);
    if (!step) return;
    event.preventDefault();
    onChange(
      how === 'move' ? moveBox(box, step.dx, step.dy, canvas) : resizeBox(box, step.dx, step.dy, canvas),
    );
  };

  const tone = TONE[name];
  return (
    <div
      className="absolute"
      style={{
        left: pct(box.x, canvas.width),
        top: pct(box.y, canvas.height),
        width: pct(box.w, canvas.width),
        height: pct(box.h, canvas.height),
      }}
      data-testid={`box-${name}`}
      data-box={`${box.x},${box.y},${box.w},${box.h}`}
    >
      {/* The hit area is the box, but never under 24 px a side (WCAG 2.5.8), centred on it. */}
      <button
        type="button"
        aria-label={t('logos.lettering.boxLabel', { name: label, ...strings(box) })}
        onPointerDown={start}
        onPointerMove={follow('move')}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={keys('move')}
        className="peer absolute top-1/2 left-1/2 h-full min-h-6 w-full min-w-6 -translate-x-1/2 -translate-y-1/2 cursor-move touch-none rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
      />
      <span
        aria-hidden="true"
        className={`pointer-events-none absolute inset-0 rounded-sm border-2 border-dashed ${tone.frame} peer-focus-visible:border-solid`}
      >
        <span
          className={`absolute bottom-full -left-0.5 mb-px rounded-t px-1 whitespace-nowrap text-[11px] leading-4 font-semibold text-white ${tone.tag}`}
        >
          {label}
        </span>
      </span>
      <button
        type="button"
        aria-label={t('logos.lettering.resizeLabel', { name: label, w: String(box.w), h: String(box.h) })}
        onPointerDown={start}
        onPointerMove={follow('resize')}
        onPointerUp={end}
        onPointerCancel={end}
        onKeyDown={keys('resize')}
        data-testid={`resize-${name}`}
        className="absolute -right-3 -bottom-3 z-10 flex size-6 cursor-nwse-resize touch-none items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-orange-700"
      >
        <span aria-hidden="true" className={`size-3 rounded-sm border-2 border-white shadow ${tone.tag}`} />
      </button>
    </div>
  );
}

const strings = (box: LetteringBox) => ({
  x: String(box.x),
  y: String(box.y),
  w: String(box.w),
  h: String(box.h),
});
