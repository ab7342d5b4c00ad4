import { formatDate, padNumber } from '@logoya/core';
import {
  a4Document,
  C,
  type Doc,
  M,
  measure,
  PAGE_H,
  PAGE_W,
  put,
  rule,
  TOP,
  W,
} from '../invoice/pdf-layout.ts';
import type { CertificateInput } from './certificate-input.ts';
import { CERTIFICATE_TEXTS } from './certificate-text.ts';

const QR = 96;

/** The QR code as vector squares (crisp at any zoom, no raster step). */
async function qr(doc: Doc, text: string, x: number, y: number, size: number) {
  const { default: QRCode } = await import('qrcode');
  const code = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = code.modules.size;
  const cell = size / n;
  doc.save().fillColor('#000000');
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) if (code.modules.get(r, c)) doc.rect(x + c * cell, y + r * cell, cell, cell);
  }
  doc.fill().restore();
}

const kb = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${(bytes / 1024).toFixed(1)} KB`);

/**
 * The exclusivity certificate (issue 26, ADR 0108): A4, one page, in the order's language, drawn
 * with the invoice's fonts and layout helpers, in the invoice's worker thread.
 */
export async function renderCertificatePdf(input: CertificateInput): Promise<Buffer> {
  const t = CERTIFICATE_TEXTS[input.lang];
  const { doc, done } = await a4Document({
    lang: input.lang,
    info: { Title: `${t.title} ${input.number}`, Author: 'Logoya', Creator: 'Logoya' },
  });
  const date = (iso: string) => formatDate(iso, input.lang, { timeZone: input.timeZone, style: 'long' });
  const logo = `${input.logoName || padNumber(input.logoId)} (No. ${padNumber(input.logoId)})`;

  doc.rect(0, 0, PAGE_W, 6).fill(C.brand);
  let y = TOP;
  y += put(doc, t.title, M, y, { size: 24, bold: true, align: 'center' }) + 4;
  y += put(doc, t.subtitle, M, y, { size: 10, color: C.muted, align: 'center' }) + 10;
  y += put(doc, t.number, M, y, { size: 8.5, color: C.muted, align: 'center' }) + 2;
  y += put(doc, input.number, M, y, { size: 16, bold: true, color: C.brand, align: 'center' }) + 2;
  y += put(doc, t.version(input.version), M, y, { size: 8.5, color: C.muted, align: 'center' }) + 10;
  rule(doc, y);
  y += 14;

  if (input.picture) {
    const box = 170;
    doc.rect(M + (W - box) / 2, y, box, box).fill(C.fill);
    doc.image(Buffer.from(input.picture), M + (W - box) / 2 + 5, y + 5, {
      fit: [box - 10, box - 10],
      align: 'center',
      valign: 'center',
    });
    y += box + 12;
  }
  const rows: [string, string][] = [
    [t.logo, logo],
    ...(input.mainName || input.subName
      ? ([[t.names, [input.mainName, input.subName].filter(Boolean).join(' / ')]] as [string, string][])
      : []),
    [t.holder, input.holderLines.join('\n')],
    [t.purchased, date(input.purchasedAt)],
    [t.issued, date(input.issuedAt)],
  ];
  const labelW = 130;
  for (const [label, value] of rows) {
    put(doc, label, M, y + 1, { size: 9, color: C.muted, width: labelW });
    y += Math.max(put(doc, value, M + labelW, y, { size: 11, bold: true, width: W - labelW }), 14) + 4;
  }
  y += 6;
  const statement = t.statement(logo);
  const h = measure(doc, statement, { size: 10.5, width: W - 24 }) + 20;
  doc.rect(M, y, W, h).fill(C.tint);
  put(doc, statement, M + 12, y + 10, { size: 10.5, width: W - 24 });
  y += h + 14;

  y += put(doc, t.files, M, y, { size: 9, bold: true }) + 4;
  if (input.files.length === 0) y += put(doc, t.noFiles, M, y, { size: 9, color: C.muted }) + 4;
  for (const f of input.files) {
    y += put(doc, `${f.name} · ${kb(f.bytes)}`, M, y, { size: 9 }) + 1;
    y += put(doc, f.sha256, M, y, { size: 8, color: C.muted }) + 6;
  }

  const qrY = Math.max(y + 8, PAGE_H - 58 - QR - 8);
  rule(doc, qrY - 8);
  await qr(doc, input.verifyUrl, M, qrY, QR);
  let ty = qrY + 4;
  ty += put(doc, t.verify, M + QR + 16, ty, { size: 11, bold: true, width: W - QR - 16 }) + 3;
  ty += put(doc, t.verifyNote, M + QR + 16, ty, { size: 8.5, color: C.muted, width: W - QR - 16 }) + 4;
  put(doc, input.verifyUrl, M + QR + 16, ty, { size: 8.5, color: C.brand, width: W - QR - 16 });
  doc.end();
  return done;
}
