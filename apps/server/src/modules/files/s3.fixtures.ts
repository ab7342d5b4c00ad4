import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Storage } from '../../platform/storage.ts';
import { s3Storage } from '../../platform/storage-s3.ts';
import { type LocalS3, startLocalS3 } from '../../platform/storage-s3-local.ts';

/** A real local S3 server (s3rver) for a test file, on a free port in a temporary folder. */
export interface TestS3 extends LocalS3 {
  /** The test file's temporary folder (the server's objects live in `s3/` inside). */
  tmp: string;
  /** The bucket (or another one) seen directly, not through the app. */
  storage(bucket?: string): Storage;
  stop(): Promise<void>;
}

/**
 * Starts s3rver with `bucket`, or answers null after a clear notice when it cannot start, so the
 * file's S3 tests skip instead of failing for want of a server.
 */
export async function startTestS3(bucket: string, what: string): Promise<TestS3 | null> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-s3-'));
  try {
    const s3 = await startLocalS3({ dir: path.join(tmp, 's3'), bucket });
    const opened: Storage[] = [];
    return {
      ...s3,
      tmp,
      storage(name = bucket) {
        const storage = s3Storage({
          endpoint: s3.settings.S3_ENDPOINT,
          bucket: name,
          region: s3.settings.S3_REGION,
          accessKeyId: s3.settings.S3_ACCESS_KEY_ID,
          secretAccessKey: s3.settings.S3_SECRET_ACCESS_KEY,
          forcePathStyle: true,
          signedUrlSeconds: 60,
        });
        opened.push(storage);
        return storage;
      },
      async stop() {
        for (const storage of opened) await storage.close?.();
        await s3.close();
        fs.rmSync(tmp, { recursive: true, force: true });
      },
    };
  } catch (error) {
    console.warn(`${what} SKIPPED: s3rver could not start (${String(error)})`);
    fs.rmSync(tmp, { recursive: true, force: true });
    return null;
  }
}
