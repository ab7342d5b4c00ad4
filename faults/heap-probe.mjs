// Loaded into the shop process by `node --import ./faults/heap-probe.mjs` (faults/soak.ts): on
// SIGUSR2 it appends one JSON line of process.memoryUsage() to FAULTS_HEAP_FILE, after a full
// garbage collection when the process runs with --expose-gc (so garbage does not count as growth).
import fs from 'node:fs';

const file = process.env.FAULTS_HEAP_FILE;
if (file) {
  process.on('SIGUSR2', () => {
    globalThis.gc?.();
    const m = process.memoryUsage();
    const line = {
      at: Date.now(),
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      arrayBuffers: m.arrayBuffers,
    };
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  });
}
