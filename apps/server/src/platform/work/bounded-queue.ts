/**
 * Heavy work behind a limit (ARCHITECTURE.md: never unbounded): at most `concurrency` tasks run
 * at once, at most `maxWaiting` more wait their turn in arrival order, and past that a task is
 * refused at once with `QueueFull` instead of piling up. The caller turns the refusal into an
 * answer (503 with Retry-After for the invoices, ADR 0078). With `maxWaiting: Infinity` nothing is
 * refused: every task waits its turn, for work whose callers are already bounded elsewhere (an
 * upload's body is read before it queues; the image and zip intakes). The one limiter of the
 * server (ADR 0084).
 */
export class QueueFull extends Error {
  constructor() {
    super('the queue is full');
    this.name = 'QueueFull';
  }
}

export interface QueueStats {
  /** Tasks running now. */
  active: number;
  /** Tasks waiting for a free place. */
  waiting: number;
  /** The most that ever ran at once. */
  peakActive: number;
  /** Tasks refused because the queue was full. */
  refused: number;
}

export interface BoundedQueue {
  /** Runs `task` when a place is free; rejects with `QueueFull` when none is and the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  stats(): QueueStats;
}

export function boundedQueue(options: { concurrency: number; maxWaiting: number }): BoundedQueue {
  const { concurrency, maxWaiting } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be at least 1');
  if (!(Number.isInteger(maxWaiting) || maxWaiting === Number.POSITIVE_INFINITY) || maxWaiting < 0)
    throw new Error('maxWaiting must be 0 or more');
  const waiting: (() => void)[] = [];
  let active = 0;
  let peakActive = 0;
  let refused = 0;

  const start = () => {
    active++;
    peakActive = Math.max(peakActive, active);
  };
  const finish = () => {
    const next = waiting.shift();
    // The place passes straight to the next waiting task, so none can overtake it.
    if (next) next();
    else active--;
  };

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active < concurrency) start();
      else if (waiting.length < maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else {
        refused++;
        throw new QueueFull();
      }
      try {
        return await task();
      } finally {
        finish();
      }
    },
    stats: () => ({ active, waiting: waiting.length, peakActive, refused }),
  };
}
