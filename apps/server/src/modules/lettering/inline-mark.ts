import { unsafeSvg } from './mark-intake.ts';

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
 * - it has no `<style>` element (a style sheet applies to the whole document, the names too);
 * - its root is one `<svg>` element whose attributes parse, with a viewBox or a plain size;
 * - where the picture has the one-colour filter (`id="one"`), the mark has no `one` id of its own.
 * The nested `<svg>` takes the image's box, keeps the mark's other root attributes, and uses the
 * image's `preserveAspectRatio` (SVG 1.1 §5.7 ignores the referenced root's own).
 */

const IMAGE =
  /<image href="data:image\/svg\+xml;base64,([A-Za-z0-9+/]+={0,2})" x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)" preserveAspectRatio="([A-Za-z ]+)"( filter="url\(#one\)")?\/>/g;

/** What may come before and after the root element: white space, the XML declaration, comments. */
const PROLOG = /^\uFEFF?(?:\s+|<\?xml\b[^>]*\?>|<!--(?:(?!-->)[\s\S])*-->)*/;
const EPILOG = /(?:\s+|<!--(?:(?!-->)[\s\S])*-->)*$/;
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

/** The mark as a nested `<svg>` in `box`, or null when it must stay an `<image>`. Pure. */
export function nestedMark(markSvg: string, box: Box, filtered: boolean): string | null {
  if (unsafeSvg(markSvg) !== null || /<\s*style[\s>/]/i.test(markSvg)) return null;
  if (filtered && /\bid\s*=\s*["']\s*one\s*["']/.test(markSvg)) return null;
  const text = markSvg.replace(PROLOG, '').replace(EPILOG, '');
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
  const kept = attributes
    .filter((a) => !REPLACED.has(a.name) && a.name !== 'viewBox')
    .map((a) => ` ${a.name}=${a.value}`)
    .join('');
  const body = text.slice(start[0].length, -'</svg>'.length);
  const nested = `<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="${viewBox}" preserveAspectRatio="${box.aspect}"${kept}>${body}</svg>`;
  return filtered ? `<g filter="url(#one)">${nested}</g>` : nested;
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
    ) => {
      const mark = Buffer.from(base64, 'base64').toString('utf8');
      return nestedMark(mark, { x, y, width, height, aspect }, Boolean(filter)) ?? image;
    },
  );
}
