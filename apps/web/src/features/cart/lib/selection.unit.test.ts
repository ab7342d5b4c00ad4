import { describe, expect, it } from 'vitest';
import { chosenLines, initialLeftOut } from './selection.ts';

const items = [
  { id: 1, logo_id: 10, valid: true },
  { id: 2, logo_id: 11, valid: false },
  { id: 3, logo_id: 12, valid: true },
];

describe('cart selection', () => {
  it('chooses every valid line by default and never an invalid one', () => {
    const leftOut = initialLeftOut(items, undefined);
    expect(chosenLines(items, leftOut).map((i) => i.id)).toEqual([1, 3]);
    expect(chosenLines(items, new Set([10, 12]))).toEqual([]);
  });

  it('keeps the choice made before checkout', () => {
    const leftOut = initialLeftOut(items, [{ id: 3, logo_id: 12 }]);
    expect([...leftOut].sort()).toEqual([10, 11]);
    expect(chosenLines(items, leftOut).map((i) => i.id)).toEqual([3]);
  });
});
