import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * File storage for logo images, manuals, motion logos, zips and avatars. Keys are relative
 * paths such as `logos/12/3f2a….gif`. The default keeps files under DATA_DIR/files; with
 * S3_ENDPOINT and S3_BUCKET set, `storage-s3.ts` keeps them in a bucket (`storage-config.ts`
 * chooses). `logos/` and `avatars/` are public (served by /files); everything else, such as
 * `zips/`, is private.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** A stream and its size, or null when the file is missing. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  /** The size in bytes without reading the file, or null when it is missing. */
  size(key: string): Promise<number | null>;
  remove(key: string): Promise<void>;
  /**
   * Only where the storage can sign (S3): a short-lived URL that downloads a private object
   * straight from the storage as `fileName`. The local disk has none: its files stream through
   * the server (`storage-delivery.ts` picks).
   */
  signedUrl?(key: string, options: SignedUrlOptions): Promise<string>;
  /** Releases connections (S3); called when the app closes. */
  close?(): Promise<void>;
}

export interface SignedUrlOptions {
  /** The name the browser saves the file under (Content-Disposition: attachment). */
  fileName: string;
  /** Lifetime in seconds; the adapter's configured lifetime when left out. */
  seconds?: number;
}

/**
 * Where a first start puts the demo's images, `logos/demo-<token>/`: their keys are known before
 * the files are written, and the files are written in the background (ADR 0094).
 */
export const DEMO_IMAGE_FOLDER = 'logos/demo-';

/**
 * A fresh key in `folder` for a file made here: a random name, never one taken from the upload,
 * so two writes never share a file and each URL can be cached for good.
 */
export function uniqueKey(folder: string, ext: string): string {
  return `${folder}/${randomBytes(8).toString('hex')}.${ext}`;
}

/**
 * Whether a key stays inside the storage root and names the same object on disk and in a bucket:
 * no absolute path, no `.`, `..` or empty parts, no backslash, no control character.
 */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.startsWith('/') &&
    !key.includes('\\') &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
    !/[\u0000-\u001f\u007f]/.test(key) &&
    !key.split('/').some((part) => part === '..' || part === '' || part === '.')
  );
}

/** Keys are made by the server, never taken from a request: an unsafe one is a bug and throws. */
export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${JSON.stringify(key)}`);
}

const CONTENT_TYPES: Record<string, string> = {
  gif: 'image/gif',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  bmp: 'image/bmp',
  ico: 'image/x-icon',
  webp: 'image/webp',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
  zip: 'application/zip',
};

/** The stored Content-Type, so a presigned download answers the right one. */
export function contentTypeOf(key: string): string {
  const ext = /\.([A-Za-z0-9]+)$/.exec(key)?.[1]?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

/** `attachment; filename=…` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const utf8 = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return ascii === fileName
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}

export function localDiskStorage(root: string): Storage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, data) {
      const file = full(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // One temporary file per write: parallel writes of the same key must not share one.
      const tmp = `${file}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await fs.writeFile(tmp, data);
        await fs.rename(tmp, file);
      } catch (error) {
        await fs.rm(tmp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(full(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async open(key) {
      const file = full(key);
      try {
        const stat = await fs.stat(file);
        if (!stat.isFile()) return null;
        return { stream: createReadStream(file), size: stat.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        return (await fs.stat(full(key))).isFile();
      } catch {
        return false;
      }
    },
    async size(key) {
      try {
        const stat = await fs.stat(full(key));
        return stat.isFile() ? stat.size : null;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
