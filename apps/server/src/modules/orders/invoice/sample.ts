/**
 * Writes sample invoices (ja, en, vi) to a folder, to look at them:
 *   npx tsx apps/server/src/modules/orders/invoice/sample.ts /tmp/invoices
 *   pdftoppm -png -r 80 /tmp/invoices/invoice-ja.pdf /tmp/invoice-ja
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { sampleInvoice } from './sample-data.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npx tsx apps/server/src/modules/orders/invoice/sample.ts <folder> [lines 1-3]');
  process.exit(2);
}
const lineCount = Number(process.argv[3] ?? 3);
await fs.mkdir(dir, { recursive: true });
for (const lang of ['ja', 'en', 'vi'] as const) {
  const started = performance.now();
  const pdf = await renderInvoicePdf(sampleInvoice(lang, lineCount));
  const file = path.join(dir, `invoice-${lang}.pdf`);
  await fs.writeFile(file, pdf);
  console.log(`${file}: ${pdf.length} bytes in ${Math.round(performance.now() - started)} ms`);
}
