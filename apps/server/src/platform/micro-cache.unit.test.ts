import { describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';

describe('createMicroCache', () => {
  it('serves a value until it expires', async () => {
    let clock = 0;
    const cache = createMicroCache({ ttlMs: 1000, now: () => clock });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.get('k', compute)).toBe(1);
    clock = 999;
    expect(await cache.get('k', compute)).toBe(1);
    clock = 1000;
    expect(await cache.get('k', compute)).toBe(2);
  });

  it('shares one computation between concurrent misses', async () => {
    const cache = createMicroCache({ ttlMs: 1000 });
    let calls = 0;
    const compute = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    const values = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', compute)));
    expect(values).toEqual(Array(10).fill(1));
    expect(calls).toBe(1);
  });

  it('does not keep failures, and clear() drops everything', async () => {
    const cache = createMicroCache({ ttlMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('k', async () => 'ok')).toBe('ok');
    cache.clear();
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('is off with a zero lifetime and keeps at most maxEntries', async () => {
    const off = createMicroCache({ ttlMs: 0 });
    let n = 0;
    await off.get('k', async () => ++n);
    await off.get('k', async () => ++n);
    expect(n).toBe(2);
    const small = createMicroCache({ ttlMs: 1000, maxEntries: 2 });
    let m = 0;
    for (const key of ['a', 'b', 'c']) await small.get(key, async () => ++m);
    expect(await small.get('a', async () => 99)).toBe(99);
  });
});
