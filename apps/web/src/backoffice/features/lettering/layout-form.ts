import type { LetteringBox, LetteringLayout } from '@logoya/core';
import type { Path } from 'react-hook-form';
import type { ContractForm } from '../../../shared/forms/use-contract-form.ts';
import type { BoxName } from './drag-box.tsx';
import { type CanvasSize, clampBox, clampBoxSize } from './geometry.ts';

/** The Lettering tab's form: the layout contract itself, edited field by field. */
export type LayoutForm = ContractForm<LetteringLayout, LetteringLayout>;

const SLOT_FIELDS = [
  'font',
  'size.max',
  'size.min',
  'color',
  'box.x',
  'box.y',
  'box.w',
  'box.h',
  'align',
  'letter_spacing',
  'case',
  'direction',
] as const;

/** Every field a server error may name (the contract's paths), for applyServerError. */
export const LAYOUT_FIELDS = [
  'canvas.width',
  'canvas.height',
  'background',
  'mark.box.x',
  'mark.box.y',
  'mark.box.w',
  'mark.box.h',
  ...SLOT_FIELDS.map((f) => `slots.main.${f}`),
  ...SLOT_FIELDS.map((f) => `slots.sub.${f}`),
] as Path<LetteringLayout>[];

/** Where a box lives in the form. */
export const boxPath = (name: BoxName): 'mark.box' | `slots.${'main' | 'sub'}.box` =>
  name === 'mark' ? 'mark.box' : `slots.${name}.box`;

const EDIT = { shouldDirty: true, shouldValidate: false } as const;

/** Puts a box into the form field by field, so the number fields follow a drag. */
export function setBox(form: LayoutForm, name: BoxName, box: LetteringBox): void {
  const path = boxPath(name);
  for (const side of ['x', 'y', 'w', 'h'] as const) {
    const field = `${path}.${side}` as Path<LetteringLayout>;
    if (form.getValues(field) !== box[side]) form.setValue(field, box[side], EDIT);
  }
  // A field the contract refused is judged again once a drag has put it right.
  if (form.formState.errors && Object.keys(form.formState.errors).length > 0) void form.trigger();
}

/**
 * After a number field of a box lost focus: the box made whole and pulled inside the canvas; a
 * typed width or height keeps the box's place, a typed x or y its size.
 */
export function settleBox(
  form: LayoutForm,
  name: BoxName,
  canvas: CanvasSize,
  side: keyof LetteringBox,
): void {
  const box = form.getValues(boxPath(name)) as LetteringBox | undefined;
  if (box)
    setBox(form, name, side === 'w' || side === 'h' ? clampBoxSize(box, canvas) : clampBox(box, canvas));
}
