import { createHash } from 'node:crypto';
import { createByteLru } from '../../../platform/cache/byte-lru.ts';
import type { CertificateInput } from '../certificate/certificate-input.ts';
import type { InvoiceInput } from './invoice-input.ts';

/**
 * Rendered invoices kept in memory (ADR 0078): least recently used first out, within `maxBytes`
 * (0: nothing kept). A paid order's invoice never changes, so an entry is never stale as long as
 * its key covers everything the PDF shows; `invoiceKey` takes the whole render input for that.
 */
export interface InvoiceCache {
  get(key: string): Buffer | undefined;
  set(key: string, pdf: Buffer): void;
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/**
 * Bump when the layout or the texts of the invoice change, so that a cache which outlives the
 * code (none does today: it lives in the process) could not serve the old look.
 */
const LAYOUT_VERSION = 2;

/**
 * The cache key of an invoice: a hash of everything it is drawn from (the order's numbers, dates,
 * language, recipient and lines, the issuer's settings, whether the demo marks are drawn) and the
 * layout version. A changed setting makes a new key; the old entry ages out.
 */
export function invoiceKey(input: InvoiceInput): string {
  return createHash('sha256')
    .update(JSON.stringify({ v: LAYOUT_VERSION, input }))
    .digest('base64url');
}

/**
 * A certificate's key: its number names one version, whose contents never change; the language,
 * zone and verification address (settings) are added, the picture is the version's own.
 */
export function certificateKey(input: CertificateInput): string {
  const { picture: _picture, ...rest } = input;
  return createHash('sha256')
    .update(JSON.stringify({ certificate: rest, v: 1 }))
    .digest('base64url');
}

export function createInvoiceCache(maxBytes: number): InvoiceCache {
  return createByteLru<Buffer>(maxBytes, (pdf) => pdf.length);
}
