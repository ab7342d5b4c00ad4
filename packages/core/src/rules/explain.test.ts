import { describe, expect, it } from 'vitest';
import { explainIn } from './explain.ts';

const all = { ja: 'ロゴの説明です。', en: 'About the logo.', vi: 'Giới thiệu logo.' };

describe('explainIn', () => {
  it("shows the page language's own description", () => {
    expect(explainIn(all, 'en')).toEqual({ text: 'About the logo.', lang: 'en' });
    expect(explainIn(all, 'vi')).toEqual({ text: 'Giới thiệu logo.', lang: 'vi' });
    expect(explainIn(all, 'ja')).toEqual({ text: 'ロゴの説明です。', lang: 'ja' });
  });

  it('falls back to the Japanese one, marked ja, only when the language has none', () => {
    for (const empty of [null, '', '  ']) {
      expect(explainIn({ ...all, en: empty }, 'en')).toEqual({ text: 'ロゴの説明です。', lang: 'ja' });
      expect(explainIn({ ...all, vi: empty }, 'vi')).toEqual({ text: 'ロゴの説明です。', lang: 'ja' });
    }
  });

  it('never falls back to another language than Japanese, and answers null when there is nothing', () => {
    expect(explainIn({ ja: null, en: 'About the logo.', vi: null }, 'vi')).toBeNull();
    expect(explainIn({ ja: null, en: 'About the logo.', vi: 'Giới thiệu logo.' }, 'ja')).toBeNull();
    expect(explainIn({ ja: ' ', en: null, vi: null }, 'en')).toBeNull();
  });
});
