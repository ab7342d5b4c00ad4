/** Small SVG builders shared by the demo emblems (marks.ts, monogram-marks.ts). */

export const f = (n: number) => Math.round(n * 100) / 100;
export const at = (cx: number, cy: number, r: number, angle: number) =>
  `${f(cx + r * Math.cos(angle))} ${f(cy + r * Math.sin(angle))}`;

/** A closed polygon through regular points (a star with `inner`). */
export function regular(
  cx: number,
  cy: number,
  r: number,
  sides: number,
  rotation: number,
  inner = 0,
): string {
  const count = inner > 0 ? sides * 2 : sides;
  const pts: string[] = [];
  for (let k = 0; k < count; k++) {
    pts.push(at(cx, cy, inner > 0 && k % 2 === 1 ? inner : r, rotation + (k * 2 * Math.PI) / count));
  }
  return `M${pts.join('L')}Z`;
}

/** A path filled and stroked in one colour with round joins: a polygon with rounded corners. */
export const rounded = (d: string, color: string, round: number) =>
  `<path d="${d}" fill="${color}" stroke="${color}" stroke-width="${f(round)}" stroke-linejoin="round"/>`;

export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}"/>`;
export const ringLine = (cx: number, cy: number, r: number, color: string, width: number) =>
  `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="none" stroke="${color}" stroke-width="${f(width)}"/>`;

export const TOP = -Math.PI / 2;
