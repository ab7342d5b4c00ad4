import zlib from 'node:zlib';
import { u64, type ZipEntry, type ZipRefusal } from './zip-check.ts';

/**
 * The central directory of a zip, entry by entry (pure): names (UTF-8 when flagged, else read
 * byte for byte), the zip64 sizes and offsets, the Info-ZIP Unicode Path name, and whether an
 * entry is something other than a file or a folder. zip-check.ts judges what is read here.
 */

const CENTRAL = 0x02014b50;
const CENTRAL_SIZE = 46;
const FLAG_UTF8 = 0x0800;
const ZIP64 = 0x0001;
const UNICODE_PATH = 0x7075;
const S_IFMT = 0o170000;
const S_IFREG = 0o100000;
const S_IFDIR = 0o040000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeName(bytes: Buffer, isUtf8: boolean): string | undefined {
  if (!isUtf8) return bytes.toString('latin1');
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/**
 * The fields of an extra block by id. Undefined when a field runs past the block's end, or when
 * a field this reader uses (zip64, Unicode Path) comes twice: tools would not agree on which
 * one counts. Fewer than 4 bytes after the last field are padding, as other readers take them.
 */
export function extraFields(extra: Buffer): Map<number, Buffer> | undefined {
  const fields = new Map<number, Buffer>();
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const end = p + 4 + extra.readUInt16LE(p + 2);
    if (end > extra.length || (fields.has(id) && (id === ZIP64 || id === UNICODE_PATH))) return undefined;
    if (!fields.has(id)) fields.set(id, extra.subarray(p + 4, end));
    p = end;
  }
  return fields;
}

/** Reads a directory entry's zip64 extra field (0x0001) for the values its header left at max. */
function applyZip64(fields: Map<number, Buffer>, entry: ZipEntry, diskStart: number): boolean {
  const needs = {
    uncompressed: entry.uncompressedSize === 0xffffffff,
    compressed: entry.compressedSize === 0xffffffff,
    offset: entry.localOffset === 0xffffffff,
  };
  if (!needs.uncompressed && !needs.compressed && !needs.offset && diskStart !== 0xffff) return true;
  const data = fields.get(ZIP64);
  if (!data) return false;
  let q = 0;
  const next = () => {
    if (q + 8 > data.length) return undefined;
    q += 8;
    return u64(data, q - 8);
  };
  if (needs.uncompressed) entry.uncompressedSize = next() ?? -1;
  if (needs.compressed) entry.compressedSize = next() ?? -1;
  if (needs.offset) entry.localOffset = next() ?? -1;
  if (diskStart === 0xffff && (q + 4 > data.length || data.readUInt32LE(q) !== 0)) return false;
  return entry.uncompressedSize >= 0 && entry.compressedSize >= 0 && entry.localOffset >= 0;
}

/**
 * The Info-ZIP Unicode Path field (0x7075) of a directory entry or a local header: version 1, a
 * CRC of the header name, the name. Null when there is none; undefined when it cannot be read,
 * or is not version 1, or its CRC is not the header name's. Some tools use a field whose CRC is
 * wrong and others ignore it, so the buyer's name would depend on the tool (ADR 0080).
 */
export function unicodePath(fields: Map<number, Buffer>, nameBytes: Buffer): string | null | undefined {
  const data = fields.get(UNICODE_PATH);
  if (!data) return null;
  if (data.length < 5 || data[0] !== 1 || data.readUInt32LE(1) !== zlib.crc32(nameBytes)) return undefined;
  return decodeName(data.subarray(5), true);
}

/** The central directory's `count` entries; any bytes left over make it not a zip. */
export function parseDirectory(cd: Buffer, count: number): ZipEntry[] | ZipRefusal {
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + CENTRAL_SIZE > cd.length || cd.readUInt32LE(p) !== CENTRAL) return 'not_zip';
    const flags = cd.readUInt16LE(p + 8);
    const nameLength = cd.readUInt16LE(p + 28);
    const extraLength = cd.readUInt16LE(p + 30);
    const commentLength = cd.readUInt16LE(p + 32);
    const diskStart = cd.readUInt16LE(p + 34);
    const mode = cd.readUInt32LE(p + 38) >>> 16;
    const end = p + CENTRAL_SIZE + nameLength + extraLength + commentLength;
    if (end > cd.length) return 'not_zip';
    const nameBytes = cd.subarray(p + CENTRAL_SIZE, p + CENTRAL_SIZE + nameLength);
    const extra = cd.subarray(p + CENTRAL_SIZE + nameLength, p + CENTRAL_SIZE + nameLength + extraLength);
    const fields = extraFields(extra);
    if (!fields) return 'not_zip';
    const name = decodeName(nameBytes, (flags & FLAG_UTF8) !== 0);
    const unicodeName = unicodePath(fields, nameBytes);
    if (name === undefined || unicodeName === undefined) return 'unsafe_name';
    const entry: ZipEntry = {
      name,
      nameBytes,
      flags,
      method: cd.readUInt16LE(p + 10),
      crc32: cd.readUInt32LE(p + 16),
      compressedSize: cd.readUInt32LE(p + 20),
      uncompressedSize: cd.readUInt32LE(p + 24),
      localOffset: cd.readUInt32LE(p + 42),
      // The high half of the attributes holds a Unix mode. Info-ZIP's unzip reads it, and makes
      // a link of S_IFLNK, for entries of many hosts (Unix and macOS, but also VMS, Atari, BeOS,
      // AtheOS…), so the host is not asked: only no type, a file or a folder pass.
      notRegular: ![0, S_IFREG, S_IFDIR].includes(mode & S_IFMT),
      ...(unicodeName === null ? {} : { unicodeName }),
    };
    if (!applyZip64(fields, entry, diskStart)) return 'not_zip';
    if (diskStart !== 0 && diskStart !== 0xffff) return 'not_zip';
    entries.push(entry);
    p = end;
  }
  return p === cd.length ? entries : 'not_zip';
}
