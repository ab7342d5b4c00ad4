import sharp from 'sharp';
import type { MarkInk } from '../lettering/index.ts';

/** The side the mark is judged at, px: enough for its shapes, cheap to read. */
const SIDE = 96;
/** Luma 0–1 of sRGB values, as the one-colour filter computes it (svg.ts). */
const luma = (r: number, g: number, b: number) => (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
/** Below this spread of luma the mark is one colour: its silhouette is the one-colour version. */
const ONE_TONE = 0.12;
/** The knocked-out part must be at least this share of the mark, or it is noise (edges, shading). */
const MIN_SHARE = 0.03;
/** A part this light is drawn negative space (white letters, a white wave): it may meet the outside. */
const NEGATIVE_SPACE = 0.85;
/** A coloured part is knocked out only when it lies inside the other: at most this share of it touches the outside. */
const OPEN_SHARE = 0.02;

/**
 * The mark as a grid of luma values, null where it is transparent: `side` × `side`, row by row.
 */
export interface MarkTones {
  side: number;
  luma: (number | null)[];
}

/**
 * Which part of a mark takes the ink in its one-colour versions (ADR 0115), or null for its whole
 * silhouette.
 */
export async function markInk(bytes: Uint8Array): Promise<MarkInk | null> {
  const { data } = await sharp(Buffer.from(bytes), { density: 144 })
    .resize(SIDE, SIDE, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const grid: (number | null)[] = [];
  for (let i = 0; i < data.length; i += 4) {
    grid.push(data[i + 3]! >= 128 ? luma(data[i]!, data[i + 1]!, data[i + 2]!) : null);
  }
  return inkOf({ side: SIDE, luma: grid });
}

/** Otsu's threshold of luma values (the split that best separates two tones), as a bin 0–255. */
function otsu(bins: readonly number[], total: number): number {
  let sumAll = 0;
  for (let i = 0; i < 256; i++) sumAll += i * bins[i]!;
  let below = 0;
  let sumBelow = 0;
  let best = -1;
  let split = 0;
  for (let i = 0; i < 256; i++) {
    below += bins[i]!;
    if (below === 0 || below === total) continue;
    sumBelow += i * bins[i]!;
    const between = below * (total - below) * (sumBelow / below - (sumAll - sumBelow) / (total - below)) ** 2;
    if (between > best) {
      best = between;
      split = i;
    }
  }
  return split;
}

/**
 * The choice (exported for its unit test). The opaque pixels' luma is split in two tones at
 * Otsu's threshold, and the larger tone by area takes the ink. The smaller is knocked out when
 * that keeps the mark's shape: when it is near white (drawn negative space, like white letters in
 * a disc), or when it lies inside the larger (a square on a disc). A coloured part that reaches
 * the mark's outline (two leaves side by side, quarters of a square) would vanish, so those marks
 * keep their silhouette, as does a mark of one tone.
 */
export function inkOf(tones: MarkTones): MarkInk | null {
  const opaque = tones.luma.filter((v): v is number => v !== null);
  if (opaque.length === 0) return null;
  const bins = new Array<number>(256).fill(0);
  for (const v of opaque) bins[Math.min(255, Math.round(v * 255))]!++;
  if (Math.max(...opaque) - Math.min(...opaque) < ONE_TONE) return null;
  const split = otsu(bins, opaque.length);
  const isDark = (v: number) => Math.round(v * 255) <= split;
  const dark = opaque.filter(isDark);
  const light = opaque.filter((v) => !isDark(v));
  if (Math.min(dark.length, light.length) / opaque.length < MIN_SHARE) return null;
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const inkLighter = light.length > dark.length;
  const minor = inkLighter ? dark : light;
  // Half way between the two tones: anti-aliased edges between them split evenly.
  const threshold = Number(((mean(dark) + mean(light)) / 2).toFixed(4));
  if (!inkLighter && mean(minor) >= NEGATIVE_SPACE) return { lighter: false, threshold };
  return enclosed(tones, (v) => isDark(v) === inkLighter) ? { lighter: inkLighter, threshold } : null;
}

/** Whether the pixels `inMinor` picks lie inside the mark: few of them touch transparency or the edge. */
function enclosed(tones: MarkTones, inMinor: (v: number) => boolean): boolean {
  const { side, luma } = tones;
  let count = 0;
  let open = 0;
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const v = luma[y * side + x];
      if (v === null || v === undefined || !inMinor(v)) continue;
      count++;
      const outside = (nx: number, ny: number) =>
        nx < 0 || ny < 0 || nx >= side || ny >= side || luma[ny * side + nx] === null;
      if (outside(x - 1, y) || outside(x + 1, y) || outside(x, y - 1) || outside(x, y + 1)) open++;
    }
  }
  return count > 0 && open / count <= OPEN_SHARE;
}
