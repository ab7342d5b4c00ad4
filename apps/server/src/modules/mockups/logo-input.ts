/**
 * The logo picture a mockup places (ADR 0097): an SVG as the lettering renderer and the staff's
 * mark uploads make it (shapes and paths, gradients, clip paths), or a PNG. The SVG is read by a
 * strict reader and written out again from what it understood: only allowed elements and
 * attributes, no text, no style, no script, no link other than `url(#id)` to its own ids (which
 * are renamed so they cannot meet the scene's). Anything else refuses the whole picture:
 * our renderer never makes it, so a picture carrying it did not come from us.
 */
export class LogoRefused extends Error {
  constructor(reason: string) {
    super(`the logo picture was refused: ${reason}`);
    this.name = 'LogoRefused';
  }
}

export interface PreparedLogo {
  /** The picture's own coordinates: x, y, width, height. */
  viewBox: readonly [number, number, number, number];
  /** Markup to place inside an `<svg viewBox>` of the scene: safe elements, or one data: image. */
  inner: string;
}

export const LOGO_LIMITS = { svgBytes: 256 * 1024, elements: 2000, pngBytes: 4 * 1024 * 1024, pngSide: 4096 };

const ELEMENTS = new Set([
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'clipPath',
  'mask',
]);
/** Kept out of the output with everything inside them (a name for people, never drawn). */
const DROPPED = new Set(['title', 'desc', 'metadata']);
const ATTRIBUTES = new Set([
  'd',
  'fill',
  'fill-rule',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-opacity',
  'stroke-dasharray',
  'clip-rule',
  'clip-path',
  'mask',
  'opacity',
  'transform',
  'x',
  'y',
  'width',
  'height',
  'rx',
  'ry',
  'cx',
  'cy',
  'r',
  'fx',
  'fy',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'id',
  'viewBox',
  'preserveAspectRatio',
]);
/** Read on the root and not written out again (the scene gives the place and size). */
const ROOT_ONLY = new Set([
  'xmlns',
  'xmlns:xlink',
  'version',
  'width',
  'height',
  'viewBox',
  'preserveAspectRatio',
]);
/** A value: letters, digits, spaces and the punctuation of numbers, colours and path data. */
const SAFE_VALUE = /^[\w\s.,#%()+-]*$/;
const ID = /^[A-Za-z_][\w-]{0,63}$/;

const TOKEN =
  /<!--[\s\S]*?-->|<\?xml\s[^?]*\?>|<(\/?)([A-Za-z][\w:-]*)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function numbers(value: string): number[] {
  return value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
}

/** The logo SVG, checked and written out again; throws LogoRefused. */
export function prepareSvg(svg: string, prefix: string): PreparedLogo {
  if (Buffer.byteLength(svg) > LOGO_LIMITS.svgBytes) throw new LogoRefused('too large');
  const out: string[] = [];
  const open: string[] = [];
  let dropping = 0;
  let elements = 0;
  let viewBox: [number, number, number, number] | undefined;
  let rootDone = false;
  for (const m of svg.matchAll(TOKEN)) {
    const [, closing, rawName, attrs = '', selfClosing, text, stray] = m;
    if (stray) throw new LogoRefused('a stray "<"');
    if (text !== undefined) {
      if (dropping === 0 && text.trim() !== '') throw new LogoRefused('text outside a title');
      continue;
    }
    if (!rawName) continue; // a comment or the XML declaration
    const name = rawName;
    if (closing) {
      if (open.pop() !== name) throw new LogoRefused(`an unbalanced </${name}>`);
      if (dropping > 0) dropping--;
      else out.push(open.length === 0 ? '</g>' : `</${name}>`);
      if (open.length === 0) rootDone = true;
      continue;
    }
    if (rootDone) throw new LogoRefused('markup after the picture');
    if (++elements > LOGO_LIMITS.elements) throw new LogoRefused('too many elements');
    const isRoot = open.length === 0;
    if (isRoot !== (name === 'svg')) throw new LogoRefused(isRoot ? 'not an SVG' : 'a nested <svg>');
    if (DROPPED.has(name) || dropping > 0) {
      if (!selfClosing) {
        open.push(name);
        dropping++;
      }
      continue;
    }
    if (!ELEMENTS.has(name)) throw new LogoRefused(`the element <${name}>`);
    const kept: string[] = [];
    const root: Record<string, string> = {};
    for (const a of attrs.matchAll(ATTRIBUTE)) {
      const key = a[1]!;
      const value = a[2] ?? a[3] ?? '';
      if (isRoot && ROOT_ONLY.has(key)) {
        root[key] = value;
        continue;
      }
      if (!ATTRIBUTES.has(key)) throw new LogoRefused(`the attribute ${key}`);
      if (!SAFE_VALUE.test(value)) throw new LogoRefused(`the value of ${key}`);
      if (key === 'id') {
        if (!ID.test(value)) throw new LogoRefused('an id');
        kept.push(`id="${prefix}${value}"`);
        continue;
      }
      const urls = [...value.matchAll(/url\(([^)]*)\)/g)];
      if (/url\s*\(/i.test(value) && urls.length === 0) throw new LogoRefused(`a link in ${key}`);
      let written = value;
      for (const u of urls) {
        const target = u[1]!.trim();
        if (!target.startsWith('#') || !ID.test(target.slice(1))) throw new LogoRefused(`a link in ${key}`);
        written = written.replace(u[0], `url(#${prefix}${target.slice(1)})`);
      }
      kept.push(`${key}="${written}"`);
    }
    if (isRoot) viewBox = rootViewBox(root);
    // The root's own drawing attributes (a fill for everything) go on a group in its place.
    out.push(`<${isRoot ? 'g' : name}${kept.length ? ` ${kept.join(' ')}` : ''}${selfClosing ? '/' : ''}>`);
    if (selfClosing) rootDone ||= isRoot;
    else open.push(name);
  }
  if (!viewBox || open.length > 0) throw new LogoRefused('an unfinished picture');
  return { viewBox, inner: out.join('') };
}

function rootViewBox(root: Record<string, string>): [number, number, number, number] {
  if (root.xmlns !== undefined && root.xmlns !== 'http://www.w3.org/2000/svg') throw new LogoRefused('xmlns');
  const box = root.viewBox
    ? numbers(root.viewBox)
    : [0, 0, Number.parseFloat(root.width ?? ''), Number.parseFloat(root.height ?? '')];
  if (box.length !== 4 || !box.every(Number.isFinite) || box[2]! <= 0 || box[3]! <= 0)
    throw new LogoRefused('no usable viewBox');
  return box as [number, number, number, number];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG logo (one without a lettering layout) as a data: image; its size read from the header. */
export function preparePng(png: Buffer): PreparedLogo {
  if (png.length > LOGO_LIMITS.pngBytes) throw new LogoRefused('too large');
  if (
    png.length < 33 ||
    !png.subarray(0, 8).equals(PNG_SIGNATURE) ||
    png.toString('latin1', 12, 16) !== 'IHDR'
  )
    throw new LogoRefused('not a PNG');
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  if (width < 1 || height < 1 || width > LOGO_LIMITS.pngSide || height > LOGO_LIMITS.pngSide)
    throw new LogoRefused('a PNG of unusable size');
  const href = `data:image/png;base64,${png.toString('base64')}`;
  return {
    viewBox: [0, 0, width, height],
    inner: `<image width="${width}" height="${height}" href="${href}"/>`,
  };
}

/** An SVG string or a PNG buffer, told apart by type. */
export function prepareLogo(logo: string | Buffer, prefix: string): PreparedLogo {
  return typeof logo === 'string' ? prepareSvg(logo, prefix) : preparePng(logo);
}
