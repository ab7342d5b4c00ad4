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
