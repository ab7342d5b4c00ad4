import { LOGO_CSV_COLUMNS, type LogoCsvColumn, translateMessage } from '@logoya/core';
import { describe, expect, it } from 'vitest';
import type { FieldErrors } from '../../../platform/http/errors.ts';
import {
  type ExportLogo,
  exportCells,
  isBlankRow,
  type ReferenceMaps,
  readHeader,
  readRow,
  resolveGroups,
} from './logo-csv-rows.ts';

const en = (errors: FieldErrors) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v.map((m) => translateMessage(m, 'en'))]));

const ALL = [...LOGO_CSV_COLUMNS];
function row(cells: Partial<Record<LogoCsvColumn, string>>, columns: LogoCsvColumn[] = ALL, at = 2) {
  return readRow(
    columns,
    columns.map((c) => cells[c] ?? ''),
    at,
  );
}
const good = {
  name_ja: 'テスト',
  name_en: 'Test',
  name_vi: 'Thử',
  explain: 'A logo.',
};

describe('readHeader', () => {
  it('takes known columns in any order and case, and skips empty header cells', () => {
    expect(readHeader(['Name_EN', ' id ', ''])).toEqual({ ok: true, columns: ['name_en', 'id', null] });
  });

  it('refuses unknown and repeated columns, naming them', () => {
    const head = readHeader(['id', 'colour', 'id']);
    expect(head.ok).toBe(false);
    expect(!head.ok && head.errors.map((m) => translateMessage(m, 'en'))).toEqual([
      'The header names a column this import does not know: colour. Use the columns of the export.',
      'The header names a column twice: id.',
    ]);
  });
});

