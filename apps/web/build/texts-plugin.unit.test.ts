import { catalogs } from '@logoya/core/i18n/index';
import { describe, expect, it } from 'vitest';
import { DEFERRED_TEXTS, splitTexts } from './texts-plugin.ts';

type Tree = Record<string, unknown>;

function leaves(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('splitTexts', () => {
  it('cuts each catalog in two parts that together are the whole, without overlap', () => {
    for (const texts of Object.values(catalogs)) {
      const { first, more } = splitTexts(texts as unknown as Tree);
      const all = leaves(texts).sort();
      const parts = [...leaves(first), ...leaves(more)].sort();
      expect(parts).toEqual(all);
    }
  });

  it('moves exactly the deferred paths', () => {
    const { first, more } = splitTexts(catalogs.en as unknown as Tree);
    for (const path of DEFERRED_TEXTS) {
      const [head = '', tail] = path.split('.');
      if (tail) {
        expect((more[head] as Tree)[tail]).toBeDefined();
        expect((first[head] as Tree)[tail]).toBeUndefined();
      } else {
        expect(more[head]).toBeDefined();
        expect(first[head]).toBeUndefined();
      }
    }
    // What the header shows stays in the first part.
    expect((first.buying as Tree).cartLink_other).toBeDefined();
    expect(first.home).toBeDefined();
  });

  it('leaves the catalog itself untouched', () => {
    const before = JSON.stringify(catalogs.ja);
    splitTexts(catalogs.ja as unknown as Tree);
    expect(JSON.stringify(catalogs.ja)).toBe(before);
  });
});
