import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutOf, WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import { QueueFull } from '../../platform/work/bounded-queue.ts';
import { markDataUri, rasterizeLettering, rasterSize, renderLettering } from './index.ts';

describe('the lettering rasteriser', () => {
  it('bounds the output: 16 to 2,000 px wide, 4 Mpx at most, the height from the canvas', () => {
    const square = { width: 400, height: 400 };
    expect(rasterSize({ canvas: square, width: 800 })).toEqual({ width: 800, height: 800 });
    expect(rasterSize({ canvas: square, width: 50_000 })).toEqual({ width: 2000, height: 2000 });
    expect(rasterSize({ canvas: square, width: 1 })).toEqual({ width: 16, height: 16 });
    expect(rasterSize({ canvas: square, width: Number.NaN })).toEqual({ width: 16, height: 16 });
    const tall = rasterSize({ canvas: { width: 64, height: 4000 }, width: 2000 });
    expect(tall.width * tall.height).toBeLessThanOrEqual(2000 * 2000);
    expect(tall.height).toBeGreaterThan(tall.width);
  });

  it('gives a PNG or a WebP of the asked size', async () => {
    const { svg, width, height } = renderLettering(WESTERN, { main_name: 'Golden Owl', sub_name: 'Café' });
    for (const format of ['png', 'webp'] as const) {
      const out = await rasterizeLettering({ svg, canvas: { width, height }, format, width: 300 });
      const meta = await sharp(out).metadata();
      expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual([format, 300, 300, true]);
    }
  });

  it('gives exactly the asked size for canvases that scale to whole pixels and for those that do not', async () => {
    const canvases = [
      { width: 400, height: 400 },
      { width: 333, height: 250 },
      { width: 1000, height: 600 },
      { width: 64, height: 4000 },
    ];
    for (const canvas of canvases) {
      const { width: w, height: h } = canvas;
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect x="1" y="1" width="${w - 2}" height="${h - 2}" fill="#123456"/></svg>`;
      for (const width of [16, 390, 800, 1999]) {
        const out = await rasterizeLettering({ svg, canvas, format: 'png', width });
        const meta = await sharp(out).metadata();
        expect({ canvas, width, got: [meta.width, meta.height] }).toEqual({
          canvas,
          width,
          got: Object.values(rasterSize({ canvas, width })),
        });
      }
    }
  });

  it('draws a transparent PNG mark in its box, under the names', async () => {
    const png = await sharp({ create: { width: 20, height: 20, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const layout = layoutOf(WESTERN.slots.main, WESTERN.slots.sub, {
      mark: { key: 'lettering/1/mark.png', type: 'image/png', box: { x: 100, y: 20, w: 200, h: 200 } },
    });
    const { svg, width, height } = renderLettering(
      layout,
      { main_name: 'Owl', sub_name: 'x' },
      markDataUri('image/png', png),
    );
    const out = await rasterizeLettering({ svg, canvas: { width, height }, format: 'png', width: 400 });
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * 400 + x) * 4, (y * 400 + x) * 4 + 4)];
    expect(at(200, 120)).toEqual([255, 0, 0, 255]);
    expect(at(50, 120)[3]).toBe(0);
  });

  it('refuses past 2 running and 32 waiting instead of piling up', async () => {
    const { svg, width, height } = renderLettering(WESTERN, { main_name: 'Owl', sub_name: 'x' });
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, () =>
        rasterizeLettering({ svg, canvas: { width, height }, format: 'png', width: 64 }),
      ),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused.length).toBe(6);
    for (const r of refused) expect((r as PromiseRejectedResult).reason).toBeInstanceOf(QueueFull);
  });
});
