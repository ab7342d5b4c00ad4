import { describe, expect, it } from 'vitest';
import { translate } from './translate.ts';

const texts = {
  home: { heading: 'Ready-made logos' },
  card: { favourites_one: '{{count}} favourite', favourites_other: '{{count}} favourites' },
  header: { logoCount_one: '{{count, number}} logo', logoCount_other: '{{count, number}} logos' },
  cart: { empty_zero: 'Nothing yet', empty_other: '{{count}} items' },
  keep: { limit: 'Keep limit reached ({{max}}/{{max}})', hello: 'Hello {{ name }}, {{missing}}' },
  list: { items: ['a', 'b'] },
};

describe('translate', () => {
  it('looks up dotted keys and answers the key when there is no text', () => {
    expect(translate(texts, 'en', 'home.heading')).toBe('Ready-made logos');
    expect(translate(texts, 'en', 'home.nothing')).toBe('home.nothing');
    expect(translate(undefined, 'en', 'home.heading')).toBe('home.heading');
    // An object is not a text unless asked for.
    expect(translate(texts, 'en', 'home')).toBe('home');
  });

  it('picks the plural form of the language', () => {
    expect(translate(texts, 'en', 'card.favourites', { count: 1 })).toBe('1 favourite');
    expect(translate(texts, 'en', 'card.favourites', { count: 2 })).toBe('2 favourites');
    // Japanese has one form: "other".
    expect(translate(texts, 'ja', 'card.favourites', { count: 1 })).toBe('1 favourites');
    expect(translate(texts, 'en', 'cart.empty', { count: 0 })).toBe('Nothing yet');
    expect(translate(texts, 'en', 'cart.empty', { count: 1 })).toBe('1 items');
  });

  it('fills values in, formatting numbers for the language', () => {
    expect(translate(texts, 'en', 'header.logoCount', { count: 12345 })).toBe('12,345 logos');
    expect(translate(texts, 'vi', 'header.logoCount', { count: 12345 })).toBe('12.345 logos');
    expect(translate(texts, 'en', 'keep.limit', { max: 5 })).toBe('Keep limit reached (5/5)');
    // React escapes what it renders: values go in as they are.
    expect(translate(texts, 'en', 'keep.hello', { name: '<b>Ann</b>' })).toBe(
      'Hello <b>Ann</b>, {{missing}}',
    );
  });

  it('gives objects and lists when asked', () => {
    expect(translate(texts, 'en', 'list.items', { returnObjects: true })).toEqual(['a', 'b']);
  });
});
