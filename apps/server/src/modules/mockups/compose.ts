import { createHash } from 'node:crypto';
import { type PreparedLogo, prepareLogo } from './logo-input.ts';
import type { Scene } from './scene.ts';

/** A logo picture: the renderer's SVG (a string) or a PNG of a logo without a layout (a buffer). */
export type LogoPicture = string | Buffer;

export interface MockupLogo {
  /** The picture for light materials (dark ink on a light or transparent ground). */
  light: LogoPicture;
  /** The picture for dark materials (light ink); without it a dark scene prints `light` in white. */
  dark?: LogoPicture;
}

/** Ids inside the logo are renamed with this, so they never meet the scene's. */
const LOGO_ID_PREFIX = 'logo-';

/**
 * Turns the logo's luminance into coverage of white ink: its dark strokes print fully, its white
 * ground not at all, its middle tones lighter. A logo with no dark variant prints so on a dark
 * material (a one-colour white screen print).
 */
const WHITE_PRINT = `<filter id="mockup-white-print" color-interpolation-filters="sRGB"><feColorMatrix values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  -0.2126 -0.7152 -0.0722 1 0"/></filter>`;

export interface PlacedLogo {
  prepared: PreparedLogo;
  /** Whether it is printed white through the luminance filter. */
  whitePrint: boolean;
}

/** Which picture a scene shows and how, checked (LogoRefused) and ready to place. */
export function placeLogo(scene: Scene, logo: MockupLogo): PlacedLogo {
  const useDark = scene.tone === 'dark' && logo.dark !== undefined;
  const picture = useDark ? logo.dark! : logo.light;
  return { prepared: prepareLogo(picture, LOGO_ID_PREFIX), whitePrint: scene.tone === 'dark' && !useDark };
}

/** A hash of the pictures, for cache keys: the same bytes make the same mockup. */
export function logoHash(logo: MockupLogo): string {
  const hash = createHash('sha256');
  for (const picture of [logo.light, logo.dark ?? '']) {
    hash.update(typeof picture === 'string' ? `s${Buffer.byteLength(picture)}:` : `b${picture.length}:`);
    hash.update(picture);
  }
  return hash.digest('base64url');
}

const n = (v: number) => Math.round(v * 1000) / 1000;

/** The logo as it lies in the scene: the slot's matrix, the ink, the fitted picture. */
export function logoGroup(scene: Scene, placed: PlacedLogo, blendInSvg: boolean): string {
  const { viewBox, inner } = placed.prepared;
  const style = blendInSvg && scene.blend === 'multiply' ? ' style="mix-blend-mode:multiply"' : '';
  const filter = placed.whitePrint ? ' filter="url(#mockup-white-print)"' : '';
  return (
    `<g transform="matrix(${scene.matrix.map(n).join(' ')})"${style} opacity="${scene.opacity}">` +
    `<svg width="${n(scene.box.width)}" height="${n(scene.box.height)}" viewBox="${viewBox.join(' ')}" preserveAspectRatio="xMidYMid meet" overflow="hidden">` +
    `<g${filter}>${inner}</g></svg></g>`
  );
}

function root(width: number, height: number, viewBox: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}">${body}</svg>`;
}

/** The whole mockup as one SVG document in the scene's size (`composeMockup` of the face). */
export function mockupSvg(scene: Scene, placed: PlacedLogo): string {
  const defs = scene.defs.replace('</defs>', `${WHITE_PRINT}</defs>`);
  const body = `${defs}${scene.base}${logoGroup(scene, placed, true)}${scene.overlay}`;
  return root(scene.width, scene.height, `0 0 ${scene.width} ${scene.height}`, body);
}

/** A pixel rectangle of the output. */
export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A layer of the scene (under or over the logo) as an SVG of `width` × `height` pixels. */
export function layerSvg(scene: Scene, layer: 'base' | 'overlay', width: number, height: number): string {
  return root(width, height, `0 0 ${scene.width} ${scene.height}`, `${scene.defs}${scene[layer]}`);
}

/** Only the logo, drawn into `region` of an output `scale` times the scene's size (transparent elsewhere). */
export function logoLayerSvg(scene: Scene, placed: PlacedLogo, scale: number, region: Region): string {
  const viewBox = [region.left / scale, region.top / scale, region.width / scale, region.height / scale].map(
    n,
  );
  const body = `<defs>${WHITE_PRINT}</defs>${logoGroup(scene, placed, false)}`;
  return root(region.width, region.height, viewBox.join(' '), body);
}
