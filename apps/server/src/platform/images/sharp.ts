import type sharpModule from 'sharp';

/**
 * sharp (libvips), loaded on first use, not at start: a shop that never draws or takes a picture
 * never loads it (ADR 0055). Every lazy user in the server loads it here, so libvips gets the
 * process's settings once (ADR 0118):
 * - **no operation cache.** libvips keeps recent operations to answer a repeat from memory; every
 *   picture the server draws is new (names, uploads), so the cache only cost bookkeeping and held
 *   their buffers;
 * - **one libvips thread per picture.** The server runs its pictures side by side through bounded
 *   queues (two lettering rasters, the image intake, the kits' worker), so each picture's own
 *   thread pool only added hand-overs between threads on a 2-core machine.
 * Measured on the lettering preview's PNG row (`bench:preview`, docs/performance.md).
 * The settings are libvips's, so they hold for a worker thread's sharp too (`configureSharp`).
 */
let loading: Promise<typeof sharpModule> | undefined;

export function configureSharp(sharp: typeof sharpModule): typeof sharpModule {
  sharp.cache(false);
  sharp.concurrency(1);
  return sharp;
}

export const loadSharp = (): Promise<typeof sharpModule> =>
  (loading ??= import('sharp').then((m) => configureSharp(m.default)));
