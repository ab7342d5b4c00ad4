import { createHash } from 'node:crypto';
import { Lru } from '../../platform/cache/lru.ts';
import { unsafeSvg } from './mark-intake.ts';
import { scopedStyles } from './mark-style.ts';

/**
 * A lettering SVG as the rasteriser draws it (ADR 0118): each SVG mark, embedded by the renderer as
 * an `<image>` data URI, written into the picture as a nested `<svg>` instead.
 *
 * librsvg draws an SVG `<image>` at the embedded file's own size and then scales that bitmap to the
 * box, so a 400 px mark in an 800 px raster came out blurred (and a 2048 px kit PNG far more), and
 * it cost a second document, surface and scaling: 11 against 7.7 ms of CPU for an 800 px demo PNG.
 * Nested, the mark's shapes are drawn at the output's resolution like the names.
 *
 * Only the raster sees this form. The SVG a browser gets keeps the `<image>`, so a mark's markup
 * never mixes with ours there. A mark is nested only when nothing in it can reach the rest of the
 * picture; otherwise its `<image>` stays as it is:
 * - it still passes the intake's check (no script, no outside reference, no DOCTYPE);
 * - a style sheet it has is plain, and is scoped to a group that holds the mark alone (ADR 0120,
 *   `mark-style.ts`): a style sheet applies to the whole document, the names too;
 * - its root is one `<svg>` element whose attributes parse, with a viewBox or a plain size;
 * - where the picture has the one-colour filter (`id="one"`), the mark has no `one` id of its own.
 * The nested `<svg>` takes the image's box, keeps the mark's other root attributes, and uses the
 * image's `preserveAspectRatio` (SVG 1.1 §5.7 ignores the referenced root's own).
 */

const IMAGE =
  /<image href="data:image\/svg\+xml;base64,([A-Za-z0-9+/]+={0,2})" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" preserveAspectRatio="([A-Za-z ]+)"( filter="url\(#one\)")?\/>/g;

/**
 * What may come before the root element: a BOM, white space, the XML declaration, comments. One
 * character or one whole piece per step, so the match is linear in the mark's length.
 */
const PROLOG = /^\uFEFF?(?:\s|<\?xml\b[^>]*\?>|<!--(?:(?!-->)[\s\S])*-->)*/;

/**
 * The mark without white space and comments after its root element. A loop, not a regular
 * expression anchored at the end: that one is tried from every position of the mark, and a run of
 * white space inside a mark made it backtrack without end (1,000 spaces never finished).
 */
function withoutEpilog(text: string): string {
  let rest = text.trimEnd();
  while (rest.endsWith('-->')) {
    const open = rest.lastIndexOf('<!--');
    if (open < 0) break;
    rest = rest.slice(0, open).trimEnd();
  }
  return rest;
}
const ROOT_START = /^<svg\b((?:\s+[A-Za-z_:][-A-Za-z0-9_:.]*\s*=\s*(?:"[^"<]*"|'[^'<]*'))*)\s*>/;
const ATTRIBUTE = /([A-Za-z_:][-A-Za-z0-9_:.]*)\s*=\s*("[^"<]*"|'[^'<]*')/g;
const PLAIN_LENGTH = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/;
/** Root attributes the image's box replaces. */
const REPLACED = new Set(['x', 'y', 'width', 'height', 'preserveAspectRatio']);

interface Box {
  x: string;
  y: string;
  width: string;
  height: string;
  aspect: string;
}

/** What of a mark the nesting needs: its viewBox, its other root attributes, what is inside. */
interface NestableMark {
  viewBox: string;
  /** The root's attributes but the box's and the viewBox, each with its leading space. */
  attributes: string;
  body: string;
  /** It has an `id="one"`, which the one-colour filter's id would meet. */
  hasIdOne: boolean;
  /** The id of the group its scoped style sheets need, or null when it has none. */
  scope: string | null;
}

/** The parts of a mark that can be nested, or null when it must stay an `<image>`. Pure. */
function nestable(markSvg: string): NestableMark | null {
  if (unsafeSvg(markSvg) !== null) return null;
  const text = withoutEpilog(markSvg.replace(PROLOG, ''));
  const start = ROOT_START.exec(text);
  if (!start || !text.endsWith('</svg>')) return null;
  const attributes = [...(start[1] ?? '').matchAll(ATTRIBUTE)].map(([, name = '', value = '']) => ({
    name,
    value,
  }));
  const attribute = (name: string) => attributes.find((a) => a.name === name)?.value.slice(1, -1);
  let viewBox = attribute('viewBox');
  if (viewBox === undefined) {
    const w = PLAIN_LENGTH.exec(attribute('width') ?? '')?.[1];
    const h = PLAIN_LENGTH.exec(attribute('height') ?? '')?.[1];
    if (!w || !h) return null;
    viewBox = `0 0 ${w} ${h}`;
  }
  // Named after the mark's content: the same mark drawn twice in a picture shares its rules.
  const scope = `logoya-mark-${createHash('sha256').update(markSvg).digest('hex').slice(0, 16)}`;
  const styled = scopedStyles(text.slice(start[0].length, -'</svg>'.length), scope);
  if (!styled || markSvg.includes(scope)) return null;
  return {
    viewBox,
    attributes: attributes
      .filter((a) => !REPLACED.has(a.name) && a.name !== 'viewBox')
      .map((a) => ` ${a.name}=${a.value}`)
      .join(''),
    body: styled.body,
    hasIdOne: /\bid\s*=\s*["']\s*one\s*["']/.test(markSvg),
    scope: styled.changed ? scope : null,
  };
}

function nestedIn(mark: NestableMark | null, box: Box, filtered: boolean): string | null {
  if (!mark || (filtered && mark.hasIdOne)) return null;
  const nested = `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${mark.viewBox}" preserveAspectRatio="${box.aspect}"${mark.attributes}>${mark.body}</svg>`;
  const filter = filtered ? ' filter="url(#one)"' : '';
  if (mark.scope) return `<g id="${mark.scope}"${filter}>${nested}</g>`;
  return filtered ? `<g${filter}>${nested}</g>` : nested;
}

/** The mark as a nested `<svg>` in `box`, or null when it must stay an `<image>`. Pure. */
export function nestedMark(markSvg: string, box: Box, filtered: boolean): string | null {
  return nestedIn(nestable(markSvg), box, filtered);
}

/**
 * Marks as the nesting reads them, by their base64: every raster of a logo carries the same mark,
 * and its decoding and checks need not run again (mark files are content-addressed, so a base64
 * names one mark for ever). The budget counts the key's and the parts' characters.
 */
const NESTABLE_CACHE_CHARS = 16 * 1024 * 1024;
const nestables = new Lru<string, { mark: NestableMark | null; chars: number }>(
  NESTABLE_CACHE_CHARS,
  (entry) => entry.chars,
);

function nestableOf(base64: string): NestableMark | null {
  return nestables.getOrSet(base64, () => {
    const mark = nestable(Buffer.from(base64, 'base64').toString('utf8'));
    return { mark, chars: base64.length + (mark ? mark.body.length + mark.attributes.length : 0) };
  }).mark;
}

/** The picture with its SVG marks nested where that is safe (see above); anything else unchanged. */
export function inlineSvgMarks(svg: string): string {
  if (!svg.includes('data:image/svg+xml;base64,')) return svg;
  return svg.replace(
    IMAGE,
    (
      image,
      base64: string,
      x: string,
      y: string,
      width: string,
      height: string,
      aspect: string,
      filter?: string,
    ) => nestedIn(nestableOf(base64), { x, y, width, height, aspect }, Boolean(filter)) ?? image,
  );
}
