import { describe, expect, it } from 'vitest';
import {
  BOM,
  csvCell,
  csvRecord,
  defuseCell,
  joinKeywords,
  joinList,
  parseCsv,
  restoreCell,
  splitKeywords,
  splitList,
} from './logo-csv-format.ts';

describe('csv cells', () => {
  it('quotes only cells holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvRecord(['1', 'ロゴ', ''])).toBe('1,ロゴ,\r\n');
  });

  it('defuses cells a spreadsheet would run as a formula, and restores them exactly', () => {
    for (const value of ['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)', '\t=1', '\r=1']) {
      expect(defuseCell(value)).toBe(`'${value}`);
      expect(restoreCell(defuseCell(value))).toBe(value);
    }
    // Apostrophes already there before a trigger get one more, so the round trip is exact.
    expect(defuseCell("'=x")).toBe("''=x");
    expect(restoreCell(defuseCell("'=x"))).toBe("'=x");
    for (const value of ['plain', "it's", "'quoted", '1-2', 'a=b', '']) {
      expect(defuseCell(value)).toBe(value);
      expect(restoreCell(value)).toBe(value);
    }
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
  });

  it('defuses the full-width ＝ ＋ － ＠ as the ASCII ones, and a leading tab or CR whatever follows', () => {
    for (const value of [
      '＝HYPERLINK("http://evil")',
      '＋1',
      '－2+3',
      '＠SUM(A1)',
      '\tロゴ',
      '\rロゴ',
      '\t＝1',
    ]) {
      expect(defuseCell(value)).toBe(`'${value}`);
      expect(restoreCell(defuseCell(value))).toBe(value);
    }
    expect(defuseCell("'＝x")).toBe("''＝x");
    expect(restoreCell(defuseCell("'＝x"))).toBe("'＝x");
    expect(csvCell('＝A1,B1')).toBe(`"'＝A1,B1"`);
    // Inside a cell they are text, as their ASCII forms are.
    for (const value of ['ロゴ＝マーク', 'A＋B', '１－２', 'x＠y', '＃1', '＄5']) {
      expect(defuseCell(value)).toBe(value);
      expect(restoreCell(value)).toBe(value);
    }
  });
});

describe('parseCsv', () => {
  it('reads records with CRLF, LF or CR, quoted commas, quotes and line breaks', () => {
    const text = `${BOM}id,name\r\n1,"a,b"\n2,"say ""hi"""\r3,"two\r\nlines"\r\n`;
    expect(parseCsv(text)).toEqual({
      ok: true,
      records: [
        ['id', 'name'],
        ['1', 'a,b'],
        ['2', 'say "hi"'],
        ['3', 'two\r\nlines'],
      ],
    });
  });

  it('keeps empty cells, empty quoted cells and a last record without a line break', () => {
    expect(parseCsv('a,,""\r\n,x,')).toEqual({
      ok: true,
      records: [
        ['a', '', ''],
        ['', 'x', ''],
      ],
    });
    expect(parseCsv('""')).toEqual({ ok: true, records: [['']] });
    expect(parseCsv('')).toEqual({ ok: true, records: [] });
    expect(parseCsv('a\r\n\r\nb\r\n')).toEqual({ ok: true, records: [['a'], [''], ['b']] });
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(parseCsv('5" disk,x')).toEqual({ ok: true, records: [['5" disk', 'x']] });
  });

  it('fails at the record of a quoted cell never closed, or text after a closing quote', () => {
    expect(parseCsv('h\r\nok\r\n"open,\r\nmore')).toEqual({ ok: false, row: 3 });
    expect(parseCsv('h\r\n"a"b,c')).toEqual({ ok: false, row: 2 });
  });

  it('parses back what csvRecord writes, whatever the text', () => {
    const values = ['=cmd', 'a,b', 'q"q', 'line\nbreak', '', ' spaced ', 'ベトナム', "''=x"];
    const parsed = parseCsv(BOM + csvRecord(values) + csvRecord(['x']));
    expect(parsed.ok && parsed.records[0]!.map(restoreCell)).toEqual(values);
  });
});

describe('lists in a cell', () => {
  it("joins with '|' and escapes '|' and backslashes, and splits back", () => {
    const items = ['cafe', 'a|b', 'back\\slash'];
    const cell = joinList(items);
    expect(cell).toBe('cafe|a\\|b|back\\\\slash');
    expect(splitList(cell)).toEqual(items);
  });

  it('trims items and drops empty ones', () => {
    expect(splitList(' a | b ||')).toEqual(['a', 'b']);
    expect(splitList('')).toEqual([]);
  });

  it("writes keywords as ja:en:vi triples, escaping ':' and '|', and reads them back", () => {
    const keywords = [
      { ja: '猫', en: 'cat', vi: 'mèo' },
      { ja: '時:分', en: 'a|b', vi: 'c\\d' },
    ];
    const cell = joinKeywords(keywords);
    expect(cell).toBe('猫:cat:mèo|時\\:分:a\\|b:c\\\\d');
    expect(splitKeywords(cell)).toEqual([
      ['猫', 'cat', 'mèo'],
      ['時:分', 'a|b', 'c\\d'],
    ]);
    expect(splitKeywords('a:b|c:d:e:f| x : y : z ')).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e', 'f'],
      ['x', 'y', 'z'],
    ]);
  });
});
