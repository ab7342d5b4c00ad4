import { Worker } from 'node:worker_threads';

/**
 * Runs `work` (one request, say) that must settle within `ms`. A slow answer rejects as usual. A
 * synchronous endless loop blocks this thread's event loop, so no timer here can fire and the test
 * would hang until the heap runs out: a watchdog thread, with an event loop of its own, then
 * writes why to stderr and ends this test process (the api project runs each file in a fork of its
 * own), so the run fails instead of hanging (issue 22: GET /api/dashboard/stats?to=9999-12-31).
 */
export async function withinDeadline<T>(label: string, ms: number, work: () => Promise<T>): Promise<T> {
  const graceMs = 3_000;
  const watchdog = new Worker(
    `const { workerData } = require('node:worker_threads');
     setTimeout(() => {
       require('node:fs').writeSync(2, '\\n' + workerData.label + ': the event loop was blocked for more than ' +
         workerData.after + ' ms; ending the test process instead of hanging.\\n');
       process.kill(process.pid, 'SIGKILL');
     }, workerData.after);`,
    { eval: true, workerData: { label, after: ms + graceMs } },
  );
  watchdog.unref();
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
    await watchdog.terminate();
  }
}

/**
 * Watches this thread's event loop while a request is in flight: a heartbeat written every 100 ms
 * into shared memory, read by a watchdog thread. When the loop has not beaten for `blockedMs`
 * during a request (a synchronous endless loop, say), the watchdog writes that request (the
 * `doing` label) to stderr and ends the process, so a fuzz run reports the request that hung it
 * instead of hanging. Between requests (`idle`) nothing is judged: the generator's own synchronous
 * work may take seconds on a machine whose cores are shared, and is not a request that hangs
 * (a CI run under heavy load was ended by it before its first request). Neither the heartbeat nor
 * the thread keeps the process alive; `stop` ends both.
 */
export function watchEventLoop(blockedMs: number): {
  doing(label: string): void;
  idle(): void;
  stop(): Promise<void>;
} {
  const beat = new BigInt64Array(new SharedArrayBuffer(8));
  const tick = () => Atomics.store(beat, 0, BigInt(Date.now()));
  tick();
  const ticking = setInterval(tick, 100);
  ticking.unref();
  const watchdog = new Worker(
    `const { workerData, parentPort } = require('node:worker_threads');
     let doing = null;
     parentPort.on('message', (label) => { doing = label; });
     setInterval(() => {
       if (doing === null) return;
       const blocked = Date.now() - Number(Atomics.load(workerData.beat, 0));
       if (blocked <= workerData.blockedMs) return;
       require('node:fs').writeSync(2, '\\nThe event loop has been blocked for ' + blocked + ' ms, during: ' +
         doing + '\\nEnding the process instead of hanging.\\n');
       process.kill(process.pid, 'SIGKILL');
     }, 250);`,
    { eval: true, workerData: { beat, blockedMs } },
  );
  watchdog.unref();
  return {
    // A beat first: the loop is turning now, whatever the generator did before.
    doing: (label) => {
      tick();
      watchdog.postMessage(label);
    },
    idle: () => {
      tick();
      watchdog.postMessage(null);
    },
    // A worker of the test runner goes on to other files in the same process: the watch ends with
    // the app it watches.
    async stop() {
      clearInterval(ticking);
      await watchdog.terminate();
    },
  };
}
