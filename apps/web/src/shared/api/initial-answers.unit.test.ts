import { describe, expect, it } from 'vitest';
import { callKey, parseBlock } from './initial-answers.ts';

describe('callKey', () => {
  it('names one call the same whatever the order and encoding of its query', () => {
    expect(callKey('/api/search/logo?industry_id=1%2C3&limit=100&page=1')).toBe(
      callKey('/api/search/logo?page=1&limit=100&industry_id=1,3'),
    );
    expect(callKey('/api/search/logo?u_keyword=cà+phê&page=1')).toBe(
      callKey('/api/search/logo?page=1&u_keyword=c%C3%A0%20ph%C3%AA'),
    );
    expect(callKey('/api/logo/12')).toBe('/api/logo/12');
  });

  it('tells different calls apart', () => {
    expect(callKey('/api/all-logo?per_page=100&page=1')).not.toBe(
      callKey('/api/all-logo?per_page=100&page=2'),
    );
    expect(callKey('/api/search/logo?u_keyword=a')).not.toBe(callKey('/api/search/logo?keyword=a'));
  });
});

describe('parseBlock', () => {
  it('reads the answers by call', () => {
    const block = parseBlock(
      JSON.stringify({ locale: 'ja', answers: { '/api/all-logo?page=1&per_page=100': { data: [] } } }),
    );
    expect(block?.locale).toBe('ja');
    expect(block?.answers.get(callKey('/api/all-logo?per_page=100&page=1'))).toEqual({ data: [] });
  });

  it('ignores a block that is not one', () => {
    expect(parseBlock('not json')).toBeNull();
    expect(parseBlock('{"answers":{}}')).toBeNull();
    expect(parseBlock('null')).toBeNull();
  });
});