describe('readRow', () => {
  it('reads a new logo with lists, keywords, state and images', () => {
    const check = row({
      ...good,
      explain_en: ' About the logo. ',
      logo_d_id: 'D-1',
      designer_email: ' designer@logoya.test ',
      state: '7',
      industries: 'cafe|bakery|cafe',
      genres: '',
      alphabets: 'a|B',
      keywords: '猫:cat:mèo|猫:CAT:Mèo|犬:dog:chó',
      image_main: 'logo.png',
      images_gallery: 'g1.png| g2.png',
    });
    expect(check).toEqual({
      ok: true,
      row: {
        row: 2,
        id: null,
        ...good,
        // An empty optional description clears it: the shop shows the Japanese one.
        explain_en: 'About the logo.',
        explain_vi: null,
        logo_d_id: 'D-1',
        designer_email: 'designer@logoya.test',
        state: 7,
        industries: ['cafe', 'bakery'],
        genres: [],
        tastes: [],
        alphabets: ['a', 'B'],
        keywords: [
          { ja: '猫', en: 'cat', vi: 'mèo' },
          { ja: '犬', en: 'dog', vi: 'chó' },
        ],
        image_main: 'logo.png',
        images_gallery: ['g1.png', 'g2.png'],
      },
    });
  });

  it("reports every problem of a row at once, with the editor's messages", () => {
    const check = row({
      name_ja: '  ',
      name_en: 'x'.repeat(256),
      state: '9',
      designer_email: 'not-an-email',
      keywords: '猫:cat|犬::chó',
    });
    expect(check.ok).toBe(false);
    expect(!check.ok && en(check.errors)).toEqual({
      name_ja: ['please enter a value'],
      name_en: ['This text may not be longer than 255 characters.'],
      name_vi: ['please enter a value'],
      explain: ['please enter a value'],
      state: [
        'The state must be 0 (normal), 2 (negotiating) or 7 (stopped). Sold (8) is set by orders only.',
      ],
      designer_email: ['The designer was not found.'],
      keywords: ['Write each keyword as ja:en:vi, and separate keywords with |.'],
    });
    const blank = row({ ...good, keywords: '猫:cat: ' });
    expect(!blank.ok && en(blank.errors)).toEqual({
      keywords: ['Each keyword needs its Japanese, English and Vietnamese names.'],
    });
  });

  it('refuses an id that is not a logo number', () => {
    for (const id of ['x1', '0', '-3', '1.5', '99999999999']) {
      const check = row({ id, name_en: 'x' }, ['id', 'name_en']);
      expect(!check.ok && en(check.errors), id).toEqual({
        id: ['The id must be the number of an existing logo, or empty to register a new logo.'],
      });
    }
  });

  it('lets an update leave a text blank, to be checked against the logo', () => {
    const check = row({ id: '4', name_ja: 'ロゴ', name_en: ' ', name_vi: '' }, [
      'id',
      'name_ja',
      'name_en',
      'name_vi',
    ]);
    expect(check).toEqual({
      ok: true,
      row: { row: 2, id: 4, name_ja: 'ロゴ', blank: ['name_en', 'name_vi'] },
    });
  });

  it('needs the four texts of a new logo even when their columns are absent', () => {
    const check = row({ name_ja: 'ロゴ' }, ['id', 'name_ja']);
    expect(!check.ok && Object.keys(check.errors)).toEqual(['name_en', 'name_vi', 'explain']);
  });

  it('leaves absent columns out of an update, and reads empty cells as none', () => {
    const check = row({ id: '12', name_en: 'New', industries: '', designer_email: '', logo_d_id: '' }, [
      'id',
      'name_en',
      'industries',
      'designer_email',
      'logo_d_id',
      'image_main',
    ]);
    expect(check).toEqual({
      ok: true,
      row: { row: 2, id: 12, name_en: 'New', industries: [], designer_email: null, logo_d_id: null },
    });
  });

  it('restores defused cells', () => {
    const check = row({ ...good, name_en: "'=SUM(A1)" });
    expect(check.ok && check.row.name_en).toBe('=SUM(A1)');
  });

  it('refuses a row whose cells do not match the header', () => {
    const check = readRow(['id', 'name_en'], ['1', 'a', 'b'], 5);
    expect(check).toMatchObject({ ok: false, row: 5 });
    expect(!check.ok && en(check.errors)).toEqual({ row: ['This row has 3 cells, but the header has 2.'] });
  });

  it('knows a blank row', () => {
    expect(isBlankRow(['', ' ', ''])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });
});

describe('resolveGroups', () => {
  const maps: ReferenceMaps = {
    industries: new Map([
      ['cafe', 1],
      ['bakery', 2],
    ]),
    genres: new Map([['red', 5]]),
    tastes: new Map(),
    alphabets: new Map([
      ['A', 10],
      ['B', 11],
    ]),
  };

  it('turns key_names and letters (any case) into sorted ids', () => {
    const check = row({ ...good, industries: 'bakery|cafe', genres: '', alphabets: 'b|a' });
    expect(check.ok && resolveGroups(check.row, maps)).toEqual({
      ids: { industries: [1, 2], genres: [], tastes: [], alphabets: [10, 11] },
      errors: {},
    });
  });

  it('names the groups with an unknown name', () => {
    const check = row({ ...good, industries: 'cafe|nope', tastes: 'x', alphabets: 'Z' });
    const resolved = check.ok ? resolveGroups(check.row, maps) : null;
    expect(en(resolved!.errors)).toEqual({
      industries: ['The list contains a key_name that does not exist.'],
      tastes: ['The list contains a key_name that does not exist.'],
      alphabets: ['The list contains a letter that does not exist.'],
    });
  });
});

describe('exportCells', () => {
  it('writes a logo in the column order, with lists, keywords and image file names', () => {
    const logo: ExportLogo = {
      id: 7,
      name_ja: 'ロゴ',
      name_en: 'Logo',
      name_vi: null,
      explain: 'x',
      explain_en: 'About',
      explain_vi: null,
      designer_ref: null,
      designer_email: 'd@x.test',
      state: 8,
      industries: ['cafe', 'a|b'],
      genres: [],
      tastes: ['cute'],
      alphabets: ['L'],
      keywords: [{ ja: '猫', en: 'cat', vi: 'mèo' }],
      images: [
        { kind: 'main', key: 'logos/7/aaa.gif' },
        { kind: 'main', key: 'logos/7/bbb.png' },
        { kind: 'hover', key: 'logos/7/ccc.png' },
        { kind: 'gallery', key: 'logos/7/ddd.png' },
        { kind: 'gallery', key: 'logos/7/eee.png' },
      ],
    };
    expect(exportCells(logo)).toEqual([
      '7',
      'ロゴ',
      'Logo',
      '',
      'x',
      'About',
      '',
      '',
      'd@x.test',
      '8',
      'cafe|a\\|b',
      '',
      'cute',
      'L',
      '猫:cat:mèo',
      'aaa.gif',
      'ccc.png',
      'ddd.png|eee.png',
    ]);
  });
});
