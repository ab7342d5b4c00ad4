// The entry of a worker thread started from the TypeScript sources (tests, `npm run dev`): a
// worker does not inherit the parent's loader, so it registers tsx itself, then loads the
// TypeScript module named in workerData.entry. The compiled server (ADR 0067) starts its
// workers' .js files directly, with no loader (worker-thread.ts).
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
