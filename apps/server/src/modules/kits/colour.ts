/**
 * A layout colour (#rrggbb) as the brand guide lists it (ADR 0106): HEX, RGB and a naive CMYK
 * (the device-independent formula, no ICC profile: printers are told to match the HEX/RGB).
 */
export interface ColourValues {
  hex: string;
  rgb: [number, number, number];
  /** Percentages 0–100, whole. */
  cmyk: [number, number, number, number];
}

export function hexToRgb(hex: string): [number, number, number] {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [
    Number.parseInt(m[1] as string, 16),
    Number.parseInt(m[2] as string, 16),
    Number.parseInt(m[3] as string, 16),
  ];
}

export function rgbToCmyk([r, g, b]: readonly [number, number, number]): [number, number, number, number] {
  const [rf, gf, bf] = [r / 255, g / 255, b / 255];
  const k = 1 - Math.max(rf, gf, bf);
  if (k >= 1) return [0, 0, 0, 100];
  const part = (v: number) => Math.round(((1 - v - k) / (1 - k)) * 100);
  return [part(rf), part(gf), part(bf), Math.round(k * 100)];
}

export function colourValues(hex: string): ColourValues {
  const rgb = hexToRgb(hex);
  return { hex: hex.toUpperCase(), rgb, cmyk: rgbToCmyk(rgb) };
}

/** Distinct colours in first-seen order, case-insensitively. */
export function distinctColours(hexes: readonly (string | null | undefined)[]): string[] {
  const seen = new Map<string, string>();
  for (const h of hexes) if (h && !seen.has(h.toLowerCase())) seen.set(h.toLowerCase(), h);
  return [...seen.values()];
}
