import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { forEachCell, GLYPH_HEIGHT, textWidth, toFontText } from '../../src/platform/images/font.ts';
import type { Rgb } from '../../src/platform/images/raster.ts';
import { PALETTES } from './palettes.ts';

/**
 * A demo delivery mark for one logo: a convex badge (circle or regular polygon) with the logo's
 * initials cut out in the seed's pixel font, and the name as a word mark below. The same geometry
 * is written as SVG and PDF (vector) and rasterised for PNG and JPEG, so the five files match.
 */
/** The shop's own image size; jpeg-js is the slow step, and its cost grows with the pixel count. */
export const MARK_SIZE = 400;

export interface MarkDesign {
  title: string;
  color: Rgb;
  ink: Rgb;
  /** Circle, or a convex polygon given as x0,y0,x1,y1,... */
  badge: { kind: 'circle'; cx: number; cy: number; r: number } | { kind: 'polygon'; points: number[] };
  /** Integer-aligned squares: the initials (in white, on the badge) and the word mark (in ink). */
  initials: Cell[];
  word: Cell[];
}

interface Cell {
  x: number;
  y: number;
  size: number;
}

const CX = MARK_SIZE / 2;
const CY = 166;
const R = 125;

function cellsOf(text: string, scale: number, top: number): Cell[] {
  const cells: Cell[] = [];
  const left = Math.round(CX - textWidth(text, scale) / 2);
  forEachCell(text, left, top, scale, (x, y) => cells.push({ x, y, size: scale }));
  return cells;
}

function regular(sides: number, rotation: number): number[] {
  const points: number[] = [];
  for (let i = 0; i < sides; i++) {
    const a = rotation + (i * 2 * Math.PI) / sides;
    points.push(
      Math.round((CX + R * Math.cos(a)) * 100) / 100,
      Math.round((CY + R * Math.sin(a)) * 100) / 100,
    );
  }
  return points;
}

/** The design of a logo's mark, fixed by its id and name. */
export function markDesign(logoId: number, name: string): MarkDesign {
  const palette = PALETTES[logoId % PALETTES.length]!;
  const letters = toFontText(name);
  const words = name.split(/\s+/).map(toFontText).filter(Boolean);
  const initials =
    (words.length >= 2 ? words[0]![0]! + words[1]![0]! : letters.slice(0, 2)) ||
    String.fromCharCode(65 + (logoId % 26));
  const badges: MarkDesign['badge'][] = [
    { kind: 'circle', cx: CX, cy: CY, r: R },
    { kind: 'polygon', points: regular(6, Math.PI / 6) },
    { kind: 'polygon', points: regular(4, Math.PI / 4) },
    { kind: 'polygon', points: regular(8, Math.PI / 8) },
    { kind: 'polygon', points: regular(4, 0) },
  ];
  // The initials fill about half the badge; the word mark fits the width below it.
  const initialScale = Math.floor(Math.min(118 / textWidth(initials, 1), 100 / GLYPH_HEIGHT));
  // Whole words up to 14 letters (the first word cut if it alone is longer).
  let word = letters.length > 0 ? '' : `LOGO ${logoId}`;
  for (const w of words) {
    if ((word ? `${word} ${w}` : w).length > 14) break;
    word = word ? `${word} ${w}` : w;
  }
  word ||= words[0]!.slice(0, 14);
  const wordScale = Math.max(2, Math.min(5, Math.floor(344 / Math.max(textWidth(word, 1), 1))));
  return {
    title: name || `Logo ${logoId}`,
    color: palette.primary,
    ink: palette.ink,
    badge: badges[logoId % badges.length]!,
    initials: cellsOf(initials, initialScale, Math.round(CY - (GLYPH_HEIGHT * initialScale) / 2)),
    word: cellsOf(word, wordScale, 327),
  };
}

const hexOf = (c: Rgb) => `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
const xml = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const cellPath = (cells: Cell[]) =>
  cells.map((c) => `M${c.x} ${c.y}h${c.size}v${c.size}h-${c.size}z`).join('');

export function markSvg(d: MarkDesign): string {
  const badge =
    d.badge.kind === 'circle'
      ? `<circle cx="${d.badge.cx}" cy="${d.badge.cy}" r="${d.badge.r}" fill="${hexOf(d.color)}"/>`
      : `<polygon points="${d.badge.points.join(' ')}" fill="${hexOf(d.color)}"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MARK_SIZE} ${MARK_SIZE}" width="${MARK_SIZE}" height="${MARK_SIZE}">`,
    `<title>${xml(d.title)}</title>`,
    badge,
    `<path fill="#ffffff" d="${cellPath(d.initials)}"/>`,
    `<path fill="${hexOf(d.ink)}" d="${cellPath(d.word)}"/>`,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * A one-page vector PDF written by hand (a few hundred bytes of operators). Illustrator's .ai
 * files are PDF-compatible, and Illustrator opens this one as its .ai too.
 */
