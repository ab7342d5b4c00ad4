import { describe, expect, it } from 'vitest';
import { catalogs } from './index.ts';

type Tree = { [key: string]: string | Tree };

/** Flattens a catalog into [dotted key, value] pairs. */
function leaves(tree: Tree, prefix = ''): [string, unknown][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? leaves(value, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

describe('i18n catalogs', () => {
  const en = leaves(catalogs.en);
  const enKeys = en.map(([key]) => key).sort();

  it('has texts', () => {
    expect(enKeys.length).toBeGreaterThan(50);
  });

  it.each(['ja', 'vi'] as const)('%s has exactly the keys of en', (locale) => {
    const keys = leaves(catalogs[locale])
      .map(([key]) => key)
      .sort();
    expect(keys).toEqual(enKeys);
  });

  it.each(['en', 'ja', 'vi'] as const)('%s has only non-empty strings', (locale) => {
    for (const [key, value] of leaves(catalogs[locale])) {
      expect(typeof value, key).toBe('string');
      expect((value as string).trim(), key).not.toBe('');
    }
  });

  it.each(['ja', 'vi'] as const)('%s uses the same interpolation variables as en', (locale) => {
    const vars = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)/g)].map((m) => m[1]).sort();
    const other = new Map(leaves(catalogs[locale]));
    for (const [key, value] of en) expect(vars(other.get(key)), key).toEqual(vars(value));
  });
});
