/**
 * CSV as the catalogue's export and import write and read it (pure): RFC 4180 cells and records,
 * the UTF-8 byte order mark Excel needs to open Japanese text, the defusing of cells a
 * spreadsheet would run as a formula, and the lists inside a cell ('|' between items, a
 * backslash keeping the next character literal).
 */

/** Excel opens a UTF-8 CSV as UTF-8 only when it starts with the byte order mark. */
export const BOM = '\uFEFF';
export const CRLF = '\r\n';

/**
 * A spreadsheet runs a cell that starts with = + - @ (or a tab or carriage return before one) as
 * a formula; Japanese Excel may do the same with their full-width forms ＝ ＋ － ＠ (ADR 0077).
 * Such a cell gets a leading apostrophe, which spreadsheets show as text. A value that already
 * starts with apostrophes before one of those characters gets one more, so reading it back
 * (`restoreCell`) removes exactly the one added.
 */
const FORMULA_START = /^'*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const DEFUSED = /^'+[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function defuseCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The value `defuseCell` was given. */
export function restoreCell(value: string): string {
  return DEFUSED.test(value) ? value.slice(1) : value;
}

/** One cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: string): string {
  const safe = defuseCell(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One record, ended by CRLF. */
export function csvRecord(values: readonly string[]): string {
  return `${values.map(csvCell).join(',')}${CRLF}`;
}

export type CsvParse = { ok: true; records: string[][] } | { ok: false; row: number };

/**
 * The records of a CSV text (RFC 4180, lenient where spreadsheets are): CRLF, LF or CR end a
 * record; a quoted cell may hold commas, quotes ("") and line breaks; a quote inside an unquoted
 * cell is kept as text. A quoted cell that never closes, or text after a closing quote, fails at
 * the record's number (1 = the first record). A leading byte order mark is dropped, and a last
 * line break ends the last record rather than starting an empty one.
 */
export function parseCsv(text: string): CsvParse {
  const input = text.startsWith(BOM) ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let i = 0;
  const n = input.length;
  const endRecord = () => {
    record.push(cell);
    records.push(record);
    record = [];
    cell = '';
  };
  while (i < n) {
    const c = input[i]!;
    if (c === '"' && cell === '') {
      // A quoted cell: up to the quote that is not doubled.
      let j = i + 1;
      let value = '';
      for (;;) {
        const q = input.indexOf('"', j);
        if (q < 0) return { ok: false, row: records.length + 1 };
        value += input.slice(j, q);
        if (input[q + 1] === '"') {
          value += '"';
          j = q + 2;
          continue;
        }
        j = q + 1;
        break;
      }
      const next = input[j];
      if (next !== undefined && next !== ',' && next !== '\r' && next !== '\n') {
        return { ok: false, row: records.length + 1 };
      }
      cell = value;
      // An empty quoted cell ("") must still count as a cell that was read.
      i = j;
      if (next === undefined) break;
      continue;
    }
    if (c === ',') {
      record.push(cell);
      cell = '';
      i++;
    } else if (c === '\r' || c === '\n') {
      endRecord();
      i += c === '\r' && input[i + 1] === '\n' ? 2 : 1;
    } else {
      const stop = nextSpecial(input, i);
      cell += input.slice(i, stop);
      i = stop;
    }
  }
  // Text after the last line break is a last record; a text ending in a line break has none.
  if (record.length > 0 || cell !== '' || (n > 0 && !/[\r\n]$/.test(input))) endRecord();
  return { ok: true, records };
}

function nextSpecial(input: string, from: number): number {
  for (let k = from; k < input.length; k++) {
    const c = input[k];
    if (c === ',' || c === '\r' || c === '\n') return k;
  }
  return input.length;
}

/** A list cell: items joined by `separator`, each with its backslashes and separators escaped. */
export function joinList(items: readonly string[], separator = '|', escaped = '|'): string {
  return items.map((item) => escapeItem(item, escaped)).join(separator);
}

function escapeItem(item: string, specials: string): string {
  let out = '';
  for (const c of item) out += c === '\\' || specials.includes(c) ? `\\${c}` : c;
  return out;
}

/**
 * Splits a list cell at `separator` where it is not escaped; items are trimmed (keeping escaped
 * spaces is not needed: names never start or end with one), empty items dropped. Escapes stay
 * in the items when `keepEscapes` (for a second split), else they are resolved.
 */
export function splitList(cell: string, separator = '|', keepEscapes = false): string[] {
  const items: string[] = [];
  let item = '';
  for (let i = 0; i < cell.length; i++) {
    const c = cell[i]!;
    if (c === '\\' && i + 1 < cell.length) {
      item += keepEscapes ? `\\${cell[i + 1]}` : cell[i + 1];
      i++;
    } else if (c === separator) {
      items.push(item);
      item = '';
    } else {
      item += c;
    }
  }
  items.push(item);
  return items.map((s) => s.trim()).filter((s) => s !== '');
}

export interface KeywordNames {
  ja: string;
  en: string;
  vi: string;
}

/** The keywords cell: 'ja:en:vi|ja:en:vi', with '|', ':' and '\' escaped inside names. */
export function joinKeywords(keywords: readonly KeywordNames[]): string {
  return keywords.map((k) => [k.ja, k.en, k.vi].map((name) => escapeItem(name, '|:')).join(':')).join('|');
}

/** The keywords of a cell, each as the parts found between ':' (three when well written). */
export function splitKeywords(cell: string): string[][] {
  return splitList(cell, '|', true).map((triple) => {
    const parts: string[] = [];
    let part = '';
    for (let i = 0; i < triple.length; i++) {
      const c = triple[i]!;
      if (c === '\\' && i + 1 < triple.length) {
        part += triple[i + 1];
        i++;
      } else if (c === ':') {
        parts.push(part.trim());
        part = '';
      } else {
        part += c;
      }
    }
    parts.push(part.trim());
    return parts;
  });
}