export function markPdf(d: MarkDesign, creator: string): Buffer {
  const rgb = (c: Rgb) => c.map((v) => (v / 255).toFixed(3)).join(' ');
  const f = (n: number) => (Math.round(n * 100) / 100).toString();
  let badge: string;
  if (d.badge.kind === 'circle') {
    // A circle as four cubic Béziers; k is the usual 4/3·(√2−1) control distance.
    const { cx, cy, r } = d.badge;
    const k = 0.5523 * r;
    badge =
      `${f(cx + r)} ${f(cy)} m ${f(cx + r)} ${f(cy + k)} ${f(cx + k)} ${f(cy + r)} ${f(cx)} ${f(cy + r)} c ` +
      `${f(cx - k)} ${f(cy + r)} ${f(cx - r)} ${f(cy + k)} ${f(cx - r)} ${f(cy)} c ` +
      `${f(cx - r)} ${f(cy - k)} ${f(cx - k)} ${f(cy - r)} ${f(cx)} ${f(cy - r)} c ` +
      `${f(cx + k)} ${f(cy - r)} ${f(cx + r)} ${f(cy - k)} ${f(cx + r)} ${f(cy)} c h f`;
  } else {
    const p = d.badge.points;
    const moves = [];
    for (let i = 0; i < p.length; i += 2) moves.push(`${f(p[i]!)} ${f(p[i + 1]!)} ${i === 0 ? 'm' : 'l'}`);
    badge = `${moves.join(' ')} h f`;
  }
  const rects = (cells: Cell[]) => cells.map((c) => `${c.x} ${c.y} ${c.size} ${c.size} re`).join('\n');
  // Drawn in SVG coordinates: the matrix flips y so the top-left is the origin.
  const content = [
    `1 0 0 -1 0 ${MARK_SIZE} cm`,
    `${rgb(d.color)} rg`,
    badge,
    '1 1 1 rg',
    rects(d.initials),
    'f',
    `${rgb(d.ink)} rg`,
    rects(d.word),
    'f',
    '',
  ].join('\n');
  const text = (s: string) => `(${s.replace(/[^\x20-\x7e]/g, '?').replace(/[\\()]/g, '\\$&')})`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${MARK_SIZE} ${MARK_SIZE}] /Contents 4 0 R /Resources << >> >>`,
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title ${text(d.title)} /Creator ${text(creator)} /Producer (Logoya) >>`,
  ];
  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Signed distance to the badge edge (positive inside) at a point, for one-pixel anti-aliasing. */
function badgeDistance(d: MarkDesign): (x: number, y: number) => number {
  if (d.badge.kind === 'circle') {
    const { cx, cy, r } = d.badge;
    return (x, y) => r - Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy));
  }
  const p = d.badge.points;
  const n = p.length / 2;
  const edges = new Float64Array(n * 3);
  for (let i = 0; i < n; i++) {
    const [x0, y0, x1, y1] = [
      p[2 * i]!,
      p[2 * i + 1]!,
      p[(2 * i + 2) % p.length]!,
      p[(2 * i + 3) % p.length]!,
    ];
    const len = Math.sqrt((x1 - x0) ** 2 + (y1 - y0) ** 2);
    // Inward unit normal of the edge (the points run clockwise on screen) and its offset.
    edges[3 * i] = -(y1 - y0) / len;
    edges[3 * i + 1] = (x1 - x0) / len;
    edges[3 * i + 2] = -(edges[3 * i]! * x0 + edges[3 * i + 1]! * y0);
  }
  return (x, y) => {
    let dist = Number.POSITIVE_INFINITY;
    for (let i = 0; i < edges.length; i += 3) {
      const e = edges[i]! * x + edges[i + 1]! * y + edges[i + 2]!;
      if (e < dist) dist = e;
    }
    return dist;
  };
}

/** RGBA pixels of the mark on a transparent background. */
export function markPixels(d: MarkDesign): Buffer {
  const size = MARK_SIZE;
  const px = Buffer.alloc(size * size * 4);
  const distance = badgeDistance(d);
  // Every badge lies within R of the centre: only that square is visited.
  const [x0, x1] = [Math.max(0, Math.floor(CX - R - 1)), Math.min(size, Math.ceil(CX + R + 1))];
  const [y0, y1] = [Math.max(0, Math.floor(CY - R - 1)), Math.min(size, Math.ceil(CY + R + 1))];
  const [r, g, b] = d.color;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const a = distance(x + 0.5, y + 0.5) + 0.5;
      if (a <= 0) continue;
      const i = (y * size + x) * 4;
      px[i] = r;
      px[i + 1] = g;
      px[i + 2] = b;
      px[i + 3] = a >= 1 ? 255 : Math.round(a * 255);
    }
  }
  const fill = (cells: Cell[], c: Rgb) => {
    for (const cell of cells) {
      for (let y = cell.y; y < cell.y + cell.size; y++) {
        for (let x = cell.x; x < cell.x + cell.size; x++) {
          const i = (y * size + x) * 4;
          px[i] = c[0];
          px[i + 1] = c[1];
          px[i + 2] = c[2];
          px[i + 3] = 255;
        }
      }
    }
  };
  fill(d.initials, [255, 255, 255]);
  fill(d.word, d.ink);
  return px;
}

export function markPng(pixels: Buffer): Buffer {
  const png = new PNG({ width: MARK_SIZE, height: MARK_SIZE });
  pixels.copy(png.data);
  // One filter for every row: pngjs otherwise tries all five per row, which costs more than it saves here.
  return PNG.sync.write(png, { deflateLevel: 6, filterType: 1 });
}

/** JPEG has no transparency: the mark is composed on white. */
export function markJpeg(pixels: Buffer, quality = 90): Buffer {
  const data = Buffer.alloc(pixels.length);
  for (let i = 0; i < pixels.length; i += 4) {
    const a = pixels[i + 3]! / 255;
    data[i] = Math.round(pixels[i]! * a + 255 * (1 - a));
    data[i + 1] = Math.round(pixels[i + 1]! * a + 255 * (1 - a));
    data[i + 2] = Math.round(pixels[i + 2]! * a + 255 * (1 - a));
    data[i + 3] = 255;
  }
  return jpeg.encode({ data, width: MARK_SIZE, height: MARK_SIZE }, quality).data;
}
