import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoLogo } from '../../../db/seed/demo-data.ts';
import { demoLayoutFor } from '../../../db/seed/demo-layout.ts';
import { inlineSvgMarks, markDataUri, rasterizeLettering, renderLettering } from './index.ts';
import { nestedMark } from './inline-mark.ts';

const BOX = { x: '10', y: '20', width: '100', height: '50', aspect: 'xMidYMid meet' };
const wrap = (svg: string, filtered = false) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
  `<image href="${markDataUri('image/svg+xml', Buffer.from(svg))}" x="0" y="0" width="400" height="400" preserveAspectRatio="xMidYMid meet"${filtered ? ' filter="url(#one)"' : ''}/></svg>`;

/** Mean absolute difference per channel of two same-sized RGBA rasters, 0–255. */
async function meanDiff(a: Buffer, b: Buffer): Promise<number> {
  const [x, y] = await Promise.all([a, b].map((p) => sharp(p).ensureAlpha().raw().toBuffer()));
  expect(x!.length).toBe(y!.length);
  let sum = 0;
  for (let i = 0; i < x!.length; i++) sum += Math.abs(x![i]! - y![i]!);
  return sum / x!.length;
}

describe('SVG marks nested for the rasteriser (ADR 0118)', () => {
  it('draws each demo mark at the output resolution: as the mark drawn alone, not a scaled-up bitmap', async () => {
    for (const index of [0, 1, 2, 7, 11]) {
      const { layout, markSvg } = demoLayoutFor({ index, art: demoLogo(index).art });
      const href = markDataUri('image/svg+xml', Buffer.from(markSvg));
      const render = renderLettering(layout, { main_name: 'Golden Owl', sub_name: 'Café' }, href, {
        transparent: true,
        markOnly: true,
      });
      const canvas = { width: render.width, height: render.height };
      const nested = await rasterizeLettering({ svg: render.svg, canvas, format: 'png', width: 800 });
      // The demo mark's box is the whole canvas, so the mark file drawn alone at 800 px is the
      // picture it must give; the <image> form (librsvg's bitmap of the mark, scaled) is the old way.
      const alone = await sharp(Buffer.from(markSvg), { density: (72 * 800) / render.width })
        .png()
        .toBuffer();
      const asImage = await sharp(Buffer.from(render.svg), { density: (72 * 800) / render.width })
        .png()
        .toBuffer();
      const nestedOff = await meanDiff(nested, alone);
      const imageOff = await meanDiff(asImage, alone);
      expect(nestedOff, `logo ${index}`).toBeLessThan(0.05);
      expect(imageOff, `logo ${index}`).toBeGreaterThan(nestedOff * 5);
      expect(inlineSvgMarks(render.svg)).not.toContain('<image');
    }
  });

  it('keeps the one-colour filter on a nested mark, and the <image> when the mark has an id "one"', () => {
    const mark =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>';
    expect(inlineSvgMarks(wrap(mark, true))).toContain(
      '<g filter="url(#one)"><svg x="0" y="0" width="400" height="400" viewBox="0 0 10 10" preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg"><circle cx="5" cy="5" r="4"/></svg></g>',
    );
    const withOne = mark.replace('<circle', '<circle id="one"');
    expect(inlineSvgMarks(wrap(withOne, true))).toBe(wrap(withOne, true));
    expect(inlineSvgMarks(wrap(withOne))).not.toContain('<image');
  });

  it('takes the box and the image’s aspect, keeps the other root attributes, and drops the prolog', () => {
    const mark =
      '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
      `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" x="5" width="64px" height='32' preserveAspectRatio="none" fill="#123456"><rect width="64" height="32"/></svg>\n<!-- end -->\n`;
    expect(nestedMark(mark, BOX, false)).toBe(
      `<svg x="10" y="20" width="100" height="50" viewBox="0 0 64 32" preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" fill="#123456"><rect width="64" height="32"/></svg>`,
    );
  });

  it('leaves the <image> for a mark that could reach the rest of the picture or cannot be read', () => {
    const refused = {
      'a style sheet with an at-rule':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><style>@media print{path{fill:red}}</style></svg>',
      'a style sheet with a pseudo-class':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><style>path:hover{fill:red}</style></svg>',
      'a style element for print only':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><style media="print">path{fill:red}</style></svg>',
      'a style element spelt otherwise':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><STYLE>path{fill:red}</STYLE></svg>',
      'a script': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><script>1</script></svg>',
      'an outside reference':
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><image href="file:///etc/passwd"/></svg>',
      'a size in per cent and no viewBox':
        '<svg xmlns="http://www.w3.org/2000/svg" width="100%" height="100%"/>',
      'no size at all': '<svg xmlns="http://www.w3.org/2000/svg"><rect/></svg>',
      'text after the root': '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"></svg><svg></svg>x',
      'an attribute that does not parse': '<svg xmlns="http://www.w3.org/2000/svg" viewBox=0 0 1 1></svg>',
      'not an svg root': '<g xmlns="http://www.w3.org/2000/svg"></g>',
    };
    for (const [why, mark] of Object.entries(refused)) {
      expect(inlineSvgMarks(wrap(mark)), why).toBe(wrap(mark));
    }
    const pngMark = `<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4" viewBox="0 0 4 4"><image href="data:image/png;base64,iVBORw0KGgo=" x="0" y="0" width="4" height="4" preserveAspectRatio="xMidYMid meet"/></svg>`;
    expect(inlineSvgMarks(pngMark)).toBe(pngMark);
  });

  it('reads a mark with long runs of white space and comments at once (no regular expression that backtracks)', () => {
    // An end-anchored pattern with a repeated run of white space never finished on 1,000 spaces:
    // a designer's mark would have stopped the server at every raster of its logo.
    const spaces = ' '.repeat(100_000);
    const mark = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${spaces}<rect/>${spaces}</svg>${spaces}<!-- a -->${spaces}<!---->${spaces}`;
    expect(nestedMark(mark, BOX, false)).toBe(
      `<svg x="10" y="20" width="100" height="50" viewBox="0 0 1 1" preserveAspectRatio="xMidYMid meet" xmlns="http://www.w3.org/2000/svg">${spaces}<rect/>${spaces}</svg>`,
    );
    const unclosed = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1">${spaces}<rect/>${spaces}x`;
    expect(nestedMark(unclosed, BOX, false)).toBeNull();
  });

  it('nests a mark coloured by a style sheet (as Illustrator writes it), its rules reaching the mark alone (ADR 0120)', async () => {
    const { layout } = demoLayoutFor({ index: 0, art: demoLogo(0).art });
    const shapes = (circle: string) =>
      `<circle ${circle} cx="50" cy="50" r="40"/><rect class="cls-2" x="30" y="30" width="40" height="40"/>`;
    // The same mark twice: its colours as classes, with rules that would paint every path and
    // rectangle of the picture (the names are paths), and as plain attributes.
    const styled = `<?xml version="1.0" encoding="UTF-8"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><defs><style>.cls-1{fill:#e60012;}\npath, rect {fill:#00a040;} /* Illustrator */</style></defs>${shapes('class="cls-1"')}</svg>`;
    const plain = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">${shapes('fill="#e60012"').replace('class="cls-2"', 'fill="#00a040"')}</svg>`;
    const draw = async (markSvg: string) => {
      const href = markDataUri('image/svg+xml', Buffer.from(markSvg));
      const render = renderLettering(layout, { main_name: 'Golden Owl', sub_name: 'Café' }, href, {
        transparent: true,
      });
      const canvas = { width: render.width, height: render.height };
      return {
        svg: inlineSvgMarks(render.svg),
        png: await rasterizeLettering({ svg: render.svg, canvas, format: 'png', width: 800 }),
      };
    };
    const [a, b] = await Promise.all([draw(styled), draw(plain)]);
    expect(a.svg).not.toContain('<image');
    expect(a.svg).toMatch(/<g id="logoya-mark-[0-9a-f]{16}"><svg /);
    expect(a.svg).toMatch(/<style>#logoya-mark-[0-9a-f]{16} \.cls-1\{fill:#e60012;\}/);
    // The names keep their colour, and the mark takes its classes' colours.
    expect(await meanDiff(a.png, b.png)).toBeLessThan(0.05);
  });

  it('keeps the nested picture a well-formed SVG that librsvg reads', async () => {
    const mark =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#000"/></svg>';
    const out = await sharp(Buffer.from(inlineSvgMarks(wrap(mark))))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([out.info.width, out.info.height]).toEqual([400, 400]);
    // The centre is inked, a corner is not: the circle fills the 400 px box.
    const at = (x: number, y: number) => out.data[(y * 400 + x) * 4 + 3];
    expect([at(200, 200), at(2, 2)]).toEqual([255, 0]);
  });
});
