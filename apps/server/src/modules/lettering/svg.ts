import type { LetteringLayout } from '@logoya/core';
import { Lru } from '../../platform/cache/lru.ts';
import type { PlacedGlyph } from './shape.ts';
import type { SlotPlacement } from './slot.ts';

/**
 * Glyph outlines as SVG path data in font units (y up), kept per (font, glyph) in an LRU: a
 * name's letters repeat across renders, and decoding an outline is the costly part of a render.
 * 20,000 outlines of 0.2 to 3 KB each stay well under 40 MB.
 */
const outlines = new Lru<string, string>(20_000);

export function outlineCacheStats() {
  return outlines.stats();
}

const num = (n: number, digits: number) => {
  const f = 10 ** digits;
  const r = Math.round(n * f) / f;
  return Object.is(r, -0) ? '0' : String(r);
};

const LETTERS = {
  moveTo: 'M',
  lineTo: 'L',
  quadraticCurveTo: 'Q',
  bezierCurveTo: 'C',
  closePath: 'Z',
} as const;

function outline(g: PlacedGlyph): string {
  return outlines.getOrSet(`${g.font.id}:${g.glyph.id}`, () => {
    let d = '';
    for (const { command, args } of g.glyph.path.commands) {
      d += LETTERS[command as keyof typeof LETTERS] ?? '';
      d += args.map((a) => num(a, 1)).join(' ');
    }
    return d;
  });
}

/** A slot's glyphs as `<path>` elements: each outline placed by a matrix (scale, flip, move). */
export function slotPaths(place: SlotPlacement): string {
  const s = place.size;
  let out = '';
  for (const g of place.line.glyphs) {
    if (g.glyph.path.commands.length === 0) continue;
    const k = s / g.font.unitsPerEm;
    const x = place.originX + g.x * s;
    const y = place.originY + g.y * s;
    out += `<path transform="matrix(${num(k, 5)} 0 0 ${num(-k, 5)} ${num(x, 3)} ${num(y, 3)})" d="${outline(g)}"/>`;
  }
  return out;
}

/** A mark as a data URI: the only form of mark the renderer embeds. */
const MARK_HREF = /^data:image\/(png|svg\+xml);base64,[A-Za-z0-9+/]+={0,2}$/;

export function markDataUri(type: 'image/png' | 'image/svg+xml', bytes: Uint8Array): string {
  return `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;
}

/**
 * A version of the picture (the brand kit, ADR 0106): without the background (`transparent`),
 * in one colour (`oneColour`: the names and the mark's shape in that #rrggbb), or the mark alone.
 */
export interface LetteringVersion {
  transparent?: boolean;
  oneColour?: string;
  /**
   * With `oneColour`: which part of the mark takes the ink, so its inner shapes stay (white
   * letters in a disc, a square on a disc): the part `lighter` or darker than `threshold` (relative
   * luminance, 0–1); the rest is knocked out. Absent: the mark's whole shape (ADR 0115).
   */
  ink?: MarkInk;
  markOnly?: boolean;
}

export interface MarkInk {
  lighter: boolean;
  threshold: number;
}

/** How sharp the edge between ink and knock-out is: luminance 0.1 either side of the threshold. */
const INK_SLOPE = 10;

/**
 * The one-colour filter: the mark's alpha (all of it, or only where `ink` says), filled with the
 * colour. Written from numbers and a checked colour only.
 */
function oneColourFilter(colour: string, ink: MarkInk | undefined): string {
  if (!ink)
    return `<filter id="one"><feFlood flood-color="${colour}"/><feComposite in2="SourceAlpha" operator="in"/></filter>`;
  const t = Number(ink.threshold);
  if (!Number.isFinite(t) || t < 0 || t > 1) throw new Error('an ink threshold is a luminance from 0 to 1');
  // Alpha from luminance L: lighter ink = s·(L − t), darker ink = s·(t − L), clamped by the filter.
  const k = ink.lighter ? INK_SLOPE : -INK_SLOPE;
  const row = [0.2126 * k, 0.7152 * k, 0.0722 * k, 0, -k * t].map((v) => Number(v.toFixed(4))).join(' ');
  return (
    `<filter id="one" color-interpolation-filters="sRGB">` +
    `<feColorMatrix in="SourceGraphic" type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 ${row}" result="ink"/>` +
    `<feComposite in="ink" in2="SourceAlpha" operator="in" result="shape"/>` +
    `<feFlood flood-color="${colour}"/><feComposite in2="shape" operator="in"/></filter>`
  );
}

/**
 * The whole picture: the background, the mark as an `<image>` (an SVG mark so embedded is shown
 * as an image, with no scripts and no outside loads, and its markup never mixes with ours), then
 * each slot's outlines in its colour. Everything written here is a number, a #rrggbb colour or
 * base64: the names appear only as outlines.
 */
export function letteringSvg(
  layout: LetteringLayout,
  slots: SlotPlacement[],
  markHref: string | null,
  version: LetteringVersion = {},
): string {
  const { width, height } = layout.canvas;
  const one = version.oneColour;
  if (one !== undefined && !/^#[0-9a-f]{6}$/i.test(one))
    throw new Error('a one-colour version needs #rrggbb');
  let out = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`;
  // One colour: the mark's shape (its alpha, or its inked part) filled with that colour.
  if (one) out += oneColourFilter(one, version.ink);
  if (layout.background && !version.transparent)
    out += `<rect width="${width}" height="${height}" fill="${layout.background}"/>`;
  if (layout.mark && markHref) {
    if (!MARK_HREF.test(markHref)) throw new Error('the mark must be a base64 data URI of a PNG or an SVG');
    const { x, y, w, h } = layout.mark.box;
    out += `<image href="${markHref}" x="${x}" y="${y}" width="${w}" height="${h}" preserveAspectRatio="xMidYMid meet"${one ? ' filter="url(#one)"' : ''}/>`;
  }
  if (version.markOnly) return `${out}</svg>`;
  const colours = one ? [one, one] : [layout.slots.main.color, layout.slots.sub.color];
  slots.forEach((place, i) => {
    out += `<g fill="${colours[i]}">${slotPaths(place)}</g>`;
  });
  return `${out}</svg>`;
}
