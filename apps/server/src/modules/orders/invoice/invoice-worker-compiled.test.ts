import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import type { RenderReply } from './invoice-worker.ts';
import { sampleInvoice } from './sample-data.ts';

// `npm start` runs the server compiled by scripts/build-server.mjs (ADR 0067). The invoice worker
// thread is an entry point of that build, a file beside the chunks that start it by name
// (platform/work/worker-thread.ts, ADR 0078). This renders an invoice with the compiled worker, with no
// TypeScript loader, as the compiled server does.
const root = path.resolve(import.meta.dirname, '../../../../../..');
type BuildModule = {
  currentBuild(): { dir: string; startedAt: number; inputs: string[] } | null;
  staleReason(build: { startedAt: number; inputs: string[] }): string | null;
  buildServer(): Promise<{ dir: string }>;
};

async function freshBuild(): Promise<string> {
  const build = (await import(path.join(root, 'scripts/build-server.mjs'))) as BuildModule;
  const current = build.currentBuild();
  if (current && build.staleReason(current) === null) return current.dir;
  return (await build.buildServer()).dir;
}

describe('the compiled invoice worker', () => {
  it('is built beside the chunks that start it, and renders an invoice with no loader', async () => {
    const dir = await freshBuild();
    const file = path.join(dir, 'invoice-worker.js');
    expect(fs.existsSync(file)).toBe(true);
    // The code that starts it asks for "invoice-worker" next to its own chunk, in this folder.
    const starters = fs
      .readdirSync(dir)
      .filter(
        (f) => f.endsWith('.js') && fs.readFileSync(path.join(dir, f), 'utf8').includes('"invoice-worker"'),
      );
    expect(starters.length).toBeGreaterThan(0);

    const worker = new Worker(file, { execArgv: [] });
    try {
      const reply = await new Promise<RenderReply>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ id: 7, input: { ...sampleInvoice('ja', 3), demo: true } });
      });
      expect(reply.id).toBe(7);
      if ('error' in reply) throw new Error(reply.error);
      expect(Buffer.from(reply.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    } finally {
      await worker.terminate();
    }
  }, 120_000);
});
