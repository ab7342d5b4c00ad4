import PDFDocument from 'pdfkit';
import SVGtoPDF from 'svg-to-pdfkit';

/**
 * The renderer's SVG (ADR 0096) as a vector PDF with pdfkit (ADR 0106): each glyph outline is a
 * PDF path (its `d` and matrix as written by `letteringSvg`), filled with its group's colour, so the
 * names stay vectors at any size. The mark is a picture the renderer embeds: an SVG mark (checked
 * at its upload) is drawn from its own document as PDF paths (`markSvg`, svg-to-pdfkit, ADR 0116);
 * a PNG mark goes in as the PNG given (`markPng`, drawn large enough for print) in its box. Of the
 * renderer's SVG only its own markup is read: `<rect>` background, `<g fill>` groups of
 * `<path transform="matrix(…)" d>`.
 */
export interface SvgPdfInput {
  svg: string;
  canvas: { width: number; height: number };
  markPng?: Uint8Array | null;
  /** An SVG mark's document: drawn as vectors instead of `markPng`. */
  markSvg?: string | null;
  markBox?: { x: number; y: number; w: number; h: number } | null;
  title?: string;
}

export interface SvgShape {
  fill: string;
  matrix: [number, number, number, number, number, number];
  d: string;
}

/** The filled outlines of a renderer SVG, in drawing order. */
export function svgShapes(svg: string): { background: string | null; shapes: SvgShape[] } {
  const background =
    /<rect width="[\d.]+" height="[\d.]+" fill="(#[0-9a-fA-F]{6})"\/>/.exec(svg)?.[1] ?? null;
  const shapes: SvgShape[] = [];
  const group = /<g fill="(#[0-9a-fA-F]{6})">(.*?)<\/g>/gs;
  for (const g of svg.matchAll(group)) {
    const path = /<path transform="matrix\(([-\d.e ]+)\)" d="([^"]*)"\/>/g;
    for (const p of (g[2] as string).matchAll(path)) {
      const m = (p[1] as string).trim().split(/\s+/).map(Number);
      if (m.length !== 6 || m.some((n) => !Number.isFinite(n))) continue;
      shapes.push({ fill: g[1] as string, matrix: m as SvgShape['matrix'], d: p[2] as string });
    }
  }
  return { background, shapes };
}

/** Draws the shapes (and the mark) onto a pdfkit page at (x, y), scaled by `scale`. */
export function drawSvgOnPage(
  doc: PDFKit.PDFDocument,
  input: SvgPdfInput,
  at: { x: number; y: number; scale: number },
): void {
  const { shapes } = svgShapes(input.svg);
  doc.save();
  doc.translate(at.x, at.y).scale(at.scale);
  if (input.markSvg && input.markBox) {
    // An SVG mark stays vector: its own shapes drawn as PDF paths (ADR 0116).
    const b = input.markBox;
    SVGtoPDF(doc, input.markSvg, b.x, b.y, {
      width: b.w,
      height: b.h,
      preserveAspectRatio: 'xMidYMid meet',
      // Never a file or an address: only pictures inside the mark itself (its intake refuses
      // outside references already; this holds even for a mark stored before that check). With
      // no documentCallback, references to other documents are not followed.
      imageCallback: (link: string) => (/^data:image\/(png|jpeg);base64,/.test(link) ? link : ''),
      warningCallback: () => {},
    });
  } else if (input.markPng && input.markBox) {
    const b = input.markBox;
    doc.image(Buffer.from(input.markPng), b.x, b.y, { fit: [b.w, b.h], align: 'center', valign: 'center' });
  }
  for (const s of shapes) {
    doc.save();
    doc.transform(...s.matrix);
    doc.path(s.d).fill(s.fill);
    doc.restore();
  }
  doc.restore();
}

export function svgToPdf(input: SvgPdfInput): Promise<Buffer> {
  const { width, height } = input.canvas;
  const doc = new PDFDocument({
    size: [width, height],
    margin: 0,
    info: { Title: input.title ?? 'Logo', Producer: 'Logoya', Creator: 'Logoya brand kit' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawSvgOnPage(doc, input, { x: 0, y: 0, scale: 1 });
  doc.end();
  return done;
}
