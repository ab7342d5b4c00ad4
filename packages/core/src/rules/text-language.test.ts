import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language.ts';

describe('textLanguage', () => {
  it('reads kana or kanji as Japanese, even among Latin letters', () => {
    expect(textLanguage('桜の花びらをモチーフにしたロゴです。')).toBe('ja');
    expect(textLanguage('ひらがなだけ')).toBe('ja');
    expect(textLanguage('カタカナ')).toBe('ja');
    expect(textLanguage('漢字')).toBe('ja');
    expect(textLanguage('Logo for a bakery (ﾊﾟﾝ屋)')).toBe('ja');
    expect(textLanguage('Logoya ロゴ')).toBe('ja');
  });

  it('reads Vietnamese letters and tone marks as Vietnamese', () => {
    expect(textLanguage('Logo cho tiệm bánh, lấy cảm hứng từ hoa anh đào.')).toBe('vi');
    expect(textLanguage('đường')).toBe('vi');
    expect(textLanguage('ĐÀ NẴNG')).toBe('vi');
    expect(textLanguage('Bơ')).toBe('vi');
    // Decomposed input (e + combining dot below + combining circumflex) is composed first.
    expect(textLanguage('Tie\u0323\u0302m')).toBe('vi');
  });

  it('reads anything else as English', () => {
    expect(textLanguage('A logo for a bakery, inspired by cherry blossoms.')).toBe('en');
    expect(textLanguage('Café crème à la carte')).toBe('en');
    expect(textLanguage('')).toBe('en');
    expect(textLanguage('2024 — 100%')).toBe('en');
  });
});
