import { parentPort } from 'node:worker_threads';
import type { CertificateInput } from '../certificate/certificate-input.ts';
import { renderCertificatePdf } from '../certificate/certificate-pdf.ts';
import type { InvoiceInput } from './invoice-input.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';

/**
 * The invoice worker thread (ADR 0078): renders one invoice (or exclusivity certificate, ADR 0108) at a time, off the server's event
 * loop, and sends the PDF's bytes back. Started by invoice-renderer.ts; the compiled server has it
 * as an entry point of its own (scripts/build-server.mjs).
 */
/** An invoice, or a certificate: both are pdfkit documents with the same fonts. */
export type PdfInput = InvoiceInput | { certificate: CertificateInput };
export interface RenderJob {
  id: number;
  input: PdfInput;
}
export type RenderReply = { id: number; pdf: Uint8Array } | { id: number; error: string };

const port = parentPort;
if (!port) throw new Error('invoice-worker.ts runs only as a worker thread');

port.on('message', async (job: RenderJob) => {
  let reply: RenderReply;
  let transfer: ArrayBuffer[] = [];
  try {
    const pdf =
      'certificate' in job.input
        ? await renderCertificatePdf(job.input.certificate)
        : await renderInvoicePdf(job.input);
    // A buffer of its own is handed over without a copy; a slice of a shared one is copied.
    const whole = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
    const bytes = whole ? new Uint8Array(pdf.buffer, 0, pdf.byteLength) : new Uint8Array(pdf);
    reply = { id: job.id, pdf: bytes };
    transfer = [bytes.buffer as ArrayBuffer];
  } catch (error) {
    reply = { id: job.id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
  port.postMessage(reply, transfer);
});
