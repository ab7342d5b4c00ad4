/**
 * A mark's style sheets, scoped to the mark, for the raster's nested mark (ADR 0118, amended by
 * ADR 0120).
 *
 * Drawing programs write a mark's colours as a style sheet: Illustrator's default SVG export puts
 * `<style>.cls-1{fill:#e60012;}</style>` in `<defs>` and `class="cls-1"` on the shapes. A style
 * sheet applies to the whole document, and a rule beats a presentation attribute, so nested as it
 * is, `path{fill:red}` would paint the buyer's names too. Each selector is therefore prefixed with
 * the id of a group that holds the mark alone (`#scope .cls-1`): the rules reach the mark's shapes
 * and nothing of ours.
 *
 * Only plain style sheets are scoped: rules of selectors made of element names, `*`, classes and
 * ids, joined by a space or `>`, and declarations without `@`, `<`, `&`, a backslash, or a `url(`
 * to anything but a fragment. Anything else (at-rules, attribute selectors, pseudo-classes, a
 * `media` attribute) returns null, and the mark stays an `<image>` as before. Every step is a loop
 * or a pattern that cannot backtrack, on a text whose length is bounded.
 */

/** A style sheet longer than this is not scoped (Illustrator's are a few hundred characters). */
const MAX_CSS_CHARS = 64 * 1024;
const MAX_SELECTOR_CHARS = 1000;

const COMPOUND = String.raw`(?:\*|[A-Za-z][\w-]*|[.#][A-Za-z_-][\w-]*)(?:[.#][A-Za-z_-][\w-]*)*`;
/** One selector after its white space is normalised: compounds joined by one space or `>`. */
const SELECTOR = new RegExp(`^${COMPOUND}(?:[ >]${COMPOUND})*$`);

/** The selector with runs of white space as one space and none around `>`. */
function normalised(selector: string): string {
  return selector
    .replace(/\s+/g, ' ')
    .split('>')
    .map((part) => part.trim())
    .join('>');
}

/** The text without its `/* … *\/` comments, or null when one is not closed. */
function withoutComments(css: string): string | null {
  let out = '';
  let at = 0;
  for (;;) {
    const open = css.indexOf('/*', at);
    if (open < 0) return out + css.slice(at);
    const close = css.indexOf('*/', open + 2);
    if (close < 0) return null;
    out += `${css.slice(at, open)} `;
    at = close + 2;
  }
}

/** Declarations that stay inside the mark: no at-rule, markup, escape or outside reference. */
function plainDeclarations(text: string): boolean {
  if (/[<&\\@{]/.test(text)) return false;
  const lower = text.toLowerCase();
  for (let at = lower.indexOf('url('); at >= 0; at = lower.indexOf('url(', at + 4)) {
    const target = lower
      .slice(at + 4)
      .trimStart()
      .replace(/^["']/, '');
    if (!target.startsWith('#')) return false;
  }
  return true;
}

/** A style sheet's rules with each selector under `#scope`, or null when it is not plain. Pure. */
export function scopedCss(css: string, scope: string): string | null {
  if (css.length > MAX_CSS_CHARS) return null;
  let text = css.trim();
  if (text.startsWith('<![CDATA[') && text.endsWith(']]>')) text = text.slice(9, -3);
  const plain = withoutComments(text);
  if (plain === null || plain.includes('<')) return null;
  let out = '';
  let at = 0;
  for (;;) {
    while (at < plain.length && /\s/.test(plain[at] ?? '')) at += 1;
    if (at >= plain.length) return out;
    const open = plain.indexOf('{', at);
    const close = open < 0 ? -1 : plain.indexOf('}', open);
    if (close < 0) return null;
    const selectors = plain.slice(at, open);
    const declarations = plain.slice(open + 1, close).trim();
    if (selectors.includes('}') || !plainDeclarations(declarations)) return null;
    const scoped: string[] = [];
    for (const raw of selectors.split(',')) {
      if (raw.length > MAX_SELECTOR_CHARS) return null;
      const selector = normalised(raw);
      if (!SELECTOR.test(selector)) return null;
      scoped.push(`#${scope} ${selector}`);
    }
    out += `${scoped.join(',')}{${declarations}}`;
    at = close + 1;
  }
}

/**
 * The mark's inner markup with every `<style>` element's rules scoped to `#scope`: `changed` tells
 * whether there was any. Null when a style sheet is not plain (see above) or a style element
 * cannot be read. Pure.
 */
export function scopedStyles(body: string, scope: string): { body: string; changed: boolean } | null {
  // Element names are case-sensitive in SVG: only `<style` is one (any other spelling is refused below).
  const open = /<style/g;
  const close = /<\/style/g;
  let out = '';
  let at = 0;
  let changed = false;
  for (;;) {
    open.lastIndex = at;
    const found = open.exec(body);
    if (!found) break;
    const start = found.index;
    if (!/[\s>/]/.test(body[start + 6] ?? '')) {
      out += body.slice(at, start + 6);
      at = start + 6;
      continue;
    }
    const tagEnd = body.indexOf('>', start);
    if (tagEnd < 0 || /\bmedia\s*=/i.test(body.slice(start, tagEnd))) return null;
    changed = true;
    if (body[tagEnd - 1] === '/') {
      out += body.slice(at, start);
      at = tagEnd + 1;
      continue;
    }
    close.lastIndex = tagEnd;
    const end = close.exec(body)?.index ?? -1;
    const endClose = end < 0 ? -1 : body.indexOf('>', end);
    if (endClose < 0) return null;
    const css = scopedCss(body.slice(tagEnd + 1, end), scope);
    if (css === null) return null;
    out += `${body.slice(at, start)}<style>${css}</style>`;
    at = endClose + 1;
  }
  out += body.slice(at);
  // Nothing else that a renderer could take for a style element: `< style`, `<STYLE>` written oddly.
  const rest = out.replace(/<style>[^<]*<\/style>/g, '');
  if (/<\s*style[\s>/]/i.test(rest)) return null;
  return { body: out, changed };
}
