/**
 * A tiny RGB raster with anti-aliased shape filling from signed distance functions (negative
 * inside, in pixels). Distances must never overstate the true distance, so whole 8×8 blocks far
 * from an edge can be filled or skipped without sampling each pixel.
 */
export type Rgb = readonly [number, number, number];
export type Sdf = (x: number, y: number) => number;
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

const BLOCK = 8;
/** Farthest pixel centre of a block from the block centre, plus the half pixel of anti-aliasing. */
const BLOCK_REACH = (BLOCK / 2 - 0.5) * Math.SQRT2 + 0.5;

export class Canvas {
  readonly data: Uint8ClampedArray;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.data = new Uint8ClampedArray(width * height * 3);
    this.fillRect(0, 0, width, height, background);
  }

  /** Fills an axis-aligned rectangle of whole pixels, clipped to the canvas. */
  fillRect(x: number, y: number, w: number, h: number, color: Rgb): void {
    const x0 = Math.max(0, Math.round(x));
    const y0 = Math.max(0, Math.round(y));
    const x1 = Math.min(this.width, Math.round(x + w));
    const y1 = Math.min(this.height, Math.round(y + h));
    if (x1 <= x0) return;
    const [r, g, b] = color;
    const d = this.data;
    for (let py = y0; py < y1; py++) {
      const start = (py * this.width + x0) * 3;
      const end = (py * this.width + x1) * 3;
      if (py === y0) {
        for (let i = start; i < end; i += 3) {
          d[i] = r;
          d[i + 1] = g;
          d[i + 2] = b;
        }
      } else {
        d.copyWithin(start, y0 * this.width * 3 + x0 * 3, y0 * this.width * 3 + x1 * 3);
      }
    }
  }

  /** Fills the inside of `sdf` within `box`, anti-aliased over one pixel, with `opacity`. */
  fillSdf(sdf: Sdf, box: Box, color: Rgb, opacity = 1): void {
    const x0 = Math.max(0, Math.floor(box.x0));
    const y0 = Math.max(0, Math.floor(box.y0));
    const x1 = Math.min(this.width, Math.ceil(box.x1));
    const y1 = Math.min(this.height, Math.ceil(box.y1));
    for (let by = y0; by < y1; by += BLOCK) {
      const bh = Math.min(BLOCK, y1 - by);
      for (let bx = x0; bx < x1; bx += BLOCK) {
        const bw = Math.min(BLOCK, x1 - bx);
        const d = sdf(bx + bw / 2, by + bh / 2);
        if (d > BLOCK_REACH) continue;
        const solid = d < -BLOCK_REACH;
        for (let py = by; py < by + bh; py++) {
          for (let px = bx; px < bx + bw; px++) {
            let a = opacity;
            if (!solid) {
              // Coverage in fifteenths: edges then reuse a few blends, which the GIF palette holds.
              const cover = Math.round((0.5 - sdf(px + 0.5, py + 0.5)) * 15);
              if (cover <= 0) continue;
              if (cover < 15) a *= cover / 15;
            }
            this.blend((py * this.width + px) * 3, color, a);
          }
        }
      }
    }
  }

  private blend(i: number, [r, g, b]: Rgb, a: number): void {
    const d = this.data;
    if (a >= 1) {
      d[i] = r;
      d[i + 1] = g;
      d[i + 2] = b;
      return;
    }
    d[i] = d[i]! + (r - d[i]!) * a;
    d[i + 1] = d[i + 1]! + (g - d[i + 1]!) * a;
    d[i + 2] = d[i + 2]! + (b - d[i + 2]!) * a;
  }
}

export function circle(cx: number, cy: number, r: number): Sdf {
  return (x, y) => Math.sqrt((x - cx) * (x - cx) + (y - cy) * (y - cy)) - r;
}

/** Exact distance to a closed polygon given as flat [x0, y0, x1, y1, …]. */
export function polygon(points: readonly number[]): Sdf {
  const p = Float64Array.from(points);
  const n = p.length / 2;
  return (x, y) => {
    let best = Number.POSITIVE_INFINITY;
    let inside = false;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const xi = p[2 * i]!;
      const yi = p[2 * i + 1]!;
      const xj = p[2 * j]!;
      const yj = p[2 * j + 1]!;
      const ex = xj - xi;
      const ey = yj - yi;
      const wx = x - xi;
      const wy = y - yi;
      const t = Math.min(1, Math.max(0, (wx * ex + wy * ey) / (ex * ex + ey * ey)));
      const dx = wx - ex * t;
      const dy = wy - ey * t;
      const dd = dx * dx + dy * dy;
      if (dd < best) best = dd;
      if (yi > y !== yj > y && x < (ex * (y - yi)) / ey + xi) inside = !inside;
    }
    const d = Math.sqrt(best);
    return inside ? -d : d;
  };
}

/** Vertices of a regular polygon (or a star when `inner` is given) around (cx, cy). */
export function regularPoints(cx: number, cy: number, r: number, sides: number, rotation: number, inner = 0) {
  const points: number[] = [];
  const count = inner > 0 ? sides * 2 : sides;
  for (let k = 0; k < count; k++) {
    const radius = inner > 0 && k % 2 === 1 ? inner : r;
    const angle = rotation + (k * 2 * Math.PI) / count;
    points.push(cx + radius * Math.cos(angle), cy + radius * Math.sin(angle));
  }
  return points;
}

/** Rotates flat points about (cx, cy). */
export function rotatePoints(points: readonly number[], cx: number, cy: number, angle: number): number[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const out: number[] = [];
  for (let k = 0; k < points.length; k += 2) {
    const dx = points[k]! - cx;
    const dy = points[k + 1]! - cy;
    out.push(cx + dx * cos - dy * sin, cy + dx * sin + dy * cos);
  }
  return out;
}

/** Grows a shape by r (rounding its corners). */
export const grow =
  (sdf: Sdf, r: number): Sdf =>
  (x, y) =>
    sdf(x, y) - r;
/** A band of width w centred on the shape's edge. */
export const outline =
  (sdf: Sdf, w: number): Sdf =>
  (x, y) =>
    Math.abs(sdf(x, y)) - w / 2;
export const union =
  (...parts: Sdf[]): Sdf =>
  (x, y) => {
    let d = Number.POSITIVE_INFINITY;
    for (const part of parts) d = Math.min(d, part(x, y));
    return d;
  };
export const intersect =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), b(x, y));

export function squareBox(cx: number, cy: number, half: number): Box {
  return { x0: cx - half, y0: cy - half, x1: cx + half, y1: cy + half };
}

export function hex(color: string): Rgb {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}
