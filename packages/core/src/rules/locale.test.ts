import { describe, expect, it } from 'vitest';
import { detectLocale, isLocale, LANGUAGE_TAG, mapLanguageCode } from './locale.ts';

describe('language detection', () => {
  it('maps any code containing vi or ja, and falls back to en', () => {
    expect(mapLanguageCode('vi-VN')).toBe('vi');
    expect(mapLanguageCode('ja')).toBe('ja');
    expect(mapLanguageCode('JA-jp')).toBe('ja');
    expect(mapLanguageCode('fr-FR')).toBe('en');
    expect(mapLanguageCode(undefined)).toBe('en');
  });
  it("takes the browser's first shop language", () => {
    expect(detectLocale(['ja-JP', 'en-US'])).toBe('ja');
    expect(detectLocale(['fr-FR', 'vi'])).toBe('vi');
    expect(detectLocale(['en-GB', 'ja'])).toBe('en');
    expect(detectLocale(['de'])).toBe('en');
    expect(detectLocale([])).toBe('en');
  });
  it('recognises shop languages and language tags', () => {
    expect(isLocale('ja')).toBe(true);
    expect(isLocale('jp')).toBe(false);
    expect(LANGUAGE_TAG.test('zh-Hant-TW')).toBe(true);
    expect(LANGUAGE_TAG.test('!!!')).toBe(false);
  });
});
