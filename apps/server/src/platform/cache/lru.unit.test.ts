import { describe, expect, it } from 'vitest';
import { Lru } from './lru.ts';

describe('Lru', () => {
  it('drops the least recently used entry past its bound', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
    expect(lru.get('c')).toBe(3);
    expect(lru.size).toBe(2);
  });

  it('makes a missing value once and counts hits and misses', () => {
    const lru = new Lru<string, number>(4);
    let made = 0;
    const make = () => ++made;
    expect(lru.getOrSet('x', make)).toBe(1);
    expect(lru.getOrSet('x', make)).toBe(1);
    expect(made).toBe(1);
    expect(lru.stats()).toEqual({ size: 1, hits: 1, misses: 1 });
    expect(() => new Lru(0)).toThrow();
  });

  it('counts a budget by weight when told how to weigh, and keeps nothing heavier than it', () => {
    const lru = new Lru<string, string>(10, (value) => value.length);
    lru.set('a', 'xxxx');
    lru.set('b', 'yyyy');
    expect(lru.weight).toBe(8);
    lru.set('c', 'zzzz');
    expect(lru.get('a')).toBeUndefined();
    expect(lru.weight).toBe(8);
    lru.set('big', 'x'.repeat(11));
    expect(lru.get('big')).toBeUndefined();
    lru.delete('b');
    expect(lru.weight).toBe(4);
    expect(lru.size).toBe(1);
  });
});
