import { type MessageKey, msg } from '@logoya/core';
import type { Config } from '../../config.ts';
import { AppError } from '../../platform/http/errors.ts';
import { boundedQueue } from '../../platform/work/bounded-queue.ts';
import type { ZipLimits, ZipRefusal } from './zip-check.ts';
import { inspectZipFile } from './zip-inspect.ts';
import { tooLarge } from './zip-upload.ts';

const MB = 1024 * 1024;

/** At most this many files in one delivery zip. */
export const ZIP_MAX_ENTRIES = 10_000;

export function zipLimits(config: Config): ZipLimits {
  return {
    maxEntries: ZIP_MAX_ENTRIES,
    maxUncompressedBytes: config.ZIP_MAX_UNCOMPRESSED_MB * MB,
    // Deflate tops out near 1,030 : 1, reached only by long runs of one byte; real delivery
    // files (vector, PDF, PNG, JPEG) stay far below 500 : 1.
    maxRatio: 500,
    ratioFloorBytes: MB,
    maxDirectoryBytes: 16 * MB,
  };
}

const MESSAGES: Record<ZipRefusal, MessageKey> = {
  not_zip: 'zip_not_zip',
  empty: 'zip_empty',
  too_many_entries: 'zip_too_many_entries',
  unsafe_name: 'zip_unsafe_name',
  windows_name: 'zip_windows_name',
  encrypted: 'zip_encrypted',
  method: 'zip_method',
  too_big_unpacked: 'zip_too_big_unpacked',
  ratio: 'zip_ratio',
  corrupt: 'zip_corrupt',
};

/** The 422 answer for a refused zip, on the file field. */
export function refusalError(refusal: ZipRefusal, config: Config): AppError {
  const key = MESSAGES[refusal];
  const max =
    refusal === 'too_many_entries'
      ? ZIP_MAX_ENTRIES
      : refusal === 'too_big_unpacked'
        ? config.ZIP_MAX_UNCOMPRESSED_MB
        : undefined;
  const message = msg(key, max === undefined ? {} : { max });
  return new AppError(422, message, { file: [message] });
}

/** Checks and stores run a few at a time: each inflates a whole zip and reads it to store it. */
const MAX_RUNNING = 2;
const intake = boundedQueue({ concurrency: MAX_RUNNING, maxWaiting: Number.POSITIVE_INFINITY });

/**
 * Checks an uploaded zip (its size, then zip-check through zip-inspect) and, when it passes,
 * runs `store`. A refusal throws the 413 or 422 answer; nothing is stored.
 */
export async function checkZipUpload<T>(
  config: Config,
  file: { path: string; size: number },
  store: () => Promise<T>,
): Promise<T> {
  if (file.size > config.ZIP_MAX_MB * MB) throw tooLarge(config.ZIP_MAX_MB);
  return intake.run(async () => {
    const verdict = await inspectZipFile(file.path, zipLimits(config));
    if (!verdict.ok) throw refusalError(verdict.refusal, config);
    return store();
  });
}
