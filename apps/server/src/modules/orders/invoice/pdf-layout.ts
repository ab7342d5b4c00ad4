import { loadInvoiceFonts } from './fonts.ts';

/**
 * Drawing primitives for the invoice: A4 geometry, the palette, and text placed at absolute
 * positions (pdfkit's flowing cursor would start pages on its own; layout here decides).
 */
export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
export const M = 48;
/** The first line's top: a little above the side margin, under the brand bar. */
export const TOP = 40;
export const W = PAGE_W - 2 * M;
/** Content stops here; the footer lives below it. */
export const CONTENT_BOTTOM = PAGE_H - 58;
export const C = {
  text: '#1f2937',
  muted: '#6b7280',
  line: '#e5e7eb',
  fill: '#f9fafb',
  brand: '#ca3500',
  tint: '#fff7ed',
  paid: '#15803d',
  /** The demo marks (ADR 0078). */
  demo: '#b91c1c',
  demoBand: '#fee2e2',
};

export type Doc = PDFKit.PDFDocument;
export interface Style {
  size?: number;
  bold?: boolean;
  color?: string;
  width?: number;
  align?: 'left' | 'right' | 'center';
  /** One line, never wrapped: text that must not start a new page (the footer). */
  oneLine?: boolean;
}

export function style(doc: Doc, s: Style): Doc {
  return doc
    .font(s.bold ? 'bold' : 'regular')
    .fontSize(s.size ?? 9.5)
    .fillColor(s.color ?? C.text);
}

/** Writes text at an absolute position and returns its height. */
export function put(doc: Doc, text: string, x: number, y: number, s: Style = {}): number {
  style(doc, s).text(text, x, y, {
    width: s.width ?? W,
    align: s.align ?? 'left',
    lineGap: 1.5,
    ...(s.oneLine ? { lineBreak: false, height: 12 } : {}),
  });
  return doc.y - y;
}

export function measure(doc: Doc, text: string, s: Style): number {
  return style(doc, s).heightOfString(text, { width: s.width ?? W, lineGap: 1.5 });
}

export function rule(doc: Doc, y: number, color = C.line, x = M, width = W): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.75)
    .strokeColor(color)
    .stroke();
}

/** Label/value rows, labels left and values right-aligned inside [x, x + width]. */
export function pairs(doc: Doc, rows: [string, string, Style?][], x: number, y: number, width: number) {
  const labelW = Math.round(width * 0.38);
  for (const [label, value, s] of rows) {
    put(doc, label, x, y + 0.5, { size: 8.5, color: C.muted, width: labelW });
    const h = put(doc, value, x + labelW, y, { ...s, width: width - labelW, align: 'right' });
    y += Math.max(h, 13) + 1;
  }
  return y;
}

/** The PDF's language tag (screen readers and text extraction), by the shop's language. */
const LANG_TAG = { ja: 'ja-JP', en: 'en', vi: 'vi-VN' } as const;

/**
 * A new A4 document in the shop's PDF look (the invoice's and the certificate's): the house
 * margins (a small bottom one: the layout breaks pages itself, so a footer never starts a page),
 * the invoice fonts registered as `regular` and `bold`, and `done`, the whole file once
 * `doc.end()` is called. pdfkit loads on first use, in the worker that renders.
 */

export async function a4Document(options: {
  lang: keyof typeof LANG_TAG;
  info: PDFKit.DocumentInfo;
  bufferPages?: boolean;
}): Promise<{ doc: Doc; done: Promise<Buffer> }> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), loadInvoiceFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: M, bottom: 20, left: M, right: M },
    bufferPages: options.bufferPages ?? false,
    lang: LANG_TAG[options.lang],
    info: options.info,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', fonts.regular);
  doc.registerFont('bold', fonts.bold);
  return { doc, done };
}
