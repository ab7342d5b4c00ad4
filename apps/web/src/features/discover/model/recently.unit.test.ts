import { describe, expect, it } from 'vitest';
import {
  addKeyword,
  addViewed,
  EMPTY_RECENTLY,
  RECENT_KEYWORDS_MAX,
  RECENTLY_VIEWED_MAX,
  type RecentKeyword,
  readRecently,
  type ViewedLogo,
} from './recently.ts';

const logo = (id: number): ViewedLogo => ({
  logo_id: id,
  names: { ja: `ロゴ${id}`, en: `Logo ${id}`, vi: null },
  src: `/files/logos/${id}/a.gif`,
});
const text = (t: string): RecentKeyword => ({ kind: 'u_keyword', text: t });

describe('recent searches (last 5 keywords)', () => {
  it('puts the newest first and keeps the last 5', () => {
    let list: RecentKeyword[] = [];
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six']) list = addKeyword(list, text(word));
    expect(RECENT_KEYWORDS_MAX).toBe(5);
    expect(list.map((k) => k.text)).toEqual(['six', 'five', 'four', 'three', 'two']);
  });

  it('moves words searched again to the front, whatever their case, width or kind', () => {
    let list = [text('coffee'), text('bread'), text('ＴＥＡ')];
    list = addKeyword(list, { kind: 'keyword', text: 'tea' });
    expect(list).toEqual([{ kind: 'keyword', text: 'tea' }, text('coffee'), text('bread')]);
    list = addKeyword(list, text('  Coffee '));
    expect(list.map((k) => k.text)).toEqual(['Coffee', 'tea', 'bread']);
  });

  it('ignores blank and over-long words', () => {
    const list = [text('coffee')];
    expect(addKeyword(list, text('   '))).toBe(list);
    expect(addKeyword(list, text('x'.repeat(101)))).toBe(list);
  });
});

describe('recently viewed (last 5 plus the current one)', () => {
  it('keeps the current logo first and 5 others after it', () => {
    let list: ViewedLogo[] = [];
    for (let id = 1; id <= 8; id++) list = addViewed(list, logo(id));
    expect(RECENTLY_VIEWED_MAX).toBe(6);
    expect(list.map((l) => l.logo_id)).toEqual([8, 7, 6, 5, 4, 3]);
  });

  it('viewing a logo again moves it to the front without a duplicate', () => {
    let list = [logo(3), logo(2), logo(1)];
    list = addViewed(list, logo(1));
    expect(list.map((l) => l.logo_id)).toEqual([1, 3, 2]);
  });
});

describe('reading the stored part', () => {
  it('answers empty lists for a missing or malformed part', () => {
    expect(readRecently(undefined)).toBe(EMPTY_RECENTLY);
    expect(readRecently('text')).toBe(EMPTY_RECENTLY);
    expect(readRecently([1])).toBe(EMPTY_RECENTLY);
    expect(readRecently({ keywordRecently: 'coffee' })).toEqual(EMPTY_RECENTLY);
  });

  it('keeps only valid entries, within the limits', () => {
    const stored = {
      keywordRecently: [
        text('coffee'),
        'old plain string',
        { kind: 'other', text: 'x' },
        { kind: 'keyword', text: '' },
        ...['a', 'b', 'c', 'd', 'e'].map(text),
      ],
      recentlyViewedLogos: [
        logo(1),
        { ...logo(2), src: 'javascript:alert(1)' },
        { ...logo(11), src: '//elsewhere.example/x.gif' },
        { ...logo(3), logo_id: '3' },
        { logo_id: 4, src: '/files/4.gif', names: { ja: '', en: 'Four', vi: 5 } },
        { ...logo(5), src: 'https://files.example/logos/5.gif' },
        ...[6, 7, 8, 9, 10].map(logo),
      ],
    };
    const read = readRecently(stored);
    expect(read.keywordRecently.map((k) => k.text)).toEqual(['coffee', 'a', 'b', 'c', 'd']);
    expect(read.recentlyViewedLogos.map((l) => l.logo_id)).toEqual([1, 4, 5, 6, 7, 8]);
    expect(read.recentlyViewedLogos[1]?.names).toEqual({ ja: null, en: 'Four', vi: null });
  });
});
