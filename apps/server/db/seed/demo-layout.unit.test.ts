import { letteringLayout } from '@logoya/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { markDataUri, renderLettering } from '../../src/modules/lettering/index.ts';
import { demoLogo } from './demo-data.ts';
import { demoLayoutFor } from './demo-layout.ts';

describe('demoLayoutFor', () => {
  const logos = Array.from({ length: 24 }, (_, index) => ({ index, art: demoLogo(index).art }));

  it('gives every demo logo a valid layout whose sample names fit, in each lockup', () => {
    const lockups = new Set<string>();
    for (const logo of logos) {
      const { layout, markSvg, names } = demoLayoutFor(logo);
      expect(letteringLayout.safeParse(layout).error).toBeUndefined();
      expect(markSvg).not.toMatch(/<text|<script/);
      const rendered = renderLettering(layout, names, markDataUri('image/svg+xml', Buffer.from(markSvg)));
      expect(rendered.slots.main.reason ?? 'fits', `${logo.index}: ${names.main_name}`).toBe('fits');
      expect(rendered.slots.sub.reason ?? 'fits', `${logo.index}: ${names.sub_name}`).toBe('fits');
      lockups.add(layout.slots.main.font.startsWith('noto') ? 'japanese-or-badge' : 'western');
    }
    expect(lockups.size).toBe(2);
  });

  it('is the same for the same logo, and its mark key follows the mark', () => {
    expect(demoLayoutFor(logos[3]!)).toEqual(demoLayoutFor(logos[3]!));
    expect(demoLayoutFor(logos[3]!).layout.mark!.key).not.toBe(demoLayoutFor(logos[4]!).layout.mark!.key);
  });

  it('renders the mark under the names with sharp (the SVG mark inside the picture)', async () => {
    const { layout, markSvg, names } = demoLayoutFor(logos[0]!);
    const { svg } = renderLettering(layout, names, markDataUri('image/svg+xml', Buffer.from(markSvg)));
    const withMark = await sharp(Buffer.from(svg)).raw().toBuffer();
    const without = await sharp(Buffer.from(renderLettering(layout, names).svg))
      .raw()
      .toBuffer();
    // The mark's pixels differ from the bare background in the mark's area (above the names).
    let differing = 0;
    for (let i = 0; i < 400 * 240 * 4; i++) if (withMark[i] !== without[i]) differing++;
    expect(differing).toBeGreaterThan(1000);
  });
});
