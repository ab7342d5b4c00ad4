import fs from 'node:fs/promises';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import {
  checkDirectory,
  checkEntries,
  checkLayout,
  type Directory,
  LOCAL_SIZE,
  readEnd,
  readLocalHeader,
  readZip64End,
  ZIP_TAIL_BYTES,
  ZIP64_EOCD_SIZE,
  type ZipEntry,
  type ZipLimits,
  type ZipRefusal,
  zip64Agrees,
} from './zip-check.ts';
import { extraFields, parseDirectory, unicodePath } from './zip-directory.ts';

/** Random access to the bytes of an upload: a temporary file, or a buffer in the unit tests. */
export interface ByteSource {
  size: number;
  /** Up to `length` bytes from `offset` (fewer only at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
}

export type ZipVerdict =
  | { ok: true; entries: number; uncompressedBytes: number }
  | { ok: false; refusal: ZipRefusal };

export function bufferSource(data: Buffer): ByteSource {
  return {
    size: data.length,
    read: async (offset, length) => data.subarray(offset, Math.min(data.length, offset + length)),
  };
}

/** A file opened for reading; `close` it when done. */
export async function fileSource(file: string): Promise<ByteSource & { close(): Promise<void> }> {
  const handle = await fs.open(file, 'r');
  const { size } = await handle.stat();
  return {
    size,
    async read(offset, length) {
      const count = Math.max(0, Math.min(length, size - offset));
      const buf = Buffer.alloc(count);
      if (count === 0) return buf;
      const { bytesRead } = await handle.read(buf, 0, count, offset);
      return buf.subarray(0, bytesRead);
    },
    close: () => handle.close(),
  };
}

const CHUNK = 64 * 1024;
const FLAG_DATA_DESCRIPTOR = 0x0008;

async function* range(source: ByteSource, start: number, length: number): AsyncGenerator<Buffer> {
  for (let done = 0; done < length; ) {
    const chunk = await source.read(start + done, Math.min(CHUNK, length - done));
    if (chunk.length === 0) throw new Error('The zip ends inside an entry.');
    done += chunk.length;
    yield chunk;
  }
}

class TooLong extends Error {}

/**
 * Inflates one entry without keeping it: it must produce exactly its declared size and CRC. A
 * header that understates the size (to slip a bomb past the totals) stops at the declared size.
 */
async function verifyData(
  source: ByteSource,
  entry: ZipEntry,
  dataStart: number,
): Promise<ZipRefusal | null> {
  let produced = 0;
  let crc = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) return done(new TooLong());
      crc = zlib.crc32(chunk, crc);
      done();
    },
  });
  const input = Readable.from(range(source, dataStart, entry.compressedSize));
  try {
    if (entry.method === 0) await pipeline(input, sink);
    else await pipeline(input, zlib.createInflateRaw(), sink);
  } catch {
    return 'corrupt';
  }
  return produced === entry.uncompressedSize && crc >>> 0 === entry.crc32 >>> 0 ? null : 'corrupt';
}

async function directoryOf(source: ByteSource): Promise<Directory | ZipRefusal> {
  const tailLength = Math.min(source.size, ZIP_TAIL_BYTES);
  const end = readEnd(await source.read(source.size - tailLength, tailLength), source.size);
  if (typeof end === 'string' || 'directory' in end) return typeof end === 'string' ? end : end.directory;
  if (end.zip64RecordAt + ZIP64_EOCD_SIZE > end.locatorAt) return 'not_zip';
  const dir = readZip64End(
    await source.read(end.zip64RecordAt, ZIP64_EOCD_SIZE),
    end.zip64RecordAt,
    end.locatorAt,
  );
  return typeof dir === 'string' || zip64Agrees(end.classic, dir) ? dir : 'not_zip';
}

/**
 * Whether `source` is a zip the shop may deliver (zip-check.ts), read from its end: the
 * directory, every entry's local header and layout, then every entry inflated and checked
 * against its size and CRC. Nothing is written anywhere.
 */
export async function inspectZip(source: ByteSource, limits: ZipLimits): Promise<ZipVerdict> {
  const refuse = (refusal: ZipRefusal): ZipVerdict => ({ ok: false, refusal });
  const dir = await directoryOf(source);
  if (typeof dir === 'string') return refuse(dir);
  const misplaced = checkDirectory(dir, limits);
  if (misplaced) return refuse(misplaced);
  const cd = await source.read(dir.offset, dir.size);
  if (cd.length !== dir.size) return refuse('not_zip');
  const entries = parseDirectory(cd, dir.entries);
  if (typeof entries === 'string') return refuse(entries);
  const bad = checkEntries(entries, limits, dir.offset);
  if (bad) return refuse(bad);

  const placed: { entry: ZipEntry; dataStart: number }[] = [];
  const records: { start: number; end: number; descriptor: boolean }[] = [];
  for (const entry of entries) {
    const header = readLocalHeader(await source.read(entry.localOffset, LOCAL_SIZE), entry);
    if (typeof header === 'string') return refuse(header);
    const local = await source.read(entry.localOffset + LOCAL_SIZE, header.nameLength + header.extraLength);
    // The local name is what streaming extractors use: it must be the name checked above. A
    // Unicode Path field beside it, which they prefer, must give the directory's name (ADR 0080).
    if (!local.subarray(0, header.nameLength).equals(entry.nameBytes)) return refuse('unsafe_name');
    const localFields = extraFields(local.subarray(header.nameLength));
    if (!localFields) return refuse('corrupt');
    const localUnicode = unicodePath(localFields, entry.nameBytes);
    if (
      localUnicode === undefined ||
      (localUnicode !== null && localUnicode !== (entry.unicodeName ?? entry.name))
    )
      return refuse('unsafe_name');
    const dataStart = entry.localOffset + LOCAL_SIZE + header.nameLength + header.extraLength;
    placed.push({ entry, dataStart });
    records.push({
      start: entry.localOffset,
      end: dataStart + entry.compressedSize,
      descriptor: (entry.flags & FLAG_DATA_DESCRIPTOR) !== 0,
    });
  }
  const overlap = checkLayout(records, dir.offset);
  if (overlap) return refuse(overlap);

  let uncompressedBytes = 0;
  for (const { entry, dataStart } of placed) {
    const broken = await verifyData(source, entry, dataStart);
    if (broken) return refuse(broken);
    uncompressedBytes += entry.uncompressedSize;
  }
  return { ok: true, entries: entries.length, uncompressedBytes };
}

/** Inspects a file on disk. */
export async function inspectZipFile(file: string, limits: ZipLimits): Promise<ZipVerdict> {
  const source = await fileSource(file);
  try {
    return await inspectZip(source, limits);
  } finally {
    await source.close();
  }
}
