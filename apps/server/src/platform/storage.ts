import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * File storage for logo images, manuals, motion logos, zips and avatars. Keys are relative
 * paths such as `logos/12/3f2a….gif`. The default keeps files under DATA_DIR/files; an
 * S3-compatible adapter will implement the same interface.
 */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** A stream and its size, or null when the file is missing. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  remove(key: string): Promise<void>;
}

/**
 * A fresh key in `folder` for a file made here: a random name, never one taken from the upload,
 * so two writes never share a file and each URL can be cached for good.
 */
export function uniqueKey(folder: string, ext: string): string {
  return `${folder}/${randomBytes(8).toString('hex')}.${ext}`;
}

function assertSafeKey(key: string): void {
  if (
    !key ||
    key.startsWith('/') ||
    key.split('/').some((part) => part === '..' || part === '' || part === '.')
  ) {
    throw new Error(`Unsafe storage key: ${key}`);
  }
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
    async remove(key) {
      await fs.rm(full(key), { force: true });
    },
  };
}
