/**
 * What a kit build needs, prepared on the main thread (the renderer and storage live there) and
 * handed to the kit worker, which draws every file from it (ADR 0106).
 */
export interface KitLayoutInput {
  canvas: { width: number; height: number };
  /** The renderer's SVG versions, all transparent (no background rect). */
  svgs: { full: string; black: string; white: string; mark: string | null };
  mark: {
    box: { x: number; y: number; w: number; h: number };
    type: 'image/png' | 'image/svg+xml';
    bytes: Uint8Array;
  } | null;
  /** The layout's background (social images), null: white. */
  background: string | null;
  colours: string[];
  fonts: { name: string; licence: string }[];
}

export interface KitInput {
  /** The logo number as printed (zero-padded), used in file names and the guide. */
  logoNumber: string;
  logoName: string;
  names: { main_name: string; sub_name: string };
  lang: 'en' | 'ja' | 'vi';
  /** Null: the logo had no lettering layout; the kit is drawn from its main image only. */
  layout: KitLayoutInput | null;
  /** The logo's main image (PNG, JPEG, GIF or WebP), for a kit without a layout. */
  image: Uint8Array | null;
}

export interface KitFile {
  name: string;
  size: number;
  sha256: string;
}
