import { describe, expect, it } from 'vitest';
import { searchLogoQuery } from '../contracts/search.ts';
import { idsOf, isIdList, isSearchText, isSoldOut } from './search-params.ts';

describe('search parameter formats', () => {
  it('accepts comma-separated ids and drops All (0)', () => {
    expect(isIdList('1,3')).toBe(true);
    expect(isIdList(' 12 ')).toBe(true);
    expect(isIdList('1,,3')).toBe(false);
    expect(isIdList('a')).toBe(false);
    expect(isIdList('12345678901')).toBe(false);
    expect(idsOf('0,3,1')).toEqual([3, 1]);
  });

  it('limits text to 100 characters after trimming, and sold_out to 0 or 1', () => {
    expect(isSearchText(`  ${'a'.repeat(100)}  `)).toBe(true);
    expect(isSearchText('a'.repeat(101))).toBe(false);
    expect(isSoldOut('0')).toBe(true);
    expect(isSoldOut('2')).toBe(false);
  });

  it('agrees with the API contract', () => {
    for (const value of ['1,3', '0', 'x', '1,', '99999999999']) {
      expect(searchLogoQuery.safeParse({ industry_id: value }).success, value).toBe(isIdList(value));
    }
    for (const value of ['a'.repeat(100), 'a'.repeat(101)]) {
      expect(searchLogoQuery.safeParse({ u_keyword: value }).success).toBe(isSearchText(value));
    }
    for (const value of ['0', '1', '2']) {
      expect(searchLogoQuery.safeParse({ sold_out: value }).success).toBe(isSoldOut(value));
    }
  });
});
