import { parentPort } from 'node:worker_threads';
import sharp from 'sharp';
import { configureSharp } from '../../platform/images/sharp.ts';
import type { KitInput } from './kit-input.ts';
import { buildKit } from './kit-zip.ts';

/**
 * The kit worker thread (ADR 0106): builds one kit, off the server's event loop, reporting its
 * progress, and sends the zip's bytes and contents list back. kit-threads.ts sends one kit at a
 * time and keeps the thread a while for the next; the compiled server has it as an entry point of its own (scripts/build-server.mjs).
 */
export type KitWorkerReply =
  | { kind: 'progress'; percent: number }
  | { kind: 'done'; zip: Uint8Array; files: import('./kit-input.ts').KitFile[] }
  | { kind: 'error'; error: string };

// libvips's settings are the process's; a kit may be the first picture it draws (ADR 0118).
configureSharp(sharp);

const port = parentPort;
if (!port) throw new Error('kit-worker.ts runs only as a worker thread');

port.on('message', async (input: KitInput) => {
  try {
    const kit = await buildKit(input, (percent) => port.postMessage({ kind: 'progress', percent }));
    port.postMessage({ kind: 'done', zip: kit.zip, files: kit.files } satisfies KitWorkerReply, [
      kit.zip.buffer as ArrayBuffer,
    ]);
  } catch (error) {
    const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
    port.postMessage({ kind: 'error', error: text } satisfies KitWorkerReply);
  }
});
