import { describe, expect, it } from 'vitest';
import { boundedQueue, QueueFull } from './bounded-queue.ts';

/** A task the test finishes when it chooses, and whether it has started. */
function gate<T>(value: T) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const task = { started: false, open, run: async () => {} } as {
    started: boolean;
    open: () => void;
    run: () => Promise<T>;
  };
  task.run = async () => {
    task.started = true;
    await opened;
    return value;
  };
  return task;
}

/** Lets every promise callback that is ready run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('boundedQueue', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const queue = boundedQueue({ concurrency: 2, maxWaiting: 10 });
    const tasks = [1, 2, 3, 4, 5].map((n) => gate(n));
    const order: number[] = [];
    const results = tasks.map((t) =>
      queue.run(t.run).then((v) => {
        order.push(v);
        return v;
      }),
    );
    await settle();
    expect(tasks.map((t) => t.started)).toEqual([true, true, false, false, false]);
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 3 });
    tasks[1]!.open();
    await settle();
    expect(tasks.map((t) => t.started)).toEqual([true, true, true, false, false]);
    for (const t of tasks) t.open();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(order.slice(0, 1)).toEqual([2]);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, peakActive: 2, refused: 0 });
  });

  it('refuses at once with QueueFull when the running and waiting places are taken', async () => {
    const queue = boundedQueue({ concurrency: 1, maxWaiting: 2 });
    const tasks = [gate('a'), gate('b'), gate('c')];
    const accepted = tasks.map((t) => queue.run(t.run));
    const refused = gate('d');
    await expect(queue.run(refused.run)).rejects.toBeInstanceOf(QueueFull);
    expect(refused.started).toBe(false);
    expect(queue.stats()).toMatchObject({ active: 1, waiting: 2, refused: 1 });
    for (const t of tasks) t.open();
    expect(await Promise.all(accepted)).toEqual(['a', 'b', 'c']);
    // Places free again: the next task runs.
    expect(await queue.run(async () => 'e')).toBe('e');
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, peakActive: 1, refused: 1 });
  });

  it('frees the place of a task that fails, and passes its error on', async () => {
    const queue = boundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(
      queue.run(async () => {
        throw new Error('sync boom');
      }),
    ).rejects.toThrow('sync boom');
    expect(await queue.run(async () => 1)).toBe(1);
    expect(queue.stats().active).toBe(0);
  });

  it('with no waiting places, refuses everything past the running ones', async () => {
    const queue = boundedQueue({ concurrency: 3, maxWaiting: 0 });
    const tasks = Array.from({ length: 3 }, (_, i) => gate(i));
    const accepted = tasks.map((t) => queue.run(t.run));
    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => queue.run(async () => 9)));
    expect(outcomes.every((o) => o.status === 'rejected' && o.reason instanceof QueueFull)).toBe(true);
    for (const t of tasks) t.open();
    await Promise.all(accepted);
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, peakActive: 3, refused: 5 });
  });

  it('with endless waiting places, refuses nothing and still runs `concurrency` at once', async () => {
    const queue = boundedQueue({ concurrency: 2, maxWaiting: Number.POSITIVE_INFINITY });
    const tasks = Array.from({ length: 50 }, (_, i) => gate(i));
    const results = tasks.map((t) => queue.run(t.run));
    await settle();
    expect(queue.stats()).toMatchObject({ active: 2, waiting: 48, refused: 0 });
    for (const t of tasks) t.open();
    expect(await Promise.all(results)).toEqual(tasks.map((_, i) => i));
    expect(queue.stats()).toEqual({ active: 0, waiting: 0, peakActive: 2, refused: 0 });
  });

  it('rejects limits that would let nothing run', () => {
    expect(() => boundedQueue({ concurrency: 0, maxWaiting: 1 })).toThrow();
    expect(() => boundedQueue({ concurrency: 1, maxWaiting: -1 })).toThrow();
    expect(() => boundedQueue({ concurrency: 1, maxWaiting: Number.NaN })).toThrow();
    expect(() => boundedQueue({ concurrency: Number.POSITIVE_INFINITY, maxWaiting: 1 })).toThrow();
  });
});
