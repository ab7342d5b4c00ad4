import { describe, expect, it } from 'vitest';
import type { InvalidationBus } from './invalidation.ts';
import { createMicroCache } from './micro-cache.ts';

/** A bus driven by the test: `deliver` is a clear from another instance, `setConnected` the link. */
function testBus() {
  const topics = new Map<string, Set<() => void>>();
  const links = new Set<(connected: boolean) => void>();
  const published: string[] = [];
  let connected = true;
  const bus: InvalidationBus = {
    publish: (topic) => void published.push(topic),
    subscribe(topic, listener) {
      const set = topics.get(topic) ?? new Set();
      topics.set(topic, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    connected: () => connected,
    onConnectionChange(listener) {
      links.add(listener);
      return () => links.delete(listener);
    },
    async close() {},
  };
  return {
    bus,
    published,
    deliver: (topic: string) => {
      for (const l of topics.get(topic) ?? []) l();
    },
    setConnected(value: boolean) {
      connected = value;
      for (const l of links) l(value);
    },
  };
}

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

  it('answers a value keep() refuses, to every waiting caller, without keeping it', async () => {
    const cache = createMicroCache({ ttlMs: 1000, keep: (value) => (value as number[]).length <= 2 });
    let calls = 0;
    const big = () => new Promise<number[]>((resolve) => setTimeout(() => resolve([++calls, 0, 0]), 5));
    const shared = await Promise.all([cache.get('big', big), cache.get('big', big)]);
    expect(shared).toEqual([
      [1, 0, 0],
      [1, 0, 0],
    ]);
    expect(await cache.get('big', big)).toEqual([2, 0, 0]);
    const small = async () => [++calls];
    expect(await cache.get('small', small)).toEqual([3]);
    expect(await cache.get('small', small)).toEqual([3]);
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

  it('clears here and publishes on clear(); clears without publishing when another instance did', async () => {
    const t = testBus();
    const cache = createMicroCache({ ttlMs: 60_000, bus: t.bus });
    let n = 0;
    let clears = 0;
    const off = cache.onClear(() => clears++);
    expect(await cache.get('k', async () => ++n)).toBe(1);
    cache.clear();
    expect(t.published).toEqual(['catalog']);
    expect(clears).toBe(1);
    expect(await cache.get('k', async () => ++n)).toBe(2);
    t.deliver('catalog');
    expect(t.published).toEqual(['catalog']);
    expect(clears).toBe(2);
    expect(await cache.get('k', async () => ++n)).toBe(3);
    t.deliver('other-topic');
    expect(await cache.get('k', async () => ++n)).toBe(3);
    off();
    cache.clear();
    expect(clears).toBe(2);
  });

  it('drops a value computed before a remote clear', async () => {
    const t = testBus();
    const cache = createMicroCache({ ttlMs: 60_000, bus: t.bus });
    let release!: () => void;
    const slow = cache.get('k', () => new Promise<string>((r) => (release = () => r('stale'))));
    t.deliver('catalog');
    release();
    expect(await slow).toBe('stale');
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('is emptied and bypassed while the bus is deaf, and emptied again when it hears again', async () => {
    const t = testBus();
    const cache = createMicroCache({ ttlMs: 60_000, bus: t.bus });
    let n = 0;
    let clears = 0;
    cache.onClear(() => clears++);
    await cache.get('k', async () => ++n);
    t.setConnected(false);
    expect(cache.trusted()).toBe(false);
    expect(clears).toBe(1);
    expect(await cache.get('k', async () => ++n)).toBe(2);
    expect(await cache.get('k', async () => ++n)).toBe(3);
    t.setConnected(true);
    expect(cache.trusted()).toBe(true);
    expect(clears).toBe(2);
    expect(await cache.get('k', async () => ++n)).toBe(4);
    expect(await cache.get('k', async () => ++n)).toBe(4);
  });

  it('calls every onClear listener even when one throws, and reports it', () => {
    const errors: unknown[] = [];
    const cache = createMicroCache({ ttlMs: 1000, onListenerError: (e) => errors.push(e) });
    let after = 0;
    cache.onClear(() => {
      throw new Error('listener broke');
    });
    cache.onClear(() => after++);
    cache.clear();
    expect(after).toBe(1);
    expect(String(errors[0])).toContain('listener broke');
  });
});
