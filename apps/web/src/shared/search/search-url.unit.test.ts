import { describe, expect, it } from 'vitest';
import {
  hasConditions,
  NO_CONDITIONS,
  parseSearch,
  type SearchConditions,
  searchQueryString,
  selectsAll,
  toggleId,
  unknownFilterFields,
  withIds,
  withoutFilters,
  withText,
} from './search-url.ts';

const parse = (query: string) => parseSearch(new URLSearchParams(query));
const conditionsOf = (query: string): SearchConditions => {
  const parsed = parse(query);
  if (!parsed.valid) throw new Error(`${query} should be valid`);
  return parsed.conditions;
};

describe('search conditions in the URL', () => {
  it('reads nothing as no conditions', () => {
    expect(conditionsOf('')).toEqual(NO_CONDITIONS);
    expect(conditionsOf('u_keyword=&industry_id=&page=3')).toEqual(NO_CONDITIONS);
  });

  it('reads every condition, with id lists deduplicated, sorted and without All (0)', () => {
    expect(
      conditionsOf(
        'keyword=coffee&u_keyword=%20Sun%20bakery%20&industry_id=3,1,3&alphabet_id=0,2&color_id=5&taste_id=0&sold_out=0',
      ),
    ).toEqual({
      keyword: 'coffee',
      u_keyword: 'Sun bakery',
      industry_id: [1, 3],
      alphabet_id: [2],
      color_id: [5],
      taste_id: [],
      hideSoldOut: true,
    });
    expect(conditionsOf('sold_out=1').hideSoldOut).toBe(false);
    expect(conditionsOf('industry_id=1%2C3').industry_id).toEqual([1, 3]);
  });

  it('refuses the formats the API refuses', () => {
    expect(parse('industry_id=abc').valid).toBe(false);
    expect(parse('industry_id=1,,2').valid).toBe(false);
    expect(parse('color_id=-1').valid).toBe(false);
    expect(parse('sold_out=2').valid).toBe(false);
    expect(parse(`u_keyword=${'a'.repeat(101)}`).valid).toBe(false);
    expect(parse(`u_keyword=${'a'.repeat(100)}`).valid).toBe(true);
    expect(parse(`keyword=${'あ'.repeat(101)}`).valid).toBe(false);
  });

  it('writes a stable, readable query string that reads back the same', () => {
    const conditions: SearchConditions = {
      keyword: 'café au lait',
      u_keyword: 'ロゴ & co',
      industry_id: [3, 1],
      alphabet_id: [],
      color_id: [2],
      taste_id: [9],
      hideSoldOut: true,
    };
    const query = searchQueryString(conditions, 2);
    expect(query).toBe(
      `?keyword=caf%C3%A9%20au%20lait&u_keyword=${encodeURIComponent('ロゴ & co')}&industry_id=1,3&color_id=2&taste_id=9&sold_out=0&page=2`,
    );
    expect(conditionsOf(query.slice(1))).toEqual({ ...conditions, industry_id: [1, 3] });
    expect(searchQueryString(NO_CONDITIONS)).toBe('');
    expect(searchQueryString(NO_CONDITIONS, 1)).toBe('');
    expect(hasConditions(NO_CONDITIONS)).toBe(false);
    expect(hasConditions({ ...NO_CONDITIONS, hideSoldOut: true })).toBe(true);
  });

  it('a new text search keeps the filters and the sold-out choice and replaces the words', () => {
    const before = conditionsOf('keyword=coffee&u_keyword=old&industry_id=1&sold_out=0');
    expect(withText(before, '  new words ')).toEqual({
      ...before,
      keyword: '',
      u_keyword: 'new words',
    });
    expect(withText(before, '   ').u_keyword).toBe('');
  });

  it('toggles ids, clears a filter with All (0) and clears every filter', () => {
    const start = conditionsOf('industry_id=1&taste_id=4&u_keyword=sun');
    const added = toggleId(start, 'industry_id', 3, true);
    expect(added.industry_id).toEqual([1, 3]);
    expect(toggleId(added, 'industry_id', 3, true).industry_id).toEqual([1, 3]);
    expect(toggleId(added, 'industry_id', 1, false).industry_id).toEqual([3]);
    expect(toggleId(added, 'industry_id', 0, true).industry_id).toEqual([]);
    expect(withIds(start, 'alphabet_id', [3, 0, 2, 3]).alphabet_id).toEqual([2, 3]);
    expect(withoutFilters(added)).toEqual({ ...NO_CONDITIONS, u_keyword: 'sun' });
  });

  it('knows when every option is selected', () => {
    expect(selectsAll([1, 2, 3], [1, 2, 3])).toBe(true);
    expect(selectsAll([1, 2, 3, 4], [1, 2, 3])).toBe(true);
    expect(selectsAll([1, 3], [1, 2, 3])).toBe(false);
    expect(selectsAll([], [])).toBe(false);
  });

  it('names the filters holding unknown ids', () => {
    const known = { industry_id: [1, 2], alphabet_id: [10, 11], color_id: [5], taste_id: [] };
    expect(unknownFilterFields(conditionsOf('industry_id=1,2&alphabet_id=10'), known)).toEqual([]);
    expect(unknownFilterFields(conditionsOf('industry_id=1,9&taste_id=4'), known)).toEqual([
      'industry_id',
      'taste_id',
    ]);
  });
});
