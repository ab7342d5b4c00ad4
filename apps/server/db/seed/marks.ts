import { drawMonogramMark } from './monogram-marks.ts';
import { at, circle, f, regular, ringLine, rounded, TOP } from './svg-shapes.ts';

/**
 * The emblems of the demo logos as SVG fragments: flat geometric marks (a flower, waves, a leaf,
 * a crescent, a rising sun, peaks, a star, linked circles) chosen by the name's motif, or one
 * of the monogram emblems of monogram-marks.ts.
 */

/** The colours one picture uses: the main image is dark on white, the hover image reversed. */
export interface Ink {
  bg: string;
  main: string;
  second: string;
  accent: string;
  text: string;
  sub: string;
}

export interface MarkInput {
  cx: number;
  cy: number;
  r: number;
  ink: Ink;
  /** One or two Latin initials. */
  initials: string;
  /** The first character of the Japanese name, for a seal. */
  kanji: string;
  /** Rim lettering of a badge: the brand on top, a line such as "EST. 1998" below. */
  rimTop: string;
  rimBottom: string;
  /** Variation bits. */
  bits: number;
}

export const MOTIF_MARKS = ['flower', 'waves', 'leaf', 'moon', 'sun', 'peaks', 'star', 'rings'] as const;
export const MONOGRAM_MARKS = ['shape', 'ring', 'badge', 'seal', 'grid', 'split', 'arcs'] as const;
export type MonogramMark = (typeof MONOGRAM_MARKS)[number];
export type MarkKind = (typeof MOTIF_MARKS)[number] | MonogramMark;

/** The motif mark that suits a demo keyword, if any. */
const MOTIFS: Record<string, MarkKind> = {
  'cherry blossom': 'flower',
  flowers: 'flower',
  lotus: 'flower',
  sea: 'waves',
  wave: 'waves',
  river: 'waves',
  leaf: 'leaf',
  plants: 'leaf',
  bamboo: 'leaf',
  organic: 'leaf',
  nature: 'leaf',
  moon: 'moon',
  sun: 'sun',
  light: 'sun',
  mountain: 'peaks',
  star: 'star',
  Vietnam: 'star',
  friendly: 'rings',
};

export function motifMark(keyword: string): MarkKind | undefined {
  return MOTIFS[keyword];
}

const isMonogram = (kind: MarkKind): kind is MonogramMark =>
  (MONOGRAM_MARKS as readonly string[]).includes(kind);

