/**
 * The structure of a delivery zip, read by hand from its end (no dependency, nothing extracted):
 * the end-of-central-directory record (and its zip64 form), the central directory, and each
 * entry's local header. Pure functions over bytes (the directory's entries are read in
 * zip-directory.ts); zip-inspect.ts reads the bytes and runs them.
 * Everything a buyer's unzip tool would trust is checked here: names that escape the folder,
 * links, encryption, methods, counts, sizes and the layout of the data.
 */

import { landingKey, unsafeEntryName, windowsUnsafeName } from './zip-names.ts';

export { unsafeEntryName } from './zip-names.ts';

export type ZipRefusal =
  | 'not_zip'
  | 'empty'
  | 'too_many_entries'
  | 'unsafe_name'
  | 'windows_name'
  | 'encrypted'
  | 'method'
  | 'too_big_unpacked'
  | 'ratio'
  | 'corrupt';

export interface ZipLimits {
  maxEntries: number;
  /** All entries together, as their headers declare (and inflating then proves). */
  maxUncompressedBytes: number;
  /**
   * Uncompressed ÷ compressed above this is a bomb: for an entry of at least ratioFloorBytes, and
   * for all entries together once they expand to ratioFloorBytes (many small entries, ADR 0080).
   */
  maxRatio: number;
  ratioFloorBytes: number;
  /** The central directory may not be larger than this. */
  maxDirectoryBytes: number;
}

export interface ZipEntry {
  name: string;
  nameBytes: Buffer;
  flags: number;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
  /** The name an Info-ZIP Unicode Path field gives instead (extractors prefer it). */
  unicodeName?: string;
  /**
   * The external attributes' high half holds a file type other than a file or a folder: a
   * symbolic link, a device, a pipe or a socket. Whatever host the entry names (ADR 0080).
   */
  notRegular: boolean;
}

/** Where the central directory is, and where it must end (the record that follows it). */
export interface Directory {
  entries: number;
  size: number;
  offset: number;
  end: number;
}

/** The classic end record's own values, which a zip64 end record stands in for. */
export interface ClassicEnd {
  disks: [number, number];
  onDisk: number;
  entries: number;
  size: number;
  offset: number;
}

const EOCD = 0x06054b50;
const EOCD_SIZE = 22;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_LOCATOR_SIZE = 20;
const ZIP64_EOCD = 0x06064b50;
export const ZIP64_EOCD_SIZE = 56;
const LOCAL = 0x04034b50;
export const LOCAL_SIZE = 30;
/** Bytes from the end that can hold the end record: its comment is at most 65,535 bytes. */
export const ZIP_TAIL_BYTES = EOCD_SIZE + 0xffff + ZIP64_LOCATOR_SIZE;

const FLAG_ENCRYPTED = 0x0001;
const FLAG_STRONG_ENCRYPTION = 0x0040;
const METHOD_STORED = 0;
const METHOD_DEFLATE = 8;
const METHOD_AES = 99;

export function u64(buf: Buffer, at: number): number | undefined {
  const value = buf.readBigUInt64LE(at);
  return value <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(value) : undefined;
}

/**
 * The end record, found in `tail` (the last bytes of a file of `fileSize`). A plain zip answers
 * its directory; a zip64 one answers where its zip64 end record is, to be read next.
 */
