import type { LetteringLayout } from '@logoya/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutOf, NOREN, ROUNDED, slotOf, WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import { rasterizeLettering, renderLettering } from './index.ts';

/**
 * No text pixel outside its box (issue 25): the picture at canvas size, without background or
 * mark, has alpha 0 everywhere but in the slots' boxes, and ink in each box.
 */
async function alphaOutside(layout: LetteringLayout, names: { main_name: string; sub_name: string }) {
  const { svg } = renderLettering(layout, names);
  const png = await rasterizeLettering({
    svg,
    canvas: layout.canvas,
    format: 'png',
    width: layout.canvas.width,
  });
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([layout.canvas.width, layout.canvas.height]);
  const boxes = [layout.slots.main.box, layout.slots.sub.box];
  const inside = boxes.map(() => 0);
  let outside = 0;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      const alpha = data[(y * info.width + x) * 4 + 3]!;
      if (alpha === 0) continue;
      const box = boxes.findIndex((b) => x >= b.x && x < b.x + b.w && y >= b.y && y < b.y + b.h);
      if (box < 0) outside++;
      else inside[box]!++;
    }
  }
  return { outside, inside };
}

/** Tight boxes: the height, not the width, sets the size, so marks above capitals and descenders matter. */
const TIGHT = layoutOf(
  slotOf('playfair-display-bold', { x: 10, y: 40, w: 380, h: 30 }, { size: { max: 80, min: 4 } }),
  slotOf(
    'dancing-script-bold',
    { x: 10, y: 100, w: 380, h: 24 },
    { size: { max: 80, min: 4 }, align: 'end' },
  ),
);

describe('lettering pixels', () => {
  it.each([
    ['western', WESTERN, { main_name: 'Ấp Bắc Quỳnh', sub_name: 'Gặp gỡ · Ỷ Ỹ' }],
    [
      'western, too long',
      WESTERN,
      { main_name: 'The Golden Owl Bakery and Coffee Roasters of Saigon', sub_name: 'y'.repeat(100) },
    ],
    [
      'noren',
      NOREN,
      { main_name: 'ラーメン「花」屋ですよ本当に長い名前', sub_name: 'Since 1998、東京 gjpqy' },
    ],
    ['rounded', ROUNDED, { main_name: 'Tiệm Hoa Nhỏ さくら', sub_name: 'Ấm áp & ngọt ngào fjgy' }],
    ['tight', TIGHT, { main_name: 'ẤẦẨẪẬ Ýgjpqy', sub_name: 'Ỳfghjk ƒ ẫỹ' }],
  ] as const)('keeps every text pixel of %s inside its box', async (_, layout, names) => {
    const { outside, inside } = await alphaOutside(layout, names);
    expect(outside).toBe(0);
    for (const count of inside) expect(count).toBeGreaterThan(50);
  });
});
