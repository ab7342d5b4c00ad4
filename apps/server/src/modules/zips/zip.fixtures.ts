import zlib from 'node:zlib';

/**
 * Zips built by hand for the tests, good and hostile: every header field can be set, so names
 * that escape, lying sizes, encryption flags, links and overlapping entries can all be made.
 */
export interface FakeEntry {
  name: string;
  data?: Buffer;
  /** 0 stored, 8 deflate (default), anything else is written as given with the raw data. */
  method?: number;
  flags?: number;
  /** The uncompressed size the headers declare (default: the real one). */
  declaredSize?: number;
  /** The compressed size the directory declares (default: the real one). */
  declaredCompressedSize?: number;
  crc?: number;
  /** The name in the local header, when it should differ from the directory's. */
  localName?: string;
  /** Unix mode for the directory's external attributes (made by Unix). */
  unixMode?: number;
  /** Extra field of the directory entry. */
  extra?: Buffer;
}

export interface FakeZipOptions {
  comment?: Buffer;
  zip64?: boolean;
  /** Bytes before the first entry (a self-extracting stub). */
  prefix?: Buffer;
  /** Bytes after the end record. */
  suffix?: Buffer;
}

/** The Info-ZIP Unicode Path extra field (0x7075) carrying `name`. */
export function unicodePathExtra(name: string, headerName: string): Buffer {
  const utf8 = Buffer.from(name);
  const head = Buffer.alloc(9);
  head.writeUInt16LE(0x7075, 0);
  head.writeUInt16LE(5 + utf8.length, 2);
  head.writeUInt8(1, 4);
  head.writeUInt32LE(zlib.crc32(Buffer.from(headerName)), 5);
  return Buffer.concat([head, utf8]);
}

export function buildZip(entries: FakeEntry[], options: FakeZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = options.prefix?.length ?? 0;
  for (const e of entries) {
    const data = e.data ?? Buffer.alloc(0);
    const method = e.method ?? 8;
    const body = method === 8 ? zlib.deflateRawSync(data) : data;
    const crc = e.crc ?? zlib.crc32(data);
    const name = Buffer.from(e.name);
    const localName = Buffer.from(e.localName ?? e.name);
    const flags = (e.flags ?? 0) | 0x0800;
    const size = e.declaredSize ?? data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(localName.length, 26);
    locals.push(local, localName, body);
    const extra = e.extra ?? Buffer.alloc(0);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(e.unixMode === undefined ? 20 : (3 << 8) | 20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(flags, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(e.declaredCompressedSize ?? body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(e.unixMode === undefined ? 0 : (e.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name, extra);
    offset += local.length + localName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = options.comment ?? Buffer.alloc(0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  const tail: Buffer[] = [];
  if (options.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(entries.length), 24);
    record.writeBigUInt64LE(BigInt(entries.length), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    end.writeUInt16LE(0xffff, 8);
    end.writeUInt16LE(0xffff, 10);
    end.writeUInt32LE(0xffffffff, 12);
    end.writeUInt32LE(0xffffffff, 16);
    tail.push(record, locator);
  }
  return Buffer.concat([
    options.prefix ?? Buffer.alloc(0),
    ...locals,
    directory,
    ...tail,
    end,
    comment,
    options.suffix ?? Buffer.alloc(0),
  ]);
}

/** A small delivery zip as a designer would send it: vector, raster and a folder. */
export function deliveryZip(tag = 'logo'): Buffer {
  return buildZip([
    { name: `${tag}/`, method: 0 },
    {
      name: `${tag}/${tag}.svg`,
      data: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><title>${tag}</title></svg>`),
    },
    { name: `${tag}/${tag}.pdf`, data: Buffer.from(`%PDF-1.4 ${tag} `.repeat(40)) },
    { name: `${tag}/${tag}.png`, data: Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]), method: 0 },
  ]);
}
