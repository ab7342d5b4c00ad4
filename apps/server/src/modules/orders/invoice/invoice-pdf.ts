import type { InvoiceInput } from './invoice-input.ts';
import { continuation, items } from './invoice-items.ts';
import {
  demoLines,
  formatInvoiceDate,
  INVOICE_TEXTS,
  type InvoiceTexts,
  invoiceTimeZone,
  money,
  recipientLines,
} from './invoice-text.ts';
import {
  a4Document,
  C,
  CONTENT_BOTTOM,
  type Doc,
  M,
  measure,
  PAGE_H,
  PAGE_W,
  pairs,
  put,
  rule,
  TOP,
  W,
} from './pdf-layout.ts';

export type { InvoiceInput, InvoiceLine } from './invoice-input.ts';

const COL_W = W / 2 - 16;
const RIGHT_X = M + W / 2 + 16;

/** Title on the left; the issuer and its registration number top right, as Japanese invoices have it. */
function header(doc: Doc, input: InvoiceInput, t: InvoiceTexts): number {
  doc.rect(0, 0, PAGE_W, 6).fill(C.brand);
  const left = TOP - 4 + put(doc, t.title, M, TOP - 4, { size: 24, bold: true, width: COL_W });
  let right = TOP - 2 + put(doc, t.issuer, RIGHT_X, TOP - 2, { size: 8, color: C.muted, width: COL_W }) + 2;
  right +=
    put(doc, input.issuer.name, RIGHT_X, right, { size: 11, bold: true, color: C.brand, width: COL_W }) + 1;
  right += put(doc, input.issuer.address, RIGHT_X, right, { size: 8.5, color: C.muted, width: COL_W }) + 1;
  right += put(doc, `${t.registrationNumber}${t.colon}${input.issuer.registrationNumber}`, RIGHT_X, right, {
    size: 9,
    width: COL_W,
  });
  const y = Math.max(left, right) + 10;
  rule(doc, y);
  return y + 14;
}

/** The recipient on the left; the numbers, dates, payment method and status on the right. */
function parties(doc: Doc, input: InvoiceInput, t: InvoiceTexts, top: number): number {
  let left = top + put(doc, t.billTo, M, top, { size: 8, color: C.muted }) + 3;
  recipientLines(input.lang, input.recipient.company, input.recipient.name).forEach((line, i) => {
    left += put(doc, line, M, left, { size: i === 0 ? 13 : 11, bold: i === 0, width: COL_W }) + 2;
  });
  if (input.recipient.email) {
    left += put(doc, input.recipient.email, M, left, { size: 9, color: C.muted, width: COL_W });
  }
  const right = pairs(
    doc,
    [
      [t.invoiceNumber, input.invoiceNumber],
      [t.orderNumber, input.orderNumber],
      [t.issueDate, formatInvoiceDate(input.issueDate, input.lang, input.timeZone)],
      [t.purchaseDate, formatInvoiceDate(input.purchaseDate, input.lang, input.timeZone)],
      [t.timeZone, invoiceTimeZone(input.purchaseDate, input.lang, input.timeZone)],
      [t.paymentMethod, t.paymentMethods[input.paymentMethod]],
      [t.status, t.paid, { bold: true, color: C.paid }],
    ],
    RIGHT_X,
    top - 1,
    COL_W,
  );
  return Math.max(left, right) + 12;
}

function totalBox(doc: Doc, input: InvoiceInput, t: InvoiceTexts, top: number): number {
  const y = top + put(doc, t.intro, M, top, { size: 9.5 }) + 8;
  const h = 50;
  doc.roundedRect(M, y, W, h, 6).fill(C.tint);
  doc.rect(M, y, 4, h).fill(C.brand);
  put(doc, t.totalDue, M + 18, y + 10, { size: 10, bold: true, width: W / 2 });
  const taxLine = t.taxByRate(
    input.taxPercent,
    money(input.total, input.currency),
    money(input.tax, input.currency),
  );
  put(doc, taxLine, M + 18, y + 28, { size: 8.5, color: C.muted, width: W / 2 + 40 });
  put(doc, money(input.total, input.currency), M + W / 2, y + 11, {
    size: 22,
    bold: true,
    color: C.brand,
    width: W / 2 - 18,
    align: 'right',
  });
  return y + h + 14;
}

const SUMMARY_W = 270;

