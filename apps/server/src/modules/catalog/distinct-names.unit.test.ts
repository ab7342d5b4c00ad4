import type { LogoCard } from '@logoya/core';
import { describe, expect, it } from 'vitest';
import { withDistinctNames } from './distinct-names.ts';

const card = (logo_id: number, name: string | null) => ({ logo_id, logo_language: name }) as LogoCard;
const names = (cards: LogoCard[]) => cards.map((c) => c.logo_id);

describe('withDistinctNames', () => {
  it('leaves out logos whose name reads the same on a card (cut to 10 characters)', () => {
    const ranked = [
      card(1, 'Blue Harbor Beauty'),
      card(2, 'Blue Harbor Kids'),
      card(3, 'Koi Realty'),
      card(4, 'Blue Harbor Tech'),
      card(5, 'Maple Café'),
      card(6, 'Koi Ramen'),
    ];
    expect(names(withDistinctNames(ranked, 'en', 4))).toEqual([1, 3, 5, 6]);
  });

  it('compares the visible name of the page language, placeholder included', () => {
    const ranked = [card(1, null), card(2, '  '), card(3, 'Tiệm hoa Xanh'), card(4, 'Tiệm hoa Xuân')];
    // Both unnamed logos read "Đang chuẩn bị"; both flower shops read "Tiệm hoa X...".
    expect(names(withDistinctNames(ranked, 'vi', 2))).toEqual([1, 3]);
  });

  it('fills the list from the logos set aside, in rank order, when distinct names run out', () => {
    const ranked = [
      card(1, 'Blue Harbor A'),
      card(2, 'Blue Harbor B'),
      card(3, 'Koi'),
      card(4, 'Blue Harbor C'),
    ];
    expect(names(withDistinctNames(ranked, 'en', 3))).toEqual([1, 2, 3]);
    expect(names(withDistinctNames(ranked, 'en', 8))).toEqual([1, 2, 3, 4]);
  });
});
