import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { layoutOf, WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import { markDataUri, renderLettering } from '../lettering/index.ts';
import { layoutInputOf } from './kit-source.ts';
import { inkOf, markInk } from './mark-ink.ts';

const svg = (body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200">${body}</svg>`,
  );
/** White letters-like bars in an orange disc. */
const LETTERS_IN_DISC = svg(
  '<circle cx="100" cy="100" r="95" fill="#f26b3a"/><rect x="60" y="60" width="20" height="80" fill="#ffffff"/><rect x="110" y="60" width="20" height="80" fill="#ffffff"/>',
);
/** A navy square on a larger orange disc (the case that lost its square as a silhouette). */
const SQUARE_ON_DISC = svg(
  '<circle cx="100" cy="100" r="95" fill="#f26b3a"/><rect x="70" y="70" width="60" height="60" fill="#1e2a5a"/>',
);
const ONE_COLOUR = svg('<circle cx="100" cy="100" r="95" fill="#2e7d4f"/>');

/** The shared Western layout with the mark in a 200 px box at (100, 20) of its 400 px canvas. */
const LAYOUT = layoutOf(WESTERN.slots.main, WESTERN.slots.sub, {
  mark: { key: 'marks/test.svg', type: 'image/svg+xml', box: { x: 100, y: 20, w: 200, h: 200 } },
});

/** Alpha of the black version's PNG at (x, y) of the 400 px canvas. */
async function blackAlphaAt(mark: Buffer, points: [number, number][]) {
  const input = layoutInputOf(
    LAYOUT,
    { main_name: 'Kumo', sub_name: 'Coffee' },
    markDataUri('image/svg+xml', mark),
    mark,
    await markInk(mark),
  );
  const { data, info } = await sharp(Buffer.from(input.svgs.black))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return points.map(([x, y]) => data[(y * info.width + x) * 4 + 3]);
}

describe('markInk (ADR 0115)', () => {
  it('gives a one-colour mark its silhouette', async () => {
    expect(await markInk(ONE_COLOUR)).toBeNull();
    expect(inkOf({ side: 2, luma: [null, null, null, null] })).toBeNull();
    expect(inkOf({ side: 10, luma: Array.from({ length: 100 }, (_, i) => 0.4 + (i % 10) / 100) })).toBeNull();
  });

  it('inks the darker, larger disc and knocks out the white letters', async () => {
    const ink = await markInk(LETTERS_IN_DISC);
    expect(ink).toMatchObject({ lighter: false });
    expect(ink!.threshold).toBeGreaterThan(0.5);
    expect(ink!.threshold).toBeLessThan(1);
  });

  it('inks the lighter, larger disc and knocks out the small dark square', async () => {
    const ink = await markInk(SQUARE_ON_DISC);
    expect(ink).toMatchObject({ lighter: true });
  });

  it('ignores a sliver of another tone (under 3 % of the mark)', () => {
    // 100 pixels, 2 of them white, both inside.
    const luma = Array.from({ length: 100 }, (_, i) => (i === 44 || i === 55 ? 1 : 0.3));
    expect(inkOf({ side: 10, luma })).toBeNull();
    // The same white at 6 %: knocked out.
    const more = Array.from({ length: 100 }, (_, i) => ([33, 34, 44, 45, 55, 56].includes(i) ? 1 : 0.3));
    expect(inkOf({ side: 10, luma: more })).toMatchObject({ lighter: false });
  });

  it('keeps the silhouette of two coloured shapes side by side (knocking one out would lose it)', async () => {
    const leaves = svg(
      '<ellipse cx="60" cy="100" rx="50" ry="35" fill="#1e2a5a"/><ellipse cx="150" cy="100" rx="45" ry="35" fill="#8fb996"/>',
    );
    expect(await markInk(leaves)).toBeNull();
  });

  it('knocks out white negative space even where it meets the outline (waves across a disc)', async () => {
    const waves = svg(
      '<circle cx="100" cy="100" r="95" fill="#1a9e8f"/><rect x="0" y="90" width="200" height="14" fill="#ffffff"/><rect x="0" y="125" width="200" height="14" fill="#ffffff"/>',
    );
    expect(await markInk(waves)).toMatchObject({ lighter: false });
  });
});

describe('the one-colour versions keep the mark’s inner shapes', () => {
  // The mark's box is 200 px at (100, 20) of the canvas: the mark's (x, y) is the canvas's (x + 100, y + 20).
  const at = (x: number, y: number): [number, number] => [x + 100, y + 20];

  it('shows the square as a hole in the black disc', async () => {
    const [disc, square, outside] = await blackAlphaAt(SQUARE_ON_DISC, [at(30, 100), at(100, 100), at(2, 2)]);
    expect(disc).toBe(255);
    expect(square).toBe(0);
    expect(outside).toBe(0);
  });

  it('shows the letters as holes in the black disc', async () => {
    const [disc, letter] = await blackAlphaAt(LETTERS_IN_DISC, [at(30, 100), at(70, 100)]);
    expect(disc).toBe(255);
    expect(letter).toBe(0);
  });

  it('keeps the silhouette without an ink choice (as before), and the full colour is untouched', async () => {
    const [square] = await blackAlphaAt(ONE_COLOUR, [at(100, 100)]);
    expect(square).toBe(255);
    const full = renderLettering(
      LAYOUT,
      { main_name: 'Kumo', sub_name: '' },
      markDataUri('image/svg+xml', SQUARE_ON_DISC),
      {
        transparent: true,
      },
    ).svg;
    expect(full).not.toContain('feColorMatrix');
  });
});
