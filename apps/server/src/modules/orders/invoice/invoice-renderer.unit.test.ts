import { msg } from '@logoya/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../platform/http/errors.ts';
import { QueueFull } from '../../../platform/work/bounded-queue.ts';
import { createInvoiceCache, invoiceKey } from './invoice-cache.ts';
import { createInvoiceRenderer, type InvoiceRenderer, InvoiceRenderFailed } from './invoice-renderer.ts';
import { createInvoices, type Invoices } from './invoices.ts';
import { sampleInvoice } from './sample-data.ts';

const open: (InvoiceRenderer | Invoices)[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((r) => r.close()));
});
function renderer(options: Parameters<typeof createInvoiceRenderer>[0]) {
  const r = createInvoiceRenderer(options);
  open.push(r);
  return r;
}
function invoices(options: Parameters<typeof createInvoices>[0]) {
  const r = createInvoices(options);
  open.push(r);
  return r;
}
const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString('latin1') === '%PDF-';

// Each test starts worker threads, which load tsx, pdfkit and the fonts: seconds on a busy machine.
describe('createInvoiceRenderer (worker threads)', { timeout: 60_000 }, () => {
  it('renders in a worker thread, at most `workers` at once, and refuses past the queue', async () => {
    const r = renderer({ workers: 1, maxWaiting: 1 });
    const first = r.render(sampleInvoice('ja', 3));
    const second = r.render(sampleInvoice('en', 1));
    await expect(r.render(sampleInvoice('vi', 1))).rejects.toBeInstanceOf(QueueFull);
    const pdfs = await Promise.all([first, second]);
    expect(pdfs.every(isPdf)).toBe(true);
    expect(r.stats()).toMatchObject({ renders: 2, peakActive: 1, refused: 1, active: 0, threads: 1 });
  });

  it('runs up to `workers` threads side by side', async () => {
    const r = renderer({ workers: 2, maxWaiting: 10 });
    const pdfs = await Promise.all(['ja', 'en', 'vi', 'en'].map((l) => r.render(sampleInvoice(l as 'en'))));
    expect(pdfs.every(isPdf)).toBe(true);
    expect(r.stats()).toMatchObject({ renders: 4, peakActive: 2, refused: 0 });
    expect(r.stats().threads).toBeLessThanOrEqual(2);
  });

  it('fails a render that takes too long, and ends its thread', async () => {
    const r = renderer({ workers: 1, maxWaiting: 0, timeoutMs: 1 });
    await expect(r.render(sampleInvoice('ja', 3))).rejects.toBeInstanceOf(InvoiceRenderFailed);
    expect(r.stats()).toMatchObject({ threads: 0, active: 0, renders: 0 });
  });

  it('ends an idle thread, and its next render starts one again', async () => {
    const r = renderer({ workers: 1, maxWaiting: 0, idleMs: 20 });
    expect(isPdf(await r.render(sampleInvoice('en', 1)))).toBe(true);
    await vi.waitFor(() => expect(r.stats().threads).toBe(0), { timeout: 10_000, interval: 20 });
    expect(isPdf(await r.render(sampleInvoice('en', 1)))).toBe(true);
    expect(r.stats().renders).toBe(2);
  });

  it('after close, refuses to render', async () => {
    const r = renderer({ workers: 1, maxWaiting: 0 });
    await r.render(sampleInvoice('en', 1));
    await r.close();
    expect(r.stats().threads).toBe(0);
    await expect(r.render(sampleInvoice('en', 1))).rejects.toBeInstanceOf(InvoiceRenderFailed);
  });
});

describe('createInvoices (cache and shared renders)', { timeout: 60_000 }, () => {
  it('renders an invoice once, however many ask at the same time or later', async () => {
    const inv = invoices({ workers: 1, maxWaiting: 0, cacheBytes: 1024 * 1024 });
    const input = sampleInvoice('ja', 3);
    // Five at once with no waiting place: they share the one render, none is refused.
    const pdfs = await Promise.all(Array.from({ length: 5 }, () => inv.pdf(input)));
    expect(new Set(pdfs).size).toBe(1);
    expect(await inv.pdf({ ...input })).toBe(pdfs[0]);
    expect(inv.stats()).toMatchObject({ renders: 1, refused: 0 });
    expect(inv.stats().cache).toMatchObject({ entries: 1, bytes: pdfs[0]!.length });
    // Another input (here: the demo marks) is another invoice.
    const demo = await inv.pdf({ ...input, demo: true });
    expect(demo).not.toBe(pdfs[0]);
    expect(inv.stats().renders).toBe(2);
  });

  it('answers 503 with the catalogue message and Retry-After when the queue is full', async () => {
    const inv = invoices({ workers: 1, maxWaiting: 0, cacheBytes: 0 });
    const running = inv.pdf(sampleInvoice('ja', 3));
    const refused = await inv.pdf(sampleInvoice('en', 1)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      statusCode: 503,
      message: msg('receipt_busy'),
      headers: { 'retry-after': '5' },
    });
    expect(isPdf(await running)).toBe(true);
    // With no cache every request renders.
    await inv.pdf(sampleInvoice('ja', 3));
    expect(inv.stats()).toMatchObject({ renders: 2, cache: { entries: 0 } });
  });
});

describe('invoice cache', () => {
  it('keeps the most recently used invoices within its bytes', () => {
    const cache = createInvoiceCache(100);
    const pdf = (n: number) => Buffer.alloc(n);
    cache.set('a', pdf(40));
    cache.set('b', pdf(40));
    expect(cache.get('a')).toBeDefined();
    cache.set('c', pdf(40)); // over 100: b, the least recently used, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    cache.set('huge', pdf(101)); // larger than the whole cache: not kept, nothing evicted
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ entries: 2, bytes: 80 });
  });

  it('keys an invoice by everything it shows', () => {
    const input = sampleInvoice('en', 2);
    const key = invoiceKey(input);
    expect(invoiceKey(sampleInvoice('en', 2))).toBe(key);
    const changes = [
      { ...input, lang: 'ja' as const },
      { ...input, orderNumber: '00035' },
      { ...input, demo: true },
      { ...input, issuer: { ...input.issuer, registrationNumber: 'T9999999999999' } },
      { ...input, issuer: { ...input.issuer, name: 'Another Inc.' } },
      { ...input, recipient: { ...input.recipient, email: 'x@example.com' } },
      { ...input, issueDate: new Date('2025-03-02T00:00:00Z') },
      { ...input, lines: input.lines.slice(1) },
    ];
    for (const changed of changes) expect(invoiceKey(changed)).not.toBe(key);
  });
});
