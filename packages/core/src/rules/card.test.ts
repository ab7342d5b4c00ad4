import { describe, expect, it } from 'vitest';
import { luhnValid } from './card.ts';

describe('luhnValid', () => {
  it('accepts the test cards and refuses a changed digit or non-digits', () => {
    for (const n of ['4242424242424242', '4000000000000002', '4000000000003063', '378282246310005']) {
      expect(luhnValid(n), n).toBe(true);
    }
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('4242 4242 4242 4242')).toBe(false);
    expect(luhnValid('')).toBe(false);
  });
});
