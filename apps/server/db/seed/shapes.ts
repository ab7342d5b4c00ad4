import {
  type Box,
  circle,
  grow,
  hex,
  intersect,
  outline,
  polygon,
  type Rgb,
  regularPoints,
  rotatePoints,
  type Sdf,
  squareBox,
  union,
} from '../../src/platform/images/raster.ts';

/** A brand palette: the main colour, a light companion, an accent and a dark ink for text. */
export interface Palette {
  name: string;
  primary: Rgb;
  secondary: Rgb;
  accent: Rgb;
  ink: Rgb;
  /** The genre (colours table key) this palette suggests. */
  genre: 'monochrome' | 'multicolored' | 'gradation';
}

const palette = (
  name: string,
  colors: [string, string, string, string],
  genre: Palette['genre'] = 'multicolored',
): Palette => ({
  name,
  primary: hex(colors[0]),
  secondary: hex(colors[1]),
  accent: hex(colors[2]),
  ink: hex(colors[3]),
  genre,
});

export const PALETTES: readonly Palette[] = [
  palette('sakura', ['#E75A7C', '#F9C5D1', '#6B4E71', '#3A2E39'], 'gradation'),
  palette('ocean', ['#1B6CA8', '#8FD3F4', '#F4A259', '#17324D']),
  palette('forest', ['#2E7D4F', '#A8D5A2', '#F2C14E', '#1F3B2C']),
  palette('sunset', ['#F25F3A', '#FFC15E', '#7A3B69', '#3B1F2B'], 'gradation'),
  palette('mono', ['#222222', '#B0B0B0', '#666666', '#111111'], 'monochrome'),
  palette('indigo', ['#264E86', '#EFD9B4', '#C0392B', '#1A2238']),
  palette('mint', ['#1E9E8F', '#BFF0E6', '#FF7A59', '#134E4A'], 'gradation'),
  palette('royal', ['#5B2A86', '#E9C46A', '#C77DFF', '#2D1540']),
  palette('coral', ['#FF6F61', '#FFD6CF', '#2A9D8F', '#3D2C2E']),
  palette('slate', ['#2F3E46', '#CAD2C5', '#84A98C', '#1B262C'], 'monochrome'),
  palette('terracotta', ['#C8553D', '#F3D5B5', '#588B8B', '#2F2F2F']),
  palette('sky', ['#3A86FF', '#FFBE0B', '#FB5607', '#1D1D3B']),
];

/** A mark shape placed at a centre with a base radius and a rotation. */
export interface Mark {
  sdf: Sdf;
  box: Box;
  /** Radius of a circle about the centre that lies wholly inside the shape. */
  inner: number;
  /** True when the shape is only a line (its inside is background). */
  hollow: boolean;
}

type ShapeBuilder = (cx: number, cy: number, r: number, rotation: number) => Mark;

interface Polygon {
  points: number[];
  /** Corner rounding radius. */
  corner: number;
  /** Radius of a circle about the centre inside the polygon before rounding. */
  inner: number;
}

/** A shape from a polygon with rounded corners. */
const rounded =
  (make: (cx: number, cy: number, r: number, rotation: number) => Polygon): ShapeBuilder =>
  (cx, cy, r, rotation) => {
    const { points, corner, inner } = make(cx, cy, r, rotation);
    return {
      sdf: grow(polygon(points), corner),
      box: squareBox(cx, cy, r * 1.3 + corner + 2),
      inner: inner + corner,
      hollow: false,
    };
  };

const TOP = -Math.PI / 2;

