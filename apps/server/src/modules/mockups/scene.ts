import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * What a mockup scene declares (docs/mockups.md): its artwork (an SVG file in scenes/, drawn for
 * Logoya), its size, where the logo goes and how it lies on the object, how it is inked, and the
 * tone of the material under it. A scene never changes while the server runs, so its layers are
 * rasterised once per width and kept (raster.ts).
 */
export type Point = readonly [number, number];

export interface SceneDeclaration {
  id: string;
  /** The artwork: `scenes/<file>`, with `<g id="logo-slot"/>` between the object and what lies over the logo. */
  file: string;
  /** The scene's own coordinates (the artwork's viewBox), in px. */
  width: number;
  height: number;
  /**
   * The logo's box as it lies on the object: its top-left, top-right and bottom-left corners in the
   * scene. The logo is fitted (whole, centred) into the flat box these span, then carried onto the
   * object by the affine map from the flat box to these three corners: scale, rotation, skew.
   * Surfaces are drawn so they are parallelograms in the picture (true perspective is approximated).
   */
  slot: { topLeft: Point; topRight: Point; bottomLeft: Point };
  /** How the logo is inked: `multiply` prints into paper, fabric and paint; `normal` lies on top. */
  blend: 'multiply' | 'normal';
  /** How strong the ink is, 0..1 (fabric takes a little less than paper). */
  opacity: number;
  /** The material under the slot: on `dark` the logo is drawn light (its dark variant, else a white print). */
  tone: 'light' | 'dark';
  /** How names read best in this slot; the caller asks the lettering renderer for that layout. */
  lettering: 'horizontal' | 'vertical';
  /** What a person sees, for alternative text and the gallery. */
  title: { en: string; ja: string; vi: string };
}

export interface Scene extends SceneDeclaration {
  /** The flat box's size (the lengths of the slot's sides). */
  box: { width: number; height: number };
  /** SVG `matrix(a b c d e f)` from the flat box (origin top-left) onto the object. */
  matrix: readonly [number, number, number, number, number, number];
  /** The artwork's definitions (gradients, filters), shared by both layers. */
  defs: string;
  /** What lies under the logo. */
  base: string;
  /** What lies over the logo (glints, folds, shade); may be empty. */
  overlay: string;
}

const SLOT_MARKER = '<g id="logo-slot"/>';

/** Maps a point of the flat box onto the object. */
export function onObject(scene: Pick<Scene, 'matrix'>, x: number, y: number): Point {
  const [a, b, c, d, e, f] = scene.matrix;
  return [a * x + c * y + e, b * x + d * y + f];
}

/** The slot's four corners on the object, clockwise from the top-left. */
export function slotCorners(scene: Scene): Point[] {
  const { width: w, height: h } = scene.box;
  return [onObject(scene, 0, 0), onObject(scene, w, 0), onObject(scene, w, h), onObject(scene, 0, h)];
}

/** Reads a scene's artwork and splits it at its slot marker; throws on a malformed file (a defect). */
export function loadScene(declaration: SceneDeclaration, folder: string): Scene {
  const text = readFileSync(path.join(folder, declaration.file), 'utf8');
  const marker = text.indexOf(SLOT_MARKER);
  const defsStart = text.indexOf('<defs>');
  const defsEnd = text.indexOf('</defs>');
  const close = text.lastIndexOf('</svg>');
  if (marker < 0 || defsStart < 0 || defsEnd < defsStart || defsEnd > marker || close < marker)
    throw new Error(`${declaration.file}: needs <defs>…</defs>, then ${SLOT_MARKER}, then </svg>`);
  const { topLeft: tl, topRight: tr, bottomLeft: bl } = declaration.slot;
  const width = Math.hypot(tr[0] - tl[0], tr[1] - tl[1]);
  const height = Math.hypot(bl[0] - tl[0], bl[1] - tl[1]);
  return {
    ...declaration,
    box: { width, height },
    matrix: [
      (tr[0] - tl[0]) / width,
      (tr[1] - tl[1]) / width,
      (bl[0] - tl[0]) / height,
      (bl[1] - tl[1]) / height,
      tl[0],
      tl[1],
    ],
    defs: text.slice(defsStart, defsEnd + '</defs>'.length),
    base: text.slice(defsEnd + '</defs>'.length, marker),
    overlay: text.slice(marker + SLOT_MARKER.length, close),
  };
}
