import type { LetteringBox, LetteringLayout } from '@logoya/core';
import { useRef } from 'react';
import { useBoTranslation } from '../../i18n/i18n.ts';
import { type BoxName, DragBox } from './drag-box.tsx';
import type { PreviewState } from './use-preview.ts';

/** Squares behind a transparent picture, as image editors show transparency. */
const CHECKER = {
  backgroundImage: 'repeating-conic-gradient(#e5e7eb 0% 25%, #ffffff 0% 50%)',
  backgroundSize: '16px 16px',
};

interface CanvasStageProps {
  layout: LetteringLayout;
  names: { main_name: string; sub_name: string };
  state: PreviewState;
  onBox: (name: BoxName, box: LetteringBox) => void;
}

/**
 * The canvas: the server's drawing of the layout with the sample names (an <img> of its SVG: the
 * one renderer's output, never markup in our page), and the boxes over it to drag.
 */
export function CanvasStage({ layout, names, state, onBox }: CanvasStageProps) {
  const { t } = useBoTranslation();
  const stage = useRef<HTMLDivElement>(null);
  const { width, height } = layout.canvas;
  const scale = () => width / (stage.current?.getBoundingClientRect().width || width);
  const svg = state.preview?.svg;
  const label = { main: t('logos.lettering.slotMain'), sub: t('logos.lettering.slotSub') };
  const status = state.invalid
    ? t('logos.lettering.previewInvalid')
    : state.failure !== null
      ? state.failure || t('logos.lettering.previewFailed')
      : !svg || state.pending
        ? t('logos.lettering.previewLoading')
        : '';

  return (
    <figure className="space-y-2">
      <div className="rounded-lg border border-gray-200 bg-gray-100 px-2 pt-5 pb-3 sm:px-4">
        <div
          ref={stage}
          className="relative mx-auto w-full select-none"
          style={{ aspectRatio: `${width} / ${height}`, ...CHECKER }}
          data-testid="lettering-stage"
        >
          {svg ? (
            <img
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
              alt={t('logos.lettering.previewAlt', { main: names.main_name, sub: names.sub_name })}
              draggable={false}
              className="pointer-events-none absolute inset-0 size-full"
              data-testid="lettering-preview"
            />
          ) : null}
          {layout.mark ? (
            <DragBox
              name="mark"
              label={t('logos.lettering.mark')}
              box={layout.mark.box}
              canvas={layout.canvas}
              scale={scale}
              onChange={(box) => onBox('mark', box)}
            />
          ) : null}
          {(['main', 'sub'] as const).map((slot) => (
            <DragBox
              key={slot}
              name={slot}
              label={label[slot]}
              box={layout.slots[slot].box}
              canvas={layout.canvas}
              scale={scale}
              onChange={(box) => onBox(slot, box)}
            />
          ))}
        </div>
      </div>
      <figcaption className="space-y-1 text-xs text-gray-700">
        <span className="block">
          {t('logos.lettering.canvasLabel', { width: String(width), height: String(height) })}
        </span>
        <span className="block">{t('logos.lettering.canvasHelp')}</span>
        <span
          role="status"
          data-testid="preview-status"
          className={`block min-h-4 ${state.invalid || state.failure !== null ? 'font-semibold text-red-700' : ''}`}
        >
          {status}
        </span>
      </figcaption>
    </figure>
  );
}
