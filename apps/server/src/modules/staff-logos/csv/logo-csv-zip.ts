import zlib from 'node:zlib';
import type { Config } from '../../../config.ts';
import { AppError } from '../../../platform/http/errors.ts';
import {
  checkZipUpload,
  fileSource,
  LOCAL_SIZE,
  parseDirectory,
  readEnd,
  readLocalHeader,
  readZip64End,
  ZIP_TAIL_BYTES,
  ZIP64_EOCD_SIZE,
} from '../../zips/index.ts';

/**
 * The images zip of a CSV import. It goes through the delivery zips' checker first (its size,
 * names, encryption, methods, bomb ratios, layout, and every entry inflated against its size and
 * CRC); only a zip that passes is read, and only the entries a row names, one at a time.
 */

interface Entry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  dataStart: number;
}

export interface ImageZip {
  /** An entry by its full name in the zip, else by its file name when only one entry has it. */
  find(name: string): Entry | undefined;
  /** An entry's bytes; the checker has proved they inflate to their declared size. */
  read(entry: Entry): Promise<Buffer>;
  close(): Promise<void>;
}

const baseName = (name: string) => name.slice(name.lastIndexOf('/') + 1);

async function listEntries(source: Awaited<ReturnType<typeof fileSource>>): Promise<Entry[]> {
  const broken = () => new Error('A zip the checker passed could not be read again.');
  const tailLength = Math.min(source.size, ZIP_TAIL_BYTES);
  const end = readEnd(await source.read(source.size - tailLength, tailLength), source.size);
  if (typeof end === 'string') throw broken();
  const dir =
    'directory' in end
      ? end.directory
      : readZip64End(await source.read(end.zip64RecordAt, ZIP64_EOCD_SIZE), end.zip64RecordAt, end.locatorAt);
  if (typeof dir === 'string') throw broken();
  const entries = parseDirectory(await source.read(dir.offset, dir.size), dir.entries);
  if (typeof entries === 'string') throw broken();
  const out: Entry[] = [];
  for (const e of entries) {
    if (e.name.endsWith('/')) continue;
    const header = readLocalHeader(await source.read(e.localOffset, LOCAL_SIZE), e);
    if (typeof header === 'string') throw broken();
    out.push({
      name: e.unicodeName ?? e.name,
      method: e.method,
      compressedSize: e.compressedSize,
      uncompressedSize: e.uncompressedSize,
      dataStart: e.localOffset + LOCAL_SIZE + header.nameLength + header.extraLength,
    });
  }
  return out;
}

/** The checker's refusals name the form's `file` field; here the zip is the `images` field. */
function onImagesField(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.errors?.file) return error;
  const { file, ...rest } = error.errors;
  return new AppError(error.statusCode, error.message, { ...rest, images: file }, error.headers);
}

/** Checks the uploaded zip (413 or 422 on `images` when refused) and opens it for reading. */
export async function openImageZip(config: Config, file: { path: string; size: number }): Promise<ImageZip> {
  const entries = await checkZipUpload(config, file, async () => {
    const source = await fileSource(file.path);
    try {
      return await listEntries(source);
    } finally {
      await source.close();
    }
  }).catch((error: unknown) => {
    throw onImagesField(error);
  });
  const byName = new Map(entries.map((e) => [e.name, e]));
  const byBase = new Map<string, Entry | null>();
  for (const e of entries) {
    const base = baseName(e.name);
    byBase.set(base, byBase.has(base) ? null : e);
  }
  const source = await fileSource(file.path);
  return {
    find: (name) => byName.get(name) ?? byBase.get(name) ?? undefined,
    async read(entry) {
      const raw = await source.read(entry.dataStart, entry.compressedSize);
      if (entry.method === 0) return raw;
      return zlib.inflateRawSync(raw, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
    },
    close: () => source.close(),
  };
}
