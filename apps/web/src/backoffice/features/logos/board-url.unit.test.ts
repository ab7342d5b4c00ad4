import { describe, expect, it } from 'vitest';
import {
  boardApiQuery,
  boardSearch,
  clearFilters,
  readBoard,
  storedPageOf,
  toggleId,
  toggleListState,
  withFilter,
  withIds,
  withPage,
} from './board-url.ts';

const read = (query: string, stored = 1) => readBoard(new URLSearchParams(query), stored);

describe('the logo board URL', () => {
  it('takes the page from the URL, else the remembered page', () => {
    expect(read('page=4', 2).page).toBe(4);
    expect(read('', 3).page).toBe(3);
    expect(read('page=0', 3).page).toBe(3);
    expect(read('page=abc', 5).page).toBe(5);
  });

  it('remembers only a sane stored page (default 1)', () => {
    expect(storedPageOf(7)).toBe(7);
    expect(storedPageOf(0)).toBe(1);
    expect(storedPageOf(-2)).toBe(1);
    expect(storedPageOf(2.5)).toBe(1);
    expect(storedPageOf('3')).toBe(1);
    expect(storedPageOf(undefined)).toBe(1);
  });

  it('keeps well-formed filters and drops what the server would refuse', () => {
    const state = read(
      'keyword=%20owl%20&state=7&industry_id=3,1,3&color_id=x&taste_id=0&alphabet_id=26&designers=2,3',
    );
    expect(state.filters).toEqual({
      keyword: 'owl',
      state: '7',
      industry_id: '1,3',
      alphabet_id: '26',
      designers: '2,3',
    });
    expect(read('state=8').filters).toEqual({});
    expect(read(`keyword=${'a'.repeat(150)}`).filters.keyword).toHaveLength(100);
  });

  it('writes the page always, and the filters in a fixed order', () => {
    const state = withFilter(withFilter(read('page=3'), 'designers', '3'), 'keyword', 'spa');
    expect(boardSearch(state)).toBe('?keyword=spa&designers=3&page=1');
    expect(boardSearch(withPage(state, 2))).toBe('?keyword=spa&designers=3&page=2');
    expect(boardSearch(clearFilters())).toBe('?page=1');
  });

  it('toggles the stop and negotiation lists: a second click resets', () => {
    const stopped = toggleListState(read('page=5'), '7');
    expect(stopped).toEqual({ page: 1, filters: { state: '7' } });
    expect(toggleListState(stopped, '2').filters.state).toBe('2');
    expect(toggleListState(stopped, '7').filters).toEqual({});
  });

  it('toggles ids one by one and sets a whole group at once, back to page 1', () => {
    const one = toggleId(read('page=2'), 'industry_id', 5);
    expect(one).toEqual({ page: 1, filters: { industry_id: '5' } });
    const two = toggleId(one, 'industry_id', 2);
    expect(two.filters.industry_id).toBe('2,5');
    expect(toggleId(two, 'industry_id', 5).filters.industry_id).toBe('2');
    expect(toggleId(toggleId(two, 'industry_id', 5), 'industry_id', 2).filters).toEqual({});
    expect(withIds(two, 'alphabet_id', [3, 1, 2]).filters.alphabet_id).toBe('1,2,3');
    expect(withIds(two, 'industry_id', []).filters).toEqual({});
  });

  it('asks the server for 100 logos a page with the filters', () => {
    expect(boardApiQuery(read('page=2&state=2&designers=3'))).toEqual({
      page: 2,
      per_page: 100,
      state: '2',
      designers: '3',
    });
  });
});