export const SHAPES: Readonly<Record<string, ShapeBuilder>> = {
  circle: (cx, cy, r) => ({ sdf: circle(cx, cy, r), box: squareBox(cx, cy, r + 2), inner: r, hollow: false }),
  roundedSquare: rounded((cx, cy, r, rot) => ({
    points: regularPoints(cx, cy, r * 0.68 * Math.SQRT2, 4, Math.PI / 4 + rot),
    corner: r * 0.18,
    inner: r * 0.68,
  })),
  triangle: rounded((cx, cy, r, rot) => ({
    points: regularPoints(cx, cy + r * 0.12, r * 1.2, 3, TOP + rot / 3),
    corner: 6,
    inner: r * 0.48,
  })),
  hexagon: rounded((cx, cy, r, rot) => ({
    points: regularPoints(cx, cy, r, 6, rot),
    corner: 4,
    inner: r * Math.cos(Math.PI / 6),
  })),
  diamond: rounded((cx, cy, r, rot) => ({
    points: regularPoints(cx, cy, r * 1.12, 4, TOP + rot / 4),
    corner: 5,
    inner: r * 1.12 * Math.SQRT1_2,
  })),
  ring: (cx, cy, r) => ({
    sdf: outline(circle(cx, cy, r * 0.92), r * 0.16),
    box: squareBox(cx, cy, r + 2),
    inner: r * 0.8,
    hollow: true,
  }),
  star: rounded((cx, cy, r, rot) => ({
    points: regularPoints(cx, cy, r * 1.15, 5, TOP + rot / 5, r * 0.72),
    corner: 5,
    inner: r * 0.58,
  })),
  shield: rounded((cx, cy, r, rot) => {
    const points = [cx - r * 0.85, cy - r * 0.92, cx + r * 0.85, cy - r * 0.92, cx + r * 0.85, cy + r * 0.1];
    for (let k = 1; k < 8; k++) {
      // The lower right edge curves to the point at the bottom, then mirrors to the left.
      const t = k / 8;
      points.push(cx + r * 0.85 * (1 - t) ** 1.4, cy + r * 0.1 + r * Math.sin((t * Math.PI) / 2));
    }
    points.push(cx, cy + r * 1.1);
    for (let k = points.length - 4; k >= 6; k -= 2) points.push(2 * cx - points[k]!, points[k + 1]!);
    points.push(cx - r * 0.85, cy + r * 0.1);
    return { points: rotatePoints(points, cx, cy, rot / 4), corner: 6, inner: r * 0.7 };
  }),
  octagon: rounded((cx, cy, r, rot) => ({
    points: regularPoints(cx, cy, r, 8, Math.PI / 8 + rot),
    corner: 3,
    inner: r * Math.cos(Math.PI / 8),
  })),
  pentagon: rounded((cx, cy, r, rot) => ({
    points: regularPoints(cx, cy + r * 0.06, r * 1.1, 5, TOP + rot / 5),
    corner: 5,
    inner: r * 0.82,
  })),
  leaf: (cx, cy, r, rot) => {
    const angle = Math.PI / 4 + rot;
    const dx = Math.cos(angle) * r * 0.7;
    const dy = Math.sin(angle) * r * 0.7;
    return {
      sdf: intersect(circle(cx + dx, cy + dy, r * 1.3), circle(cx - dx, cy - dy, r * 1.3)),
      box: squareBox(cx, cy, r * 1.2 + 2),
      inner: r * 0.6,
      hollow: false,
    };
  },
  flower: (cx, cy, r, rot) => {
    const petals: Sdf[] = [circle(cx, cy, r * 0.74)];
    for (let k = 0; k < 8; k++) {
      const a = rot + (k * Math.PI) / 4;
      petals.push(circle(cx + Math.cos(a) * r * 0.66, cy + Math.sin(a) * r * 0.66, r * 0.36));
    }
    return { sdf: union(...petals), box: squareBox(cx, cy, r * 1.05 + 2), inner: r * 0.74, hollow: false };
  },
  arch: (cx, cy, r) => {
    const top = cy - r * 0.2;
    const body = polygon([cx - r * 0.8, top, cx + r * 0.8, top, cx + r * 0.8, cy + r, cx - r * 0.8, cy + r]);
    return {
      sdf: union(circle(cx, top, r * 0.8), body),
      box: squareBox(cx, cy, r * 1.05 + 2),
      inner: r * 0.75,
      hollow: false,
    };
  },
};

export const SHAPE_NAMES = Object.keys(SHAPES);
