import { createHash } from 'node:crypto';
import { letteringNames } from '@logoya/core';
import { describe, expect, it } from 'vitest';
import { layoutOf, NOREN, ROUNDED, slotOf, WESTERN } from '../../../test/fixtures/lettering-layouts.ts';
import { markDataUri, renderLettering } from './index.ts';
import { placeSlot } from './slot.ts';

const hash = (svg: string) => createHash('sha256').update(svg).digest('hex').slice(0, 16);

/**
 * The whole grammar of a lettering SVG: fixed elements whose attributes are numbers, #rrggbb
 * colours or base64, and path data of commands and numbers. Anything else (a name's text, markup,
 * an entity) fails it.
 */
const NUM = String.raw`-?\d+(?:\.\d+)?`;
const SAFE_SVG = new RegExp(
  [
    String.raw`^<svg xmlns="http://www\.w3\.org/2000/svg" width="\d+" height="\d+" viewBox="0 0 \d+ \d+">`,
    String.raw`(?:<rect width="\d+" height="\d+" fill="#[0-9a-fA-F]{6}"/>)?`,
    String.raw`(?:<image href="data:image/(?:png|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}" x="\d+" y="\d+" width="\d+" height="\d+" preserveAspectRatio="xMidYMid meet"/>)?`,
    String.raw`(?:<g fill="#[0-9a-fA-F]{6}">(?:<path transform="matrix\(${NUM}(?: ${NUM}){5}\)" d="[MLQCZ0-9. -]*"/>)*</g>){2}`,
    '</svg>$',
  ].join(''),
);

