import fs from 'node:fs/promises';
import path from 'node:path';
import { isSafeKey, type Storage } from './storage.ts';

/**
 * Copies a folder of stored files (DATA_DIR/files: logos/, avatars/, zips/, …) into another
 * storage under the same keys: the one-shot move from the local disk to S3
 * (`npm run files:to-s3`). Run it again and it copies only what is missing or differs in size.
 */
export interface CopyReport {
  /** Files copied, and their bytes. */
  copied: number;
  bytes: number;
  /** Already there with the same size. */
  skipped: number;
  /** Names that are not storage keys (temporary files of a write in progress, odd names). */
  ignored: string[];
  failed: { key: string; error: string }[];
}

export interface CopyOptions {
  /** Files copied at once (default 4); each is read into memory while it is sent. */
  concurrency?: number;
  /** Called after each file, for progress lines. */
  onFile?: (key: string, outcome: 'copied' | 'skipped' | 'failed') => void;
}

/** Every file under `root` as a storage key (forward slashes), in a stable order. */
async function listKeys(root: string, prefix = ''): Promise<string[]> {
  const entries = await fs.readdir(path.join(root, prefix), { withFileTypes: true });
  entries.sort((a, b) => a.name.localeCompare(b.name));
  const keys: string[] = [];
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) keys.push(...(await listKeys(root, key)));
    else if (entry.isFile()) keys.push(key);
  }
  return keys;
}

/** Leftovers of writes in progress or cut short (`storage.ts` renames `.tmp` files into place). */
const isLeftover = (key: string) => /\.(tmp|part)$/.test(key);

export async function copyTreeToStorage(
  root: string,
  target: Storage,
  options: CopyOptions = {},
): Promise<CopyReport> {
  const report: CopyReport = { copied: 0, bytes: 0, skipped: 0, ignored: [], failed: [] };
  const keys: string[] = [];
  for (const key of await listKeys(root)) {
    if (isLeftover(key) || !isSafeKey(key)) report.ignored.push(key);
    else keys.push(key);
  }
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      try {
        const file = path.join(root, key);
        const { size } = await fs.stat(file);
        if ((await target.size(key)) === size) {
          report.skipped++;
          options.onFile?.(key, 'skipped');
          continue;
        }
        await target.put(key, await fs.readFile(file));
        report.copied++;
        report.bytes += size;
        options.onFile?.(key, 'copied');
      } catch (error) {
        report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
        options.onFile?.(key, 'failed');
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, 16));
  await Promise.all(Array.from({ length: workers }, worker));
  return report;
}