/** Total and tax per rate, right-aligned, closed by a double rule as on a paper invoice. */
function totals(doc: Doc, input: InvoiceInput, t: InvoiceTexts, top: number): number {
  const x = M + W - SUMMARY_W;
  const amountW = 110;
  const labelH = put(doc, t.total, x, top + 1, { size: 10.5, bold: true, width: SUMMARY_W - amountW - 10 });
  put(doc, money(input.total, input.currency), x + SUMMARY_W - amountW - 10, top, {
    size: 12,
    bold: true,
    width: amountW,
    align: 'right',
  });
  const taxTop = top + Math.max(labelH, 18) + 3;
  const taxLine = t.taxByRate(
    input.taxPercent,
    money(input.total, input.currency),
    money(input.tax, input.currency),
  );
  const y =
    taxTop +
    put(doc, taxLine, x, taxTop, { size: 8.5, color: C.muted, width: SUMMARY_W - 10, align: 'right' });
  rule(doc, y + 5, C.text, x, SUMMARY_W);
  rule(doc, y + 7.5, C.text, x, SUMMARY_W);
  return y + 8;
}

/** Delivery (data download, no shipping cost), beside the totals. */
function delivery(doc: Doc, t: InvoiceTexts, top: number, width: number): number {
  const y = top + put(doc, t.delivery, M, top, { size: 8, color: C.muted, width }) + 1;
  return y + put(doc, t.deliveryValue, M, y, { size: 9.5, width });
}

/** Delivery on the left, totals on the right; kept together on one page. */
function summary(doc: Doc, input: InvoiceInput, t: InvoiceTexts, top: number): number {
  const deliveryW = W - SUMMARY_W - 30;
  const needed = Math.max(measure(doc, t.deliveryValue, { width: deliveryW }) + 14, 56);
  const y = top + needed > CONTENT_BOTTOM ? continuation(doc, input, t) : top;
  return Math.max(delivery(doc, t, y, deliveryW), totals(doc, input, t, y));
}

/**
 * An invoice made with demo settings (ADR 0078) says so on every page: a band above the title
 * with the words as text (what a reader or a text extractor meets first), and the same words large,
 * pale and diagonal across the page, so that no copy or crop passes for a real invoice, yet every
 * figure stays readable. English always, and the invoice's own language beside it.
 */
function demoMarks(doc: Doc, lines: string[]): void {
  doc.rect(0, 6, PAGE_W, 20).fill(C.demoBand);
  put(doc, lines.join('   /   '), M, 11, { size: 8.5, bold: true, color: C.demo, width: W, oneLine: true });
  const cx = PAGE_W / 2;
  const cy = PAGE_H / 2;
  const width = 720;
  doc.save();
  doc.rotate(-35, { origin: [cx, cy] });
  doc.fillOpacity(0.14);
  let y = cy - (lines.length === 1 ? 22 : 38);
  lines.forEach((line, i) => {
    const size = i === 0 ? 38 : 26;
    put(doc, line, cx - width / 2, y, {
      size,
      bold: true,
      color: C.demo,
      width,
      align: 'center',
      oneLine: true,
    });
    y += size * 1.5;
  });
  doc.restore();
}

function footers(doc: Doc, input: InvoiceInput, t: InvoiceTexts): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    if (input.demo) demoMarks(doc, demoLines(input.lang));
    const y = PAGE_H - 50;
    rule(doc, y);
    const issuer = `${input.issuer.name} · ${t.registrationNumber}${t.colon}${input.issuer.registrationNumber}`;
    put(doc, issuer, M, y + 8, { size: 7.5, color: C.muted, width: W - 90, oneLine: true });
    put(doc, t.footer, M, y + 20, { size: 7.5, color: C.muted, width: W - 90, oneLine: true });
    put(doc, t.page(i + 1, range.count), M + W - 90, y + 8, {
      size: 7.5,
      color: C.muted,
      width: 90,
      align: 'right',
      oneLine: true,
    });
  }
}

/**
 * The invoice of a paid order as an A4 PDF in the order's language. For ja it is a qualified
 * invoice (適格請求書): issuer and registration number, transaction date, items, the total and
 * its consumption tax per rate, and the recipient.
 */
export async function renderInvoicePdf(input: InvoiceInput): Promise<Buffer> {
  // pdfkit (with fontkit) is loaded on the first invoice, not at start: about 10 MB that a shop
  // without paid orders never needs (ADR 0055).
  const t = INVOICE_TEXTS[input.lang];
  const { doc, done } = await a4Document({
    bufferPages: true,
    lang: input.lang,
    info: {
      Title: `${t.title} ${input.invoiceNumber}`,
      Author: input.issuer.name,
      Subject: `${t.orderNumber} ${input.orderNumber}`,
      Creator: 'Logoya',
    },
  });

  let y = header(doc, input, t);
  y = parties(doc, input, t, y);
  y = totalBox(doc, input, t, y);
  y = items(doc, input, t, y);
  summary(doc, input, t, y + 4);
  footers(doc, input, t);
  doc.end();
  return done;
}
