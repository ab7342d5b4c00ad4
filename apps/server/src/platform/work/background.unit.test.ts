import { describe, expect, it } from 'vitest';
import { backgroundWork } from './background.ts';

describe('backgroundWork', () => {
  it('runs a task without the caller waiting, and idle() waits for it and for tasks it starts', async () => {
    const logged: string[] = [];
    const work = backgroundWork({ error: (_obj, msg) => logged.push(msg) });
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    work.run('first', async () => {
      await gate;
      order.push('first');
      work.run('second', async () => {
        order.push('second');
      });
    });
    order.push('caller');
    const idle = work.idle().then(() => order.push('idle'));
    await Promise.resolve();
    expect(order).toEqual(['caller']);
    release();
    await idle;
    expect(order).toEqual(['caller', 'first', 'second', 'idle']);
    expect(logged).toEqual([]);
  });

  it('logs a failing task under its name and never rejects', async () => {
    const logged: { msg: string; err: unknown }[] = [];
    const work = backgroundWork({
      error: (obj, msg) => logged.push({ msg, err: (obj as { err: unknown }).err }),
    });
    work.run('certificate not issued', async () => {
      throw new Error('disk gone');
    });
    work.run('thrown at once', () => {
      throw new Error('sync');
    });
    await work.idle();
    expect(logged.map((l) => [l.msg, (l.err as Error).message]).sort()).toEqual([
      ['certificate not issued', 'disk gone'],
      ['thrown at once', 'sync'],
    ]);
  });
});

describe('backgroundWork’s limit', () => {
  it('runs at most `concurrency` tasks at once and the rest in turn, losing none', async () => {
    const work = backgroundWork({ error: () => {} }, { concurrency: 2 });
    let running = 0;
    let most = 0;
    const done: number[] = [];
    for (let i = 0; i < 20; i++) {
      work.run(`task ${i}`, async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running--;
        done.push(i);
      });
    }
    await work.idle();
    expect(most).toBe(2);
    expect(done.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(work.stats().peakActive).toBe(2);
  });
});
