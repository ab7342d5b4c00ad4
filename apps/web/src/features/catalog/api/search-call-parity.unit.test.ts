import type { SearchOptions } from '@logoya/core';
import { asOfOf } from '@logoya/core/rules/search-params';
import { describe, expect, it } from 'vitest';
// The server works out the search page's call to put its answer into the page
// (apps/server modules/web/initial-search.ts): it must be the call this app makes.
import {
  pageParamOf,
  parseSearchPage,
  searchApiParams,
} from '../../../../../server/src/modules/web/initial-search.ts';
import { parseSearch } from '../../../shared/search/search-url.ts';
import { searchApiQuery } from './search-logos.ts';

const options = {
  industries: [{ id: 0 }, { id: 1 }, { id: 2 }, { id: 3 }],
  colors: [{ id: 0 }, { id: 4 }, { id: 5 }],
  tastes: [{ id: 0 }, { id: 6 }],
  alphabets: [{ id: 7 }, { id: 8 }],
} as unknown as SearchOptions;
const known = { industry_id: [1, 2, 3], alphabet_id: [7, 8], color_id: [4, 5], taste_id: [6] };

/** What the search page asks the API for this URL query, as the browser works it out (use-search.ts). */
function browserCall(search: string): string | null {
  const params = new URLSearchParams(search);
  const parsed = parseSearch(params);
  if (!parsed.valid) return null;
  const { conditions } = parsed;
  const fields = ['industry_id', 'alphabet_id', 'color_id', 'taste_id'] as const;
  if (fields.some((f) => conditions[f].some((id) => !known[f].includes(id)))) return null;
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  return searchApiQuery(conditions, page, known.alphabet_id, asOfOf(params.get('as_of'), page)).toString();
}

function serverCall(search: string): string | null {
  const params = new URLSearchParams(search);
  const conditions = parseSearchPage(params);
  if (!conditions) return null;
  const page = pageParamOf(params);
  return searchApiParams(conditions, page, options, asOfOf(params.get('as_of'), page))?.toString() ?? null;
}

describe('the search page call worked out on the server', () => {
  it.each([
    '',
    '?u_keyword=studio',
    '?u_keyword=%20caf%C3%A9%20%20&page=2',
    '?keyword=Coffee&industry_id=3,1,1&color_id=0,5',
    '?industry_id=1&alphabet_id=7,8&sold_out=0',
    '?alphabet_id=8&taste_id=6&page=3',
    '?sold_out=1&page=abc',
    '?page=0',
    '?industry_id=1&page=2&as_of=1795926736830',
    '?page=1&as_of=1795926736830',
    '?page=3&as_of=abc',
    '?page=2&as_of=4102444800000',
    '?page=2.5',
    '?u_keyword=&keyword=',
    '?industry_id=99',
    '?industry_id=1;2',
    '?sold_out=2',
    `?u_keyword=${'a'.repeat(101)}`,
    '?u_keyword=%E3%82%AB%E3%83%95%E3%82%A7&industry_id=2',
  ])('is the one the browser makes for %s', (search) => {
    expect(serverCall(search)).toBe(browserCall(search));
  });
});
