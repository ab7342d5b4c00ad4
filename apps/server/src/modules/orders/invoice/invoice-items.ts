import { padNumber } from '@logoya/core';
import type { InvoiceInput, InvoiceLine } from './invoice-input.ts';
import { type InvoiceTexts, money } from './invoice-text.ts';
import {
  C,
  CONTENT_BOTTOM,
  type Doc,
  M,
  measure,
  PAGE_W,
  put,
  rule,
  type Style,
  TOP,
  W,
} from './pdf-layout.ts';

/** The items table: one block per logo (name, main/sub names, options, subtotal), broken across pages. */
const AMOUNT_W = 120;
const DESC_W = W - AMOUNT_W - 28;

/** A new page that names the invoice it continues; returns where content starts. */
export function continuation(doc: Doc, input: InvoiceInput, t: InvoiceTexts): number {
  doc.addPage();
  doc.rect(0, 0, PAGE_W, 6).fill(C.brand);
  const text = `${t.title} · ${t.invoiceNumber} ${input.invoiceNumber} · ${t.orderNumber} ${input.orderNumber}`;
  return TOP + put(doc, text, M, TOP, { size: 8.5, color: C.muted }) + 12;
}

function tableHeader(doc: Doc, t: InvoiceTexts, y: number): number {
  doc.rect(M, y, W, 22).fill(C.fill);
  rule(doc, y + 22, '#d1d5db');
  put(doc, t.description, M + 10, y + 6, { size: 8.5, bold: true, color: C.muted, width: DESC_W });
  put(doc, t.amount, M + W - AMOUNT_W - 10, y + 6, {
    size: 8.5,
    bold: true,
    color: C.muted,
    width: AMOUNT_W,
    align: 'right',
  });
  return y + 30;
}

interface Row {
  text: string;
  amount?: string;
  style: Style;
  indent: number;
}

function lineRows(line: InvoiceLine, input: InvoiceInput, t: InvoiceTexts): Row[] {
  const cur = input.currency;
  const rows: Row[] = [
    {
      text: t.logo(line.logoName, padNumber(line.logoId)),
      amount: money(line.price, cur),
      style: { size: 10, bold: true },
      indent: 0,
    },
    {
      text: `${t.mainName}${t.colon}${line.mainName}   /   ${t.subName}${t.colon}${line.subName}`,
      style: { size: 8.5, color: C.muted },
      indent: 0,
    },
  ];
  if (line.logoManual) {
    rows.push({
      text: `+ ${t.optionManual}`,
      amount: money(line.logoManualPrice, cur),
      style: {},
      indent: 10,
    });
  }
  if (line.logoMotion) {
    rows.push({
      text: `+ ${t.optionMotion}`,
      amount: money(line.logoMotionPrice, cur),
      style: {},
      indent: 10,
    });
  }
  if (line.logoManual || line.logoMotion) {
    rows.push({
      text: t.lineSubtotal,
      amount: money(line.lineTotal, cur),
      style: { bold: true },
      indent: -1,
    });
  }
  return rows;
}

export function items(doc: Doc, input: InvoiceInput, t: InvoiceTexts, top: number): number {
  let y = tableHeader(doc, t, top);
  for (const line of input.lines) {
    const rows = lineRows(line, input, t);
    const heights = rows.map((r) =>
      Math.max(measure(doc, r.text, { ...r.style, width: DESC_W - r.indent }), 12),
    );
    const needed = heights.reduce((a, b) => a + b + 1, 0) + 14;
    if (y + needed > CONTENT_BOTTOM) y = tableHeader(doc, t, continuation(doc, input, t));
    rows.forEach((row, i) => {
      const amountX = M + W - AMOUNT_W - 10;
      if (row.indent < 0) {
        // The line's subtotal sits under the amounts, as a sum does on paper.
        rule(doc, y - 1, C.line, amountX + 30, AMOUNT_W - 30);
        put(doc, row.text, amountX - 110, y + 2, { size: 8.5, color: C.muted, width: 130, align: 'right' });
        put(doc, row.amount ?? '', amountX, y + 2, { ...row.style, width: AMOUNT_W, align: 'right' });
        y += heights[i]! + 5;
        return;
      }
      put(doc, row.text, M + 10 + row.indent, y, { ...row.style, width: DESC_W - row.indent });
      if (row.amount) put(doc, row.amount, amountX, y, { ...row.style, width: AMOUNT_W, align: 'right' });
      y += heights[i]! + 1;
    });
    y += 5;
    rule(doc, y);
    y += 9;
  }
  return y;
}
