import { msg } from '@logoya/core';
import { AppError } from '../../../platform/http/errors.ts';
import { QueueFull } from '../../../platform/work/bounded-queue.ts';
import type { CertificateInput } from '../certificate/certificate-input.ts';
import { certificateKey, createInvoiceCache, invoiceKey } from './invoice-cache.ts';
import type { InvoiceInput } from './invoice-input.ts';
import { createInvoiceRenderer, InvoiceRenderFailed, type RendererStats } from './invoice-renderer.ts';
import type { PdfInput } from './invoice-worker.ts';

/**
 * Invoice PDFs for the receipt call (ADR 0078): from the cache when the same invoice was made
 * before, else rendered in a worker thread behind a bounded queue. Parallel requests for one
 * invoice share one render.
 */
export interface Invoices {
  /** The PDF; 503 with Retry-After when the queue is full or the render did not finish. */
  pdf(input: InvoiceInput): Promise<Buffer>;
  /** An exclusivity certificate's PDF (ADR 0108), the same way: cached per version, in the workers. */
  certificatePdf(input: CertificateInput): Promise<Buffer>;
  stats(): InvoiceStats;
  close(): Promise<void>;
}

export interface InvoiceStats extends RendererStats {
  cache: { entries: number; bytes: number; hits: number; misses: number };
}

/** How long a caller refused for a full queue should wait: a few renders' time. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export function createInvoices(options: {
  workers: number;
  maxWaiting: number;
  cacheBytes: number;
  timeoutMs?: number;
  idleMs?: number;
  /** Where a render that did not finish is reported. */
  log?: { warn(obj: object, message: string): void };
}): Invoices {
  const renderer = createInvoiceRenderer(options);
  const cache = createInvoiceCache(options.cacheBytes);
  const rendering = new Map<string, Promise<Buffer>>();

  const render = async (key: string, input: PdfInput): Promise<Buffer> => {
    try {
      const pdf = await renderer.render(input);
      cache.set(key, pdf);
      return pdf;
    } catch (error) {
      const retryAfter = { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) };
      if (error instanceof QueueFull) throw new AppError(503, msg('receipt_busy'), undefined, retryAfter);
      if (error instanceof InvoiceRenderFailed) {
        options.log?.warn({ err: error }, 'invoice render failed');
        throw new AppError(503, msg('service_unavailable'), undefined, retryAfter);
      }
      throw error;
    } finally {
      rendering.delete(key);
    }
  };

  const once = (key: string, input: PdfInput): Promise<Buffer> => {
    const cached = cache.get(key);
    if (cached) return Promise.resolve(cached);
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(key, input);
      rendering.set(key, pending);
    }
    return pending;
  };

  return {
    certificatePdf: (certificate) => once(certificateKey(certificate), { certificate }),
    pdf: (input) => once(invoiceKey(input), input),
    stats: () => ({ ...renderer.stats(), cache: cache.stats() }),
    close: () => renderer.close(),
  };
}
