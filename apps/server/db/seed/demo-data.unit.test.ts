import { ALPHABETS, GENRE_OPTIONS, INDUSTRY_OPTIONS, TASTE_OPTIONS } from '@logoya/core';
import { describe, expect, it } from 'vitest';
import { demoLogo, GENRE_NAMES, INDUSTRY_NAMES, KEYWORDS, TASTE_NAMES } from './demo-data.ts';
import { BUSINESS_TYPES, CONCEPTS } from './words.ts';

describe('demo data', () => {
  it('is deterministic', () => {
    expect(demoLogo(17)).toEqual(demoLogo(17));
    expect(demoLogo(17)).not.toEqual(demoLogo(18));
  });

  it('names every category option in three languages', () => {
    for (const [keys, names] of [
      [INDUSTRY_OPTIONS, INDUSTRY_NAMES],
      [GENRE_OPTIONS, GENRE_NAMES],
      [TASTE_OPTIONS, TASTE_NAMES],
    ] as const) {
      for (const key of keys) {
        const name = (names as Record<string, { ja: string; en: string; vi: string }>)[key];
        expect(name?.ja && name.en && name.vi, key).toBeTruthy();
      }
    }
  });

  it('refers only to known keywords, with 2 to 4 per logo', () => {
    const known = new Set(KEYWORDS.map((k) => k.en));
    expect(known.size).toBe(KEYWORDS.length);
    expect(KEYWORDS.length).toBeGreaterThanOrEqual(60);
    for (const word of [...CONCEPTS, ...BUSINESS_TYPES])
      expect(known.has(word.keyword), word.keyword).toBe(true);
    for (let i = 0; i < 500; i++) {
      const logo = demoLogo(i);
      expect(logo.keywords.length).toBeGreaterThanOrEqual(2);
      expect(logo.keywords.length).toBeLessThanOrEqual(4);
      expect(new Set(logo.keywords).size).toBe(logo.keywords.length);
      for (const k of logo.keywords) expect(known.has(k)).toBe(true);
      expect(ALPHABETS).toContain(logo.alphabet);
      expect(logo.nameEn[0]).toBe(logo.alphabet);
      expect(logo.tankNum).toBeGreaterThanOrEqual(0);
      expect(logo.tankNum).toBeLessThanOrEqual(30);
    }
  });

  it('has names in three scripts, some longer than 10 characters', () => {
    const logos = Array.from({ length: 250 }, (_, i) => demoLogo(i));
    expect(logos.some((l) => /[\u30a0-\u30ff]/.test(l.nameJa))).toBe(true);
    expect(logos.some((l) => /[\u4e00-\u9fff]/.test(l.nameJa))).toBe(true);
    expect(logos.some((l) => /[ăâđêôơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/i.test(l.nameVi))).toBe(
      true,
    );
    expect(logos.filter((l) => [...l.nameJa].length > 10).length).toBeGreaterThan(10);
    expect(new Set(logos.map((l) => l.nameEn)).size).toBe(250);
  });

  it('names every logo in Japanese, English and Vietnamese, and letters its picture with those names', () => {
    for (let i = 0; i < 250; i++) {
      const logo = demoLogo(i);
      for (const name of [logo.nameJa, logo.nameEn, logo.nameVi])
        expect(name.trim().length, `${i}`).toBeGreaterThan(1);
      expect(logo.art.nameJa).toBe(logo.nameJa);
      expect(logo.art.nameVi).toBe(logo.nameVi);
      expect(logo.nameEn).toBe(`${logo.art.brand} ${logo.art.kind}`);
      expect(logo.nameJa).toContain(logo.art.brandJa);
    }
  });
});
