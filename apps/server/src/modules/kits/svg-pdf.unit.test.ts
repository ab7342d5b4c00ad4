import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { svgToPdf } from './svg-pdf.ts';

const PNG_1PX =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

/** How many images the PDF holds (its image XObjects). */
const imagesIn = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

describe('an SVG mark in the PDF (ADR 0116)', () => {
  const draw = (mark: string) =>
    svgToPdf({
      svg: '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200"></svg>',
      canvas: { width: 200, height: 200 },
      markSvg: mark,
      markBox: { x: 0, y: 0, w: 200, h: 200 },
    });

  it('never opens a file or an address a mark names, only pictures inside it', async () => {
    const secret = `/tmp/svg-pdf-${process.pid}.png`;
    writeFileSync(secret, Buffer.from(PNG_1PX, 'base64'));
    const outside = await draw(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="${secret}" width="10" height="10"/><image href="http://127.0.0.1:1/x.png" width="10" height="10"/></svg>`,
    );
    expect(imagesIn(outside)).toBe(0);
    const inside = await draw(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><image href="data:image/png;base64,${PNG_1PX}" width="10" height="10"/></svg>`,
    );
    expect(imagesIn(inside)).toBeGreaterThan(0);
  });

  it('draws the mark’s shapes as paths', async () => {
    const pdf = await draw(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4" fill="#f26b3a"/></svg>',
    );
    expect(imagesIn(pdf)).toBe(0);
    expect(pdf.length).toBeGreaterThan(500);
  });
});