describe('the lettering renderer', () => {
  it('gives the same outlines for the same layout and names (golden path data)', () => {
    const goldens = {
      western: hash(renderLettering(WESTERN, { main_name: 'Golden Owl', sub_name: 'Bánh mì · Café' }).svg),
      westernFallback: hash(
        renderLettering(WESTERN, { main_name: 'Phở Hà Nội 花屋', sub_name: 'since 1998' }).svg,
      ),
      noren: hash(
        renderLettering(NOREN, { main_name: 'ラーメン「花」屋', sub_name: 'Since 1998、東京' }).svg,
      ),
      rounded: hash(
        renderLettering(ROUNDED, { main_name: 'Tiệm Hoa Nhỏ さくら', sub_name: 'Ấm áp & ngọt ngào' }).svg,
      ),
    };
    expect(goldens).toEqual({
      western: '098fbd502c984a5b',
      westernFallback: '9667c808e41c93fb',
      noren: '6d1fd013ba0f487a',
      rounded: '67d95f0a53b6a33a',
    });
  });

  it('shrinks a long name from the largest size, and says when even the smallest is too large', () => {
    const slot = slotOf(
      'be-vietnam-pro-semibold',
      { x: 0, y: 0, w: 200, h: 60 },
      { size: { max: 40, min: 16 } },
    );
    expect(placeSlot(slot, 'Owl').size).toBe(40);
    const longer = placeSlot(slot, 'The Golden Owl Bakery');
    expect(longer.size).toBeLessThan(40);
    expect(longer.size).toBeGreaterThanOrEqual(16);
    expect(longer.fits).toBe(true);
    const tooLong = placeSlot(slot, 'The Golden Owl Bakery and Coffee Roasters of Saigon');
    expect(tooLong).toMatchObject({ fits: false, reason: 'too_long' });
    expect(tooLong.size).toBeLessThan(16);
  });

  it('sets capitals, letter spacing and alignment as the slot says', () => {
    const box = { x: 0, y: 0, w: 400, h: 60 };
    const plain = placeSlot(slotOf('josefin-sans-semibold', box, { size: { max: 20, min: 8 } }), 'ấn tượng');
    expect(plain.text).toBe('ấn tượng');
    const upper = placeSlot(
      slotOf('josefin-sans-semibold', box, { size: { max: 20, min: 8 }, case: 'upper' }),
      'ấn tượng',
    );
    expect(upper.text).toBe('ẤN TƯỢNG');
    const spaced = placeSlot(
      slotOf('josefin-sans-semibold', box, { size: { max: 20, min: 8 }, letter_spacing: 0.5 }),
      'ấn tượng',
    );
    const width = (p: typeof plain) => p.line.box.maxX - p.line.box.minX;
    expect(width(spaced)).toBeGreaterThan(width(plain) + 3);
    const start = placeSlot(
      slotOf('josefin-sans-semibold', box, { size: { max: 20, min: 8 }, align: 'start' }),
      'Owl',
    );
    const end = placeSlot(
      slotOf('josefin-sans-semibold', box, { size: { max: 20, min: 8 }, align: 'end' }),
      'Owl',
    );
    const centre = placeSlot(slotOf('josefin-sans-semibold', box, { size: { max: 20, min: 8 } }), 'Owl');
    const left = (p: typeof plain) => p.originX + p.line.box.minX * p.size;
    const right = (p: typeof plain) => p.originX + p.line.box.maxX * p.size;
    expect(left(start)).toBeCloseTo(0.1, 5);
    expect(right(end)).toBeCloseTo(399.9, 5);
    expect(left(centre) + right(centre)).toBeCloseTo(400, 5);
  });

  it('sets a vertical column top to bottom, one cell per character, with vertical forms', () => {
    const place = placeSlot(NOREN.slots.main, 'ラーメン');
    const ys = place.line.glyphs.map((g) => g.y);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
    const [first, second] = place.line.glyphs;
    expect(second!.y - first!.y).toBeCloseTo(1, 5);
    const horizontalBar = placeSlot(WESTERN.slots.main, 'ー').line.glyphs[0]!.glyph.id;
    expect(place.line.glyphs[1]!.glyph.id).not.toBe(horizontalBar);
  });

  it('falls back per character to a font of the same style, then to the last resort', () => {
    expect(placeSlot(WESTERN.slots.main, 'Owl 花屋').fonts).toEqual(['playfair-display-bold', 'hina-mincho']);
    expect(placeSlot(ROUNDED.slots.main, 'さくら Nhỏ').fonts).toEqual(['kosugi-maru', 'nunito-bold']);
    expect(placeSlot(WESTERN.slots.sub, 'ok').fonts).toEqual(['josefin-sans-semibold']);
    expect(placeSlot(slotOf('nunito-bold', { x: 0, y: 0, w: 300, h: 50 }), 'Hoa 花').fonts).toEqual([
      'nunito-bold',
      'kosugi-maru',
    ]);
  });

  it('embeds the mark as a data URI image under the names, and refuses any other reference', () => {
    const layout = layoutOf(WESTERN.slots.main, WESTERN.slots.sub, {
      background: '#fafafa',
      mark: { key: 'lettering/1/mark.svg', type: 'image/svg+xml', box: { x: 100, y: 20, w: 200, h: 200 } },
    });
    const href = markDataUri('image/svg+xml', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const { svg } = renderLettering(layout, { main_name: 'Owl', sub_name: 'Bakery' }, href);
    expect(svg).toMatch(SAFE_SVG);
    expect(svg.indexOf('<image')).toBeLessThan(svg.indexOf('<path'));
    expect(() =>
      renderLettering(layout, { main_name: 'Owl', sub_name: 'x' }, 'javascript:alert(1)" onload="x'),
    ).toThrow(/data URI/);
  });

  it('refuses a layout that breaks its contract, whatever the caller hands in', () => {
    const bad = structuredClone(WESTERN);
    (bad.slots.main as { color: string }).color = '#fff" onload="alert(1)';
    expect(() => renderLettering(bad, { main_name: 'a', sub_name: 'b' })).toThrow();
  });
});

describe('hostile names', () => {
  const HOSTILE = [
    '<script>alert(1)</script>',
    '"&<>\'',
    '</svg><svg onload=alert(1)>',
    ']]><!--',
    '\u202Eevil.exe\u202C',
    'a\u200Bb\u200Cc\u200Dd\uFEFF',
    '😀🎉 Café',
    '👨‍👩‍👧',
    '\u0000nul',
    'x'.repeat(10_000),
    '花'.repeat(10_000),
  ];

  it.each(HOSTILE.map((name) => [name.slice(0, 30), name]))(
    '%s: refused by the cart rule, or drawn as outlines only',
    (_, name) => {
      const check = letteringNames.safeParse({ main_name: name, sub_name: name });
      const { svg, slots } = renderLettering(WESTERN, { main_name: name, sub_name: name });
      expect(svg).toMatch(SAFE_SVG);
      if (!check.success) return;
      if (slots.main.missing.length > 0) expect(slots.main.reason).toBe('unsupported_characters');
      else expect(slots.main.text).not.toMatch(/[\u200B-\u200F\u202A-\u202E\uFEFF]/);
    },
  );

  it('refuses names past 100 characters as the cart does, and marks emoji as not drawable', () => {
    expect(letteringNames.safeParse({ main_name: 'x'.repeat(10_000), sub_name: 'a' }).success).toBe(false);
    const long = renderLettering(WESTERN, { main_name: '花'.repeat(10_000), sub_name: 'x'.repeat(101) });
    expect(long.slots.main).toMatchObject({ fits: false, reason: 'too_long' });
    expect(long.slots.sub).toMatchObject({ fits: false, reason: 'too_long' });
    expect(long.svg).not.toContain('<path');
    const emoji = renderLettering(WESTERN, { main_name: '😀 Owl', sub_name: '\u200B' });
    expect(emoji.slots.main).toMatchObject({
      fits: false,
      reason: 'unsupported_characters',
      missing: ['😀'],
    });
    expect(emoji.slots.sub).toMatchObject({ fits: false, reason: 'empty', text: '' });
    expect(emoji.fits).toBe(false);
  });
});
