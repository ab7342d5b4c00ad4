import { describe, expect, it } from 'vitest';
import { badgeText, cardName, PLACEHOLDER_NAME, padNumber } from './text.ts';

describe('cardName', () => {
  it('keeps names of up to 10 characters', () => {
    expect(cardName('Sakura', 'en')).toBe('Sakura');
    expect(cardName('0123456789', 'en')).toBe('0123456789');
  });
  it('cuts longer names to 10 characters plus an ellipsis', () => {
    expect(cardName('Sakura Bakery Tokyo', 'en')).toBe('Sakura Bak...');
    expect(cardName('さくらベーカリー東京本店', 'ja')).toBe('さくらベーカリー東京...');
    expect(cardName('Tiệm bánh Hoa Anh Đào', 'vi')).toBe('Tiệm bánh ...');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(cardName('😀😀😀😀😀😀😀😀😀😀😀', 'en')).toBe('😀😀😀😀😀😀😀😀😀😀...');
  });
  it("uses the language's placeholder when the name is missing", () => {
    expect(cardName(null, 'en')).toBe('In preparation');
    expect(cardName('  ', 'ja')).toBe('準備中');
    expect(cardName(undefined, 'vi')).toBe('Đang chuẩn bị');
    expect(PLACEHOLDER_NAME.ja).toBe('準備中');
  });
});

describe('badgeText', () => {
  it('caps favourites at 99+ and the cart at 9+', () => {
    expect(badgeText(99, 99)).toBe('99');
    expect(badgeText(100, 99)).toBe('99+');
    expect(badgeText(9, 9)).toBe('9');
    expect(badgeText(10, 9)).toBe('9+');
    expect(badgeText(0, 9)).toBe('0');
  });
});

describe('padNumber', () => {
  it('pads order and logo numbers to 5 digits', () => {
    expect(padNumber(42)).toBe('00042');
    expect(padNumber(123456)).toBe('123456');
  });
});
