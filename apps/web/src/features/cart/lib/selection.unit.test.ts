import { describe, expect, it } from 'vitest';
import { chosenLines } from './selection.ts';

const items = [
  { id: 1, logo_id: 10, valid: true },
  { id: 2, logo_id: 11, valid: false },
  { id: 3, logo_id: 12, valid: true },
];

describe('cart selection', () => {
  it('chooses every valid line by default and never an invalid one', () => {
    expect(chosenLines(items, new Set()).map((i) => i.id)).toEqual([1, 3]);
    expect(chosenLines(items, new Set([10, 12]))).toEqual([]);
  });

  it('keeps the logos left out, and a line added later starts chosen', () => {
    const leftOut = new Set([10]);
    expect(chosenLines(items, leftOut).map((i) => i.id)).toEqual([3]);
    const added = [...items, { id: 4, logo_id: 13, valid: true }];
    expect(chosenLines(added, leftOut).map((i) => i.id)).toEqual([3, 4]);
  });
});
