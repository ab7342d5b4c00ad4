import { describe, expect, it } from 'vitest';
import { mockupSrcSet, mockupUrl } from './mockups.ts';

describe('mockup addresses', () => {
  it('names the names and the layout version only together with names', () => {
    const named = { logoId: 12, names: { main_name: 'Tiệm Hoa', sub_name: 'A & B' }, version: 3 };
    const url = new URL(mockupUrl(named, 'noren', 800), 'http://shop.test');
    expect(url.pathname).toBe('/api/logo/12/mockup/noren');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      main_name: 'Tiệm Hoa',
      sub_name: 'A & B',
      v: '3',
      w: '800',
    });
    const own = new URL(mockupUrl({ logoId: 12, names: null, version: 3 }, 'noren', 480), 'http://shop.test');
    expect(Object.fromEntries(own.searchParams)).toEqual({ w: '480' });
  });

  it('offers each width once in the srcset', () => {
    const set = mockupSrcSet({ logoId: 1, names: null, version: null }, 'shop-sign', [480, 800, 1200]);
    expect(set.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '800w', '1200w']);
  });
});