export function readEnd(
  tail: Buffer,
  fileSize: number,
): { directory: Directory } | { zip64RecordAt: number; locatorAt: number; classic: ClassicEnd } | ZipRefusal {
  const tailStart = fileSize - tail.length;
  let at = -1;
  for (let i = tail.length - EOCD_SIZE; i >= 0; i--) {
    // The record ends the file exactly: a signature inside the comment does not count.
    if (tail.readUInt32LE(i) === EOCD && i + EOCD_SIZE + tail.readUInt16LE(i + 20) === tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) return 'not_zip';
  const disk = tail.readUInt16LE(at + 4);
  const directoryDisk = tail.readUInt16LE(at + 6);
  const onDisk = tail.readUInt16LE(at + 8);
  const entries = tail.readUInt16LE(at + 10);
  const size = tail.readUInt32LE(at + 12);
  const offset = tail.readUInt32LE(at + 16);
  if (at >= ZIP64_LOCATOR_SIZE && tail.readUInt32LE(at - ZIP64_LOCATOR_SIZE) === ZIP64_LOCATOR) {
    const locator = at - ZIP64_LOCATOR_SIZE;
    const recordAt = u64(tail, locator + 8);
    // One disk only: spanned archives are not delivery files.
    if (tail.readUInt32LE(locator + 4) !== 0 || tail.readUInt32LE(locator + 16) > 1 || recordAt === undefined)
      return 'not_zip';
    return {
      zip64RecordAt: recordAt,
      locatorAt: tailStart + locator,
      classic: { disks: [disk, directoryDisk], onDisk, entries, size, offset },
    };
  }
  if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'not_zip';
  if (disk !== 0 || directoryDisk !== 0 || onDisk !== entries) return 'not_zip';
  return { directory: { entries, size, offset, end: tailStart + at } };
}

/** The zip64 end record (56 bytes read at `recordAt`), which must end where its locator starts. */
export function readZip64End(record: Buffer, recordAt: number, locatorAt: number): Directory | ZipRefusal {
  if (record.length < ZIP64_EOCD_SIZE || record.readUInt32LE(0) !== ZIP64_EOCD) return 'not_zip';
  const recordSize = u64(record, 4);
  const onDisk = u64(record, 24);
  const entries = u64(record, 32);
  const size = u64(record, 40);
  const offset = u64(record, 48);
  if (
    recordSize === undefined ||
    onDisk === undefined ||
    entries === undefined ||
    size === undefined ||
    offset === undefined
  )
    return 'not_zip';
  if (recordAt + 12 + recordSize !== locatorAt) return 'not_zip';
  if (record.readUInt32LE(16) !== 0 || record.readUInt32LE(20) !== 0 || onDisk !== entries) return 'not_zip';
  return { entries, size, offset, end: recordAt };
}

/**
 * Under zip64, each value of the classic end record must be the marker that sends a reader to
 * the zip64 record, or that record's own value: readers that trust the classic record unless it
 * is marked (Go's, fflate's) must find the same directory (a count of 0 there would show them
 * an empty archive; ADR 0080).
 */
export function zip64Agrees(classic: ClassicEnd, dir: Directory): boolean {
  const same = (value: number, marker: number, real: number) => value === marker || value === real;
  return (
    classic.disks.every((disk) => disk === 0 || disk === 0xffff) &&
    same(classic.onDisk, 0xffff, dir.entries) &&
    same(classic.entries, 0xffff, dir.entries) &&
    same(classic.size, 0xffffffff, dir.size) &&
    same(classic.offset, 0xffffffff, dir.offset)
  );
}

/** Checks done before the directory is read: its count, its size and its place. */
export function checkDirectory(dir: Directory, limits: ZipLimits): ZipRefusal | null {
  if (dir.entries > limits.maxEntries || dir.size > limits.maxDirectoryBytes) return 'too_many_entries';
  // The directory runs right up to the end record: no gap, no data appended or overlapping.
  if (dir.offset + dir.size !== dir.end) return 'not_zip';
  if (dir.entries === 0) return 'empty';
  return null;
}

/**
 * Checks every entry of the directory: names, links, encryption, methods, sizes and ratios, each
 * entry's and the archive's as a whole.
 */
export function checkEntries(
  entries: ZipEntry[],
  limits: ZipLimits,
  directoryOffset: number,
): ZipRefusal | null {
  const names = new Set<string>();
  let total = 0;
  let compressed = 0;
  let files = 0;
  for (const e of entries) {
    const both = e.unicodeName === undefined ? [e.name] : [e.name, e.unicodeName];
    if (both.some(unsafeEntryName)) return 'unsafe_name';
    if (both.some(windowsUnsafeName)) return 'windows_name';
    if (e.notRegular) return 'unsafe_name';
    // Two entries that land on one file: which one a buyer gets depends on the tool.
    const key = landingKey(e.unicodeName ?? e.name);
    if (names.has(key)) return 'unsafe_name';
    names.add(key);
  }
  for (const e of entries) {
    if (e.flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION) || e.method === METHOD_AES) return 'encrypted';
    if (e.method !== METHOD_STORED && e.method !== METHOD_DEFLATE) return 'method';
    if (e.method === METHOD_STORED && e.compressedSize !== e.uncompressedSize) return 'corrupt';
    if (e.localOffset + LOCAL_SIZE > directoryOffset) return 'corrupt';
    total += e.uncompressedSize;
    compressed += e.compressedSize;
    if (total > limits.maxUncompressedBytes) return 'too_big_unpacked';
    if (
      e.uncompressedSize >= limits.ratioFloorBytes &&
      e.uncompressedSize > limits.maxRatio * Math.max(1, e.compressedSize)
    )
      return 'ratio';
    if (!e.name.endsWith('/')) files++;
  }
  // Many entries each under the floor make a bomb too: 1,000 of 1 MB of zeros in 1.1 MB.
  if (total >= limits.ratioFloorBytes && total > limits.maxRatio * Math.max(1, compressed)) return 'ratio';
  return files === 0 ? 'empty' : null;
}

/**
 * An entry's local header (its first 30 bytes): it must agree with the directory on the name's
 * length, the method and encryption. Answers the lengths that place the data.
 */
export function readLocalHeader(
  header: Buffer,
  entry: ZipEntry,
): { nameLength: number; extraLength: number } | ZipRefusal {
  if (header.length < LOCAL_SIZE || header.readUInt32LE(0) !== LOCAL) return 'corrupt';
  const flags = header.readUInt16LE(6);
  if (flags & (FLAG_ENCRYPTED | FLAG_STRONG_ENCRYPTION)) return 'encrypted';
  if (header.readUInt16LE(8) !== entry.method) return 'corrupt';
  const nameLength = header.readUInt16LE(26);
  if (nameLength !== entry.nameBytes.length) return 'unsafe_name';
  return { nameLength, extraLength: header.readUInt16LE(28) };
}

/** A data descriptor after an entry's data: CRC and sizes, 32 or 64-bit, with or without its signature. */
const DESCRIPTOR_SIZES = [12, 16, 20, 24];

/**
 * The entries' records, each from its local header to the end of its data, in file order. They
 * must fill the file from its first byte up to the directory: nothing before the first entry (a
 * self-extracting stub), no bytes hidden between entries (only a data descriptor, for entries
 * that announce one), and no overlap (overlapping entries are how the densest zip bombs are built).
 */
export function checkLayout(
  records: { start: number; end: number; descriptor?: boolean }[],
  directoryOffset: number,
): ZipRefusal | null {
  const sorted = [...records].sort((a, b) => a.start - b.start);
  if (sorted.length > 0 && sorted[0]!.start !== 0) return 'not_zip';
  for (let i = 0; i < sorted.length; i++) {
    const record = sorted[i]!;
    const gap = (i + 1 < sorted.length ? sorted[i + 1]!.start : directoryOffset) - record.end;
    if (gap !== 0 && !(record.descriptor && DESCRIPTOR_SIZES.includes(gap))) return 'corrupt';
  }
  return null;
}
