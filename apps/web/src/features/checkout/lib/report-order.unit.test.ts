import type { Order, OrderResult } from '@logoya/core';
import { describe, expect, it } from 'vitest';
import { reportUntilSettled } from './report-order.ts';

const order = { id: 12 } as Order;
const processing: OrderResult = { status: 'processing', message: 'Processing…' };

function clock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}

describe('reportUntilSettled', () => {
  it('reports again every 2 s while processing, then answers the order', async () => {
    const answers: OrderResult[] = [processing, processing, { status: 'succeeded', order }];
    const seen: string[] = [];
    const time = clock();
    const result = await reportUntilSettled(async () => answers.shift()!, {
      intervalMs: 2000,
      timeoutMs: 60_000,
      ...time,
      onProcessing: (m) => seen.push(m),
      stopped: () => false,
    });
    expect(result).toBe(order);
    expect(seen).toEqual(['Processing…', 'Processing…']);
    expect(time.now()).toBe(4000);
  });

  it('gives up after the time limit, and stops when the page is left', async () => {
    let calls = 0;
    const time = clock();
    const base = { intervalMs: 2000, timeoutMs: 60_000, ...time, onProcessing: () => {} };
    expect(
      await reportUntilSettled(
        async () => {
          calls++;
          return processing;
        },
        { ...base, stopped: () => false },
      ),
    ).toBe('timeout');
    // At 0, 2, 4, … and 60 s.
    expect(calls).toBe(31);
    expect(await reportUntilSettled(async () => processing, { ...base, stopped: () => true })).toBe(
      'stopped',
    );
  });

  it('lets a refusal through', async () => {
    await expect(
      reportUntilSettled(() => Promise.reject(new Error('402')), {
        intervalMs: 1,
        timeoutMs: 1,
        ...clock(),
        onProcessing: () => {},
        stopped: () => false,
      }),
    ).rejects.toThrow('402');
  });
});