/** The emblem as SVG elements. */
export function drawMark(kind: MarkKind, m: MarkInput): string {
  if (isMonogram(kind)) return drawMonogramMark(kind, m);
  const { cx, cy, r, ink } = m;
  switch (kind) {
    case 'flower': {
      // Filled petals round a dot, or petals drawn as a line (every other variation).
      const out: string[] = [];
      const line = (m.bits >>> 1) % 2 === 1;
      const petals = line ? 6 + (m.bits % 3) : 5 + (m.bits % 2);
      const paint = line
        ? `fill="none" stroke="${ink.main}" stroke-width="${f(r * 0.07)}"`
        : `fill="${ink.main}"`;
      for (let k = 0; k < petals; k++) {
        const a = (k * 360) / petals;
        out.push(
          `<ellipse transform="rotate(${f(a)} ${f(cx)} ${f(cy)})" cx="${f(cx)}" cy="${f(cy - r * (line ? 0.5 : 0.52))}" rx="${f(
            r * (line ? 0.22 : 0.3),
          )}" ry="${f(r * 0.46)}" ${paint}/>`,
        );
      }
      if (line) return out.join('') + circle(cx, cy, r * 0.2, ink.accent);
      return out.join('') + circle(cx, cy, r * 0.26, ink.bg) + circle(cx, cy, r * 0.16, ink.accent);
    }
    case 'waves': {
      const out = [circle(cx, cy, r, ink.main)];
      for (let k = 0; k < 3; k++) {
        const y = cy - r * 0.05 + k * r * 0.32;
        const w = r * 0.42;
        let d = `M${f(cx - r * 1.1)} ${f(y)}`;
        for (let x = cx - r * 1.1; x < cx + r * 1.1; x += w * 2) {
          d += `q${f(w / 2)} ${f(-w * 0.45)} ${f(w)} 0t${f(w)} 0`;
        }
        out.push(
          `<path d="${d}" fill="none" stroke="${ink.bg}" stroke-width="${f(r * 0.1)}" stroke-linecap="round"/>`,
        );
      }
      out.push(circle(cx + r * 0.38, cy - r * 0.45, r * 0.17, ink.second));
      return `<clipPath id="w"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath><g clip-path="url(#w)">${out.join('')}</g>`;
    }
    case 'leaf': {
      const tilt = -30 + (m.bits % 3) * 15;
      const leaf = `M${f(cx)} ${f(cy + r)}C${f(cx - r * 1.05)} ${f(cy + r * 0.3)} ${f(cx - r * 0.7)} ${f(cy - r * 0.75)} ${f(cx)} ${f(
        cy - r,
      )}C${f(cx + r * 0.7)} ${f(cy - r * 0.75)} ${f(cx + r * 1.05)} ${f(cy + r * 0.3)} ${f(cx)} ${f(cy + r)}Z`;
      const vein = (dy: number, side: number) =>
        `M${f(cx)} ${f(cy + dy)}L${f(cx + side * r * 0.42)} ${f(cy + dy - r * 0.32)}`;
      const veins = [vein(0.1 * r, -1), vein(0.1 * r, 1), vein(0.5 * r, -1), vein(0.5 * r, 1)].join('');
      if ((m.bits >>> 2) % 2 === 1) {
        // A sprout: two leaves from one stem, the second in the accent colour.
        const [bx, by, len] = [cx, cy + r * 0.2, r * 0.85];
        const small = `M${f(bx)} ${f(by)}C${f(bx - len * 0.52)} ${f(by - len * 0.35)} ${f(bx - len * 0.35)} ${f(
          by - len * 0.87,
        )} ${f(bx)} ${f(by - len)}C${f(bx + len * 0.35)} ${f(by - len * 0.87)} ${f(bx + len * 0.52)} ${f(
          by - len * 0.35,
        )} ${f(bx)} ${f(by)}Z`;
        return (
          `<path transform="rotate(-52 ${f(bx)} ${f(by)})" d="${small}" fill="${ink.main}"/>` +
          `<path transform="rotate(52 ${f(bx)} ${f(by)})" d="${small}" fill="${ink.accent}"/>` +
          `<path d="M${f(cx)} ${f(cy + r)}V${f(by)}" stroke="${ink.main}" stroke-width="${f(
            r * 0.09,
          )}" stroke-linecap="round"/>`
        );
      }
      return `<g transform="rotate(${tilt} ${f(cx)} ${f(cy)})"><path d="${leaf}" fill="${ink.main}"/><path d="M${f(
        cx,
      )} ${f(cy + r * 1.05)}V${f(cy - r * 0.55)}${veins}" fill="none" stroke="${ink.bg}" stroke-width="${f(
        r * 0.07,
      )}" stroke-linecap="round"/></g>`;
    }
    case 'moon':
      return (
        circle(cx, cy, r * 0.92, ink.main) +
        circle(cx + r * 0.38, cy - r * 0.2, r * 0.78, ink.bg) +
        `<path d="${regular(cx + r * 0.42, cy + r * 0.18, r * 0.24, 4, TOP, r * 0.07)}" fill="${ink.accent}"/>` +
        circle(cx + r * 0.68, cy - r * 0.42, r * 0.06, ink.second)
      );
    case 'sun': {
      const out = [
        `<path d="M${f(cx - r * 0.62)} ${f(cy + r * 0.3)}A${f(r * 0.62)} ${f(r * 0.62)} 0 0 1 ${f(cx + r * 0.62)} ${f(
          cy + r * 0.3,
        )}Z" fill="${ink.main}"/>`,
      ];
      for (let k = 0; k < 9; k++) {
        const a = Math.PI + (k * Math.PI) / 8;
        out.push(
          `<path d="M${at(cx, cy + r * 0.3, r * 0.78, a)}L${at(cx, cy + r * 0.3, r * 1.0, a)}" stroke="${ink.accent}" stroke-width="${f(
            r * 0.08,
          )}" stroke-linecap="round"/>`,
        );
      }
      for (let k = 0; k < 3; k++) {
        const y = cy + r * (0.48 + k * 0.17);
        const w = r * (1 - k * 0.22);
        out.push(
          `<path d="M${f(cx - w)} ${f(y)}H${f(cx + w)}" stroke="${k === 0 ? ink.main : ink.second}" stroke-width="${f(
            r * 0.08,
          )}" stroke-linecap="round"/>`,
        );
      }
      return out.join('');
    }
    case 'peaks': {
      const base = cy + r * 0.55;
      const big = `M${f(cx - r * 1.0)} ${f(base)}L${f(cx - r * 0.12)} ${f(cy - r * 0.75)}L${f(cx + r * 0.76)} ${f(base)}Z`;
      const small = `M${f(cx - r * 0.1)} ${f(base)}L${f(cx + r * 0.5)} ${f(cy - r * 0.2)}L${f(cx + r * 1.05)} ${f(base)}Z`;
      const snow = `M${f(cx - r * 0.45)} ${f(cy - r * 0.27)}L${f(cx - r * 0.12)} ${f(cy - r * 0.75)}L${f(cx + r * 0.21)} ${f(
        cy - r * 0.27,
      )}L${f(cx + r * 0.05)} ${f(cy - r * 0.36)}L${f(cx - r * 0.12)} ${f(cy - r * 0.22)}L${f(cx - r * 0.28)} ${f(cy - r * 0.36)}Z`;
      return (
        circle(cx + r * 0.55, cy - r * 0.62, r * 0.2, ink.accent) +
        rounded(small, ink.second, r * 0.05) +
        rounded(big, ink.main, r * 0.05) +
        rounded(snow, ink.bg, r * 0.03) +
        `<path d="M${f(cx - r)} ${f(base + r * 0.2)}H${f(cx + r)}" stroke="${ink.main}" stroke-width="${f(
          r * 0.07,
        )}" stroke-linecap="round"/>`
      );
    }
    case 'star':
      return (
        ringLine(cx, cy, r * 0.94, ink.main, r * 0.08) +
        rounded(regular(cx, cy + r * 0.05, r * 0.68, 5, TOP, r * 0.28), ink.accent, r * 0.06)
      );
    default: {
      // 'rings': three linked circles, the middle one drawn over the others.
      const out: string[] = [];
      for (const [k, color] of [
        [-1, ink.main],
        [1, ink.accent],
        [0, ink.second],
      ] as const) {
        out.push(ringLine(cx + k * r * 0.5, cy + (k === 0 ? -r * 0.1 : r * 0.15), r * 0.44, color, r * 0.14));
      }
      return out.join('');
    }
  }
}
