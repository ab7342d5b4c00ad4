import { describe, expect, it } from 'vitest';
import { namesFromSearch, sharedNamesSearch } from './share-link.ts';

describe('shared names link', () => {
  it('reads the names a link carries, and none when it carries none', () => {
    expect(namesFromSearch('?main_name=Sakura&sub_name=Caf%C3%A9')).toEqual({
      main_name: 'Sakura',
      sub_name: 'Café',
    });
    expect(namesFromSearch('?main_name=%E3%81%95%E3%81%8F%E3%82%89')).toEqual({
      main_name: 'さくら',
      sub_name: '',
    });
    expect(namesFromSearch('')).toEqual({ main_name: '', sub_name: '' });
  });

  it('cuts a name longer than the cart takes', () => {
    expect(namesFromSearch(`?main_name=${'a'.repeat(150)}&sub_name=b`).main_name).toHaveLength(100);
  });

  it('writes the trimmed names so that reading the link gives them back', () => {
    const search = sharedNamesSearch({ main_name: '  Sakura & Co ', sub_name: 'ベーカリー ' });
    expect(search).toBe('?main_name=Sakura+%26+Co&sub_name=%E3%83%99%E3%83%BC%E3%82%AB%E3%83%AA%E3%83%BC');
    expect(namesFromSearch(search)).toEqual({ main_name: 'Sakura & Co', sub_name: 'ベーカリー' });
  });
});
