import { describe, expect, it } from 'vitest';
import { fontRuns } from './runs.ts';

const summary = (text: string, font: Parameters<typeof fontRuns>[1]) =>
  fontRuns(text, font).runs.map((run) => [run.font.id, run.text]);

describe('font runs', () => {
  it('sets the Latin-script words of a name in one font when one font draws them all', () => {
    // Kosugi Maru draws "Hoa" but not "Tiệm" or "Nhỏ": all three come from the rounded Latin font.
    expect(summary('Tiệm Hoa Nhỏ さくら', 'kosugi-maru')).toEqual([
      ['nunito-bold', 'Tiệm Hoa Nhỏ '],
      ['kosugi-maru', 'さくら'],
    ]);
  });

  it('keeps the slot’s own font for words it draws', () => {
    expect(summary('Hoa さくら', 'kosugi-maru')).toEqual([['kosugi-maru', 'Hoa さくら']]);
  });
});
