import { describe, expect, it } from 'vitest';
import {
  isShortWord,
  normalizeSearchText as norm,
  SEARCH_ROLE,
  searchEntriesOf,
  searchWords,
  shortKeysOf,
} from './search-text.ts';

describe('normalizeSearchText', () => {
  it('folds case', () => {
    expect(norm('Sakura CAFE')).toBe('sakura cafe');
  });

  it('folds full width to half width (NFKC)', () => {
    expect(norm('ＣＡＦＥ')).toBe('cafe');
    expect(norm('ｃａｆｅ１２３')).toBe('cafe123');
    expect(norm('ｻｸﾗ')).toBe('さくら');
    expect(norm('ｶﾞｯｺｳ')).toBe('がっこう');
  });

  it('maps katakana to hiragana', () => {
    expect(norm('サクラ')).toBe('さくら');
    expect(norm('コーヒー')).toBe(norm('こーひー'));
    expect(norm('ヴェ')).toBe('ゔぇ');
    expect(norm('ヶ月')).toBe('ゖ月');
  });

  it('keeps the Japanese voiced marks', () => {
    expect(norm('が')).toBe('が');
    expect(norm('ガパ')).toBe('がぱ');
    expect(norm('か\u3099')).toBe('が');
    expect(norm('が')).not.toBe(norm('か'));
    expect(norm('パン')).not.toBe(norm('ハン'));
  });

  it('removes marks on Latin letters, in Vietnamese and elsewhere', () => {
    expect(norm('Café')).toBe('cafe');
    expect(norm('Cà phê')).toBe('ca phe');
    expect(norm('Thẩm mỹ viện')).toBe('tham my vien');
    expect(norm('Trường học')).toBe('truong hoc');
    expect(norm('Phở ngon')).toBe('pho ngon');
    expect(norm('Ẩm thực')).toBe('am thuc');
    expect(norm('naïve façade')).toBe('naive facade');
  });

  it('maps đ and Đ to d', () => {
    expect(norm('Đội thể thao')).toBe('doi the thao');
    expect(norm('đơn giản')).toBe('don gian');
  });

  it('handles precomposed and decomposed input alike', () => {
    expect(norm('Cà phê'.normalize('NFD'))).toBe(norm('Cà phê'.normalize('NFC')));
  });

  it('leaves marks on other scripts alone', () => {
    expect(norm('Йогурт')).toBe('йогурт');
  });

  it('collapses and trims whitespace, including the ideographic space', () => {
    expect(norm('  ca \t  phe\n')).toBe('ca phe');
    expect(norm('さくら\u3000カフェ')).toBe('さくら かふぇ');
    expect(norm('   ')).toBe('');
  });

  it('leaves SQL and regex metacharacters as they are', () => {
    expect(norm("100% a_b \\ (x) [y] 'z' *")).toBe("100% a_b \\ (x) [y] 'z' *");
  });

  it('makes the issue examples match', () => {
    const contains = (haystack: string, needle: string) => norm(haystack).includes(norm(needle));
    expect(contains('Café Mimosa', 'cafe')).toBe(true);
    expect(contains('Cà phê Sakura', 'ca phe')).toBe(true);
    expect(contains('Cà phê Sakura', 'cà phê')).toBe(true);
    expect(contains('サクラ珈琲', 'さくら')).toBe(true);
    expect(contains('cafe', 'ＣＡＦＥ')).toBe(true);
  });
});

describe('searchWords', () => {
  it('splits a normalised query into distinct words', () => {
    expect(searchWords('ca phe ca')).toEqual(['ca', 'phe']);
    expect(searchWords('')).toEqual([]);
  });
});

describe('searchEntriesOf', () => {
  const { term, word, explain } = SEARCH_ROLE;
  const roles = (source: Parameters<typeof searchEntriesOf>[0]) =>
    Object.fromEntries(searchEntriesOf(source).map((e) => [e.text, e.role]));

  it('stores each normalised name and keyword, their words and the explanation words once, with their roles', () => {
    expect(
      roles({
        names: ['サクラ', 'Sakura Café', null, 'Sakura Cafe'],
        keywords: ['Coffee', 'コーヒー', 'cà phê', ''],
        explains: ['桜の  ロゴ sakura', 'Cherry logo', null],
      }),
    ).toEqual({
      さくら: term | word,
      'sakura cafe': term,
      sakura: word | explain,
      cafe: word,
      coffee: term | word,
      こーひー: term | word,
      'ca phe': term,
      ca: word,
      phe: word,
      桜の: explain,
      ろご: explain,
      cherry: explain,
      logo: explain,
    });
  });

  it('is empty for a logo without text', () => {
    expect(searchEntriesOf({ names: [null, null], keywords: [], explains: [null, '', null] })).toEqual([]);
  });

  it('cuts a very long word into overlapping pieces that keep any query inside one of them', () => {
    const long = 'あいうえお'.repeat(100);
    const entries = searchEntriesOf({ names: [], keywords: [], explains: [long] }).map((e) => e.text);
    expect(entries.every((e) => Array.from(e).length <= 256)).toBe(true);
    expect(entries.length).toBeGreaterThan(1);
    for (let at = 0; at + 100 <= long.length; at += 37) {
      const part = long.slice(at, at + 100);
      expect(entries.some((e) => e.includes(part))).toBe(true);
    }
  });
});

describe('short words', () => {
  it('are one or two characters', () => {
    expect(isShortWord('sa')).toBe(true);
    expect(isShortWord('花')).toBe(true);
    expect(isShortWord('さくら')).toBe(false);
  });

  it('find words by their first one or two characters, after punctuation too', () => {
    expect(shortKeysOf('sakura').sort()).toEqual(['s', 'sa']);
    expect(shortKeysOf("o'brien").sort()).toEqual(["'", "'b", 'b', 'br', 'o', "o'"]);
    expect(shortKeysOf('100%').sort()).toEqual(['%', '1', '10']);
    expect(shortKeysOf('a_b')).toEqual(['a', 'a_', '_', '_b', 'b']);
  });

  it('find Japanese from any character', () => {
    expect(shortKeysOf('桜の花屋').sort()).toEqual(['の', 'の花', '屋', '桜', '桜の', '花', '花屋'].sort());
  });
});
