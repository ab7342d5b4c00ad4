import { INDUSTRY_OPTIONS, TASTE_OPTIONS } from '@logoya/core';
import type { GenreKey, IndustryKey, TasteKey } from '../reference/category-names.ts';
import { type LogoArt, paletteGenre } from './images.ts';
import {
  BUSINESS_TYPES,
  CONCEPTS,
  KEYWORDS,
  TASTE_ADJECTIVE_EN,
  TASTE_ADJECTIVE_JA,
  TASTE_ADJECTIVE_VI,
} from './words.ts';

export { GENRE_NAMES, INDUSTRY_NAMES, TASTE_NAMES } from '../reference/category-names.ts';
export { KEYWORDS } from './words.ts';

/** Deterministic demo content: the same index always gives the same logo, without Math.random. */
export interface DemoLogo {
  nameJa: string;
  nameEn: string;
  nameVi: string;
  /** What the picture letters: the brand (the concept in English), the kind of business, the motif keyword. */
  art: LogoArt;
  /** The description in Japanese, English and Vietnamese (issue 24: every demo logo has all three). */
  explain: string;
  explainEn: string;
  explainVi: string;
  industries: IndustryKey[];
  genre: GenreKey;
  tastes: TasteKey[];
  /** The first letter of the English name. */
  alphabet: string;
  /** English names of 2 to 4 keywords. */
  keywords: string[];
  tankNum: number;
}

/** mulberry32: a small, fast seeded generator of floats in [0, 1). */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(rng: () => number, list: readonly T[]): T {
  return list[Math.floor(rng() * list.length)]!;
}

/** `count` different items of `list`, in a random order. */
export function pickDistinct<T>(rng: () => number, list: readonly T[], count: number): T[] {
  const pool = [...list];
  const out: T[] = [];
  while (out.length < count && pool.length > 0) out.push(pool.splice(Math.floor(rng() * pool.length), 1)[0]!);
  return out;
}

/** Every concept × business pair once, shuffled, so neighbouring logos get unrelated names. */
const PAIRS: readonly (readonly [number, number])[] = (() => {
  const pairs: [number, number][] = [];
  for (let ci = 0; ci < CONCEPTS.length; ci++) {
    for (let bi = 0; bi < BUSINESS_TYPES.length; bi++) pairs.push([ci, bi]);
  }
  const rng = createRng(20240601);
  for (let i = pairs.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [pairs[i], pairs[j]] = [pairs[j]!, pairs[i]!];
  }
  return pairs;
})();

const KEYWORD_NAMES = KEYWORDS.map((k) => k.en);

function explainJa(
  nameJa: string,
  motif: string,
  business: string,
  taste: TasteKey,
  variant: number,
): string {
  const adjective = TASTE_ADJECTIVE_JA[taste];
  switch (variant) {
    case 0:
      return `${motif}をモチーフに、${adjective}な印象にまとめた${business}向けのロゴです。`;
    case 1:
      return `「${nameJa}」のために描いた、${motif}が印象的な${adjective}なマークです。看板や名刺にも使いやすい配色にしました。`;
    default:
      return `${motif}とイニシャルを組み合わせた${adjective}なデザイン。${business}の親しみやすさと信頼感を表現しました。`;
  }
}

function explainEn(nameEn: string, motif: string, taste: TasteKey, variant: number): string {
  const adjective = TASTE_ADJECTIVE_EN[taste];
  switch (variant) {
    case 0:
      return `A ${adjective} logo made for ${nameEn}, with ${motif} as its motif.`;
    case 1:
      return `A ${adjective} mark drawn for “${nameEn}”. Its colours work as well on a shop sign as on a business card.`;
    default:
      return `A ${adjective} design that pairs the ${motif} motif with the initials, for a business that wants to look friendly and trustworthy.`;
  }
}

function explainVi(nameVi: string, motif: string, taste: TasteKey, variant: number): string {
  const adjective = TASTE_ADJECTIVE_VI[taste];
  switch (variant) {
    case 0:
      return `Logo ${adjective} dành cho ${nameVi}, lấy ${motif} làm họa tiết chính.`;
    case 1:
      return `Biểu tượng ${adjective} được vẽ riêng cho “${nameVi}”, với màu sắc dễ dùng trên biển hiệu lẫn danh thiếp.`;
    default:
      return `Thiết kế ${adjective} kết hợp họa tiết ${motif} với chữ cái đầu, thể hiện sự thân thiện và đáng tin cậy.`;
  }
}

/** The demo logo with this index. `seed` varies the whole catalogue (benchmarks use another one). */
export function demoLogo(index: number, seed = 1): DemoLogo {
  const rng = createRng(Math.imul(index + 1, 0x9e3779b1) ^ Math.imul(seed, 0x85ebca77));
  const [ci, bi] = PAIRS[index % PAIRS.length]!;
  const concept = CONCEPTS[ci]!;
  const business = BUSINESS_TYPES[bi]!;
  const fill = (template: string, value: string) => template.replace('{c}', value);
  const nameJa = fill(business.ja, concept.ja);
  const nameEn = fill(business.en, concept.en);
  const nameVi = fill(business.vi, concept.vi);

  const industries: IndustryKey[] = [business.industry];
  if (rng() < 0.35) {
    const other = pick(rng, INDUSTRY_OPTIONS);
    if (other !== business.industry) industries.push(other);
  }
  const roll = rng();
  let genre: GenreKey = paletteGenre(index);
  if (concept.animal && roll < 0.7) genre = 'animals';
  else if (roll > 0.85) genre = 'illustration';
  const tastes = pickDistinct(rng, TASTE_OPTIONS, rng() < 0.5 ? 1 : 2);

  const keywords = [concept.keyword];
  if (business.keyword !== concept.keyword) keywords.push(business.keyword);
  const extra = Math.floor(rng() * 3);
  for (const k of pickDistinct(rng, KEYWORD_NAMES, extra + 2)) {
    if (keywords.length >= 2 + extra) break;
    if (!keywords.includes(k)) keywords.push(k);
  }

  const businessJa = business.ja.replace('{c}', '');
  const variant = Math.floor(rng() * 3);
  return {
    nameJa,
    nameEn,
    nameVi,
    art: {
      brand: concept.en,
      brandJa: concept.ja,
      kind: business.en.replace('{c}', '').trim(),
      nameJa,
      nameVi,
      motif: concept.keyword,
    },
    explain: explainJa(nameJa, concept.motif, businessJa, tastes[0]!, variant),
    explainEn: explainEn(nameEn, concept.en, tastes[0]!, variant),
    explainVi: explainVi(nameVi, concept.vi, tastes[0]!, variant),
    industries,
    genre,
    tastes,
    alphabet: nameEn[0]!.toUpperCase(),
    keywords,
    tankNum: Math.floor(rng() * 31),
  };
}
