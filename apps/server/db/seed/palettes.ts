/** An RGB colour. */
export type Rgb = readonly [number, number, number];

function hex(color: string): Rgb {
  const n = Number.parseInt(color.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

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
