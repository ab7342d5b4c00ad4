import { describe, expect, it } from 'vitest';
import { createByteLru } from './byte-lru.ts';

const lru = (max: number) => createByteLru<string>(max, (v) => v.length);

describe('createByteLru', () => {
  it('keeps values within the byte budget, least recently used out first', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa'); // a is now the latest used
    cache.set('c', 'cccc'); // 12 bytes: the oldest, b, goes
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    expect(cache.get('c')).toBe('cccc');
    expect(cache.stats()).toEqual({ entries: 2, bytes: 8, hits: 3, misses: 1 });
  });

  it('replaces a key without counting it twice, and never keeps a value over the budget', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('a', 'aaaaaa');
    expect(cache.stats()).toMatchObject({ entries: 1, bytes: 6 });
    cache.set('big', 'x'.repeat(11));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaaaa');
    expect(lru(0).stats().entries).toBe(0);
  });
});
