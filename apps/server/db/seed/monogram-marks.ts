import { type FontKey, letterCentred, letterOnArc } from './lettering.ts';
import type { MarkInput, MonogramMark } from './marks.ts';
import { at, circle, f, regular, ringLine, rounded, TOP } from './svg-shapes.ts';

/**
 * The emblems built round the brand's initials (or its first Japanese character): a solid shape,
 * a double ring, a rim-lettered badge, a hanko-like seal, a Bauhaus-like grid, a split disc, arches.
 */

/** The outline of a solid shape for a monogram, and how much of it the letters may fill. */
function solidShape(m: MarkInput, color: string): { svg: string; room: number } {
  const { cx, cy, r } = m;
  switch (m.bits % 5) {
    case 0:
      return { svg: circle(cx, cy, r, color), room: r * 1.2 };
    case 1:
      return { svg: rounded(regular(cx, cy, r * 0.86, 4, Math.PI / 4), color, r * 0.36), room: r * 1.25 };
    case 2:
      return { svg: rounded(regular(cx, cy, r * 0.95, 6, TOP), color, r * 0.12), room: r * 1.15 };
    case 3: {
      const w = r * 0.82;
      const shield = `M${f(cx - w)} ${f(cy - r * 0.85)}H${f(cx + w)}V${f(cy + r * 0.05)}C${f(cx + w)} ${f(
        cy + r * 0.6,
      )} ${f(cx + r * 0.35)} ${f(cy + r * 0.88)} ${f(cx)} ${f(cy + r)}C${f(cx - r * 0.35)} ${f(cy + r * 0.88)} ${f(
        cx - w,
      )} ${f(cy + r * 0.6)} ${f(cx - w)} ${f(cy + r * 0.05)}Z`;
      return { svg: rounded(shield, color, r * 0.1), room: r * 1.05 };
    }
    default:
      return { svg: rounded(regular(cx, cy, r, 4, TOP), color, r * 0.2), room: r * 0.95 };
  }
}

function monogram(m: MarkInput, font: FontKey, size: number, color: string, cy = m.cy): string {
  const tracking = m.initials.length > 1 ? -0.02 : 0;
  const { d } = letterCentred(m.initials, { font, size, tracking }, m.cx, cy);
  return `<path d="${d}" fill="${color}"/>`;
}

const MONOGRAM_FONTS: readonly FontKey[] = ['sansBlack', 'serif', 'geometric', 'sansBold'];

/** The emblem as SVG elements. */
/** A monogram emblem as SVG elements. */
export function drawMonogramMark(kind: MonogramMark, m: MarkInput): string {
  const { cx, cy, r, ink } = m;
  const font = MONOGRAM_FONTS[(m.bits >>> 3) % MONOGRAM_FONTS.length]!;
  const letterSize = (room: number) => (m.initials.length > 1 ? room * 0.62 : room * 0.85);
  switch (kind) {
    case 'shape': {
      const { svg, room } = solidShape(m, ink.main);
      return svg + monogram(m, font, letterSize(room), ink.bg);
    }
    case 'ring':
      return (
        ringLine(cx, cy, r * 0.94, ink.main, r * 0.1) +
        ringLine(cx, cy, r * 0.76, ink.accent, r * 0.025) +
        monogram(m, font, letterSize(r * 1.1), ink.main)
      );
    case 'badge': {
      const rim = { font: 'geometric' as const, size: r * 0.17, tracking: 0.16 };
      return (
        circle(cx, cy, r, ink.main) +
        ringLine(cx, cy, r * 0.62, ink.bg, r * 0.025) +
        `<path d="${letterOnArc(m.rimTop.toUpperCase(), rim, cx, cy, r * 0.8)}" fill="${ink.bg}"/>` +
        `<path d="${letterOnArc(m.rimBottom, { ...rim, size: r * 0.13 }, cx, cy, r * 0.8, true)}" fill="${ink.second}"/>` +
        circle(cx - r * 0.8, cy, r * 0.035, ink.second) +
        circle(cx + r * 0.8, cy, r * 0.035, ink.second) +
        monogram(m, 'serif', letterSize(r * 0.72), ink.bg)
      );
    }
    case 'seal': {
      const { d } = letterCentred(m.kanji, { font: 'sansBlack', size: r * 0.92 }, cx, cy);
      return (
        rounded(regular(cx, cy, r * 1.02, 4, Math.PI / 4), ink.main, r * 0.24) +
        `<path d="${regular(cx, cy, r * 0.9, 4, Math.PI / 4)}" fill="none" stroke="${ink.bg}" stroke-width="${f(
          r * 0.035,
        )}" stroke-linejoin="round"/>` +
        `<path d="${d}" fill="${ink.bg}"/>`
      );
    }
    case 'grid': {
      // Four quarter circles in a square, turned by the variation bits: a Bauhaus-like tile.
      const s = r * 0.8;
      const colors = [ink.main, ink.second, ink.accent, ink.main];
      const out: string[] = [];
      for (let k = 0; k < 4; k++) {
        const x = cx + (k % 2 === 0 ? -s : 0);
        const y = cy + (k < 2 ? -s : 0);
        const turn = ((m.bits >>> (2 * k)) & 3) * 90;
        const [px, py] = [x + s / 2, y + s / 2];
        out.push(
          `<path transform="rotate(${turn} ${f(px)} ${f(py)})" d="M${f(x)} ${f(y + s)}V${f(y)}A${f(s)} ${f(s)} 0 0 1 ${f(
            x + s,
          )} ${f(y + s)}Z" fill="${colors[k]}"/>`,
        );
      }
      return out.join('');
    }
    case 'split': {
      // A disc cut on the diagonal into two colours, the monogram across the cut.
      const a = Math.PI / 4 + ((m.bits >>> 2) % 2) * (Math.PI / 2);
      const half = `M${at(cx, cy, r, a)}A${f(r)} ${f(r)} 0 0 1 ${at(cx, cy, r, a + Math.PI)}Z`;
      return (
        circle(cx, cy, r * 0.98, ink.main) +
        `<path d="${half}" fill="${ink.accent}"/>` +
        monogram(m, font, letterSize(r * 1.15), ink.bg)
      );
    }
    default: {
      // Nested arches over a line, like a rainbow or a doorway, with a dot in the middle.
      const base = cy + r * 0.45;
      const colors = [ink.main, ink.accent, ink.main];
      const out = colors.map((color, k) => {
        const rr = r * (0.95 - k * 0.27);
        return `<path d="M${f(cx - rr)} ${f(base)}A${f(rr)} ${f(rr)} 0 0 1 ${f(cx + rr)} ${f(base)}" fill="none" stroke="${color}" stroke-width="${f(
          r * 0.14,
        )}"/>`;
      });
      out.push(circle(cx, base - r * 0.02, r * 0.13, ink.accent));
      out.push(
        `<path d="M${f(cx - r * 1.1)} ${f(base + r * 0.2)}H${f(cx + r * 1.1)}" stroke="${ink.main}" stroke-width="${f(
          r * 0.06,
        )}" stroke-linecap="round"/>`,
      );
      return out.join('');
    }
  }
}
