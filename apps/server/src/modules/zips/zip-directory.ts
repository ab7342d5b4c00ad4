import { u64, type ZipEntry, type ZipRefusal } from './zip-check.ts';

/**
 * The central directory of a zip, entry by entry (pure): names (UTF-8 when flagged, else read
 * byte for byte), the zip64 sizes and offsets, the Info-ZIP Unicode Path name, and whether an
 * entry is a symbolic link. zip-check.ts judges what is read here.
 */

const CENTRAL = 0x02014b50;
const CENTRAL_SIZE = 46;
const FLAG_UTF8 = 0x0800;

const utf8 = new TextDecoder('utf-8', { fatal: true });

function decodeName(bytes: Buffer, isUtf8: boolean): string | undefined {
  if (!isUtf8) return bytes.toString('latin1');
  try {
    return utf8.decode(bytes);
  } catch {
    return undefined;
  }
}

/** Reads a directory entry's zip64 extra field (0x0001) for the values its header left at max. */
function applyZip64(extra: Buffer, entry: ZipEntry, diskStart: number): boolean {
  const needs = {
    uncompressed: entry.uncompressedSize === 0xffffffff,
    compressed: entry.compressedSize === 0xffffffff,
    offset: entry.localOffset === 0xffffffff,
  };
  if (!needs.uncompressed && !needs.compressed && !needs.offset && diskStart !== 0xffff) return true;
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x0001) {
      const data = extra.subarray(p + 4, p + 4 + size);
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
    p += 4 + size;
  }
  return false;
}

/** The Info-ZIP Unicode Path field (0x7075): version 1, a CRC of the header name, the name. */
function unicodePath(extra: Buffer): string | null | undefined {
  for (let p = 0; p + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(p);
    const size = extra.readUInt16LE(p + 2);
    if (id === 0x7075) {
      const data = extra.subarray(p + 4, p + 4 + size);
      return data.length >= 5 ? decodeName(data.subarray(5), true) : undefined;
    }
    p += 4 + size;
  }
  return null;
}

/** The central directory's `count` entries; any bytes left over make it not a zip. */
export function parseDirectory(cd: Buffer, count: number): ZipEntry[] | ZipRefusal {
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let i = 0; i < count; i++) {
    if (p + CENTRAL_SIZE > cd.length || cd.readUInt32LE(p) !== CENTRAL) return 'not_zip';
    const madeBy = cd.readUInt16LE(p + 4) >> 8;
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
    const name = decodeName(nameBytes, (flags & FLAG_UTF8) !== 0);
    const unicodeName = unicodePath(extra);
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
      // Unix (3) and macOS (19) record the file type in the high half of the attributes.
      isLink: (madeBy === 3 || madeBy === 19) && (mode & 0o170000) === 0o120000,
      ...(unicodeName === null ? {} : { unicodeName }),
    };
    if (!applyZip64(extra, entry, diskStart)) return 'not_zip';
    if (diskStart !== 0 && diskStart !== 0xffff) return 'not_zip';
    entries.push(entry);
    p = end;
  }
  return p === cd.length ? entries : 'not_zip';
}
