import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { startTestS3 } from '../../../test/fixtures/s3.ts';
import { registerErrorHandling } from '../../platform/http/error-handler.ts';
import { s3Storage } from '../../platform/storage/storage-s3.ts';
import { filesRoutes } from './files.routes.ts';

/**
 * `npm run files:to-s3` run as a child process against a real local S3 server (s3rver), and the
 * shop's answer when its storage cannot be reached.
 */
const s3 = await startTestS3('logoya-copy', 'S3 copy command tests');
let t: TestApp;
beforeAll(async () => {
  if (s3) t = await createTestApp({ logos: 0, env: { ...s3.settings } });
});
afterAll(async () => {
  await t?.close();
  await s3?.stop();
});

describe('files with the S3 storage unreachable', () => {
  it('answer 503 with Retry-After, never 500', async () => {
    // A port that was free a moment ago: nothing answers there.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const storage = s3Storage({
      endpoint: `http://127.0.0.1:${port}`,
      bucket: 'logoya-down',
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      signedUrlSeconds: 60,
    });
    // The files routes behind the shop's one error handler, as buildApp registers them.
    const app = Fastify();
    registerErrorHandling(app);
    await app.register(filesRoutes(storage, Buffer.from('default')));
    try {
      const res = await app.inject({ method: 'GET', url: '/files/logos/1/0123456789abcdef.gif' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json().message).toBe(
        'The service is temporarily unavailable. Please try again in a moment.',
      );
    } finally {
      await app.close();
      await storage.close?.();
    }
  });
});

describe.skipIf(!s3)('npm run files:to-s3', () => {
  it('copies a DATA_DIR/files tree into the bucket once, prints counts, and fails on a bad bucket', async () => {
    const dataDir = path.join(s3!.tmp, 'copy-data');
    const files = { 'logos/3/aaaa.gif': 'GIF89a', 'avatars/9/bbbb.png': 'PNG', 'zips/3/cccc.zip': 'PK zip' };
    for (const [key, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dataDir, 'files', key)), { recursive: true });
      fs.writeFileSync(path.join(dataDir, 'files', key), text);
    }
    const script = path.resolve(import.meta.dirname, '../../../../../scripts/files-to-s3.ts');
    // Asynchronously: s3rver answers from this very process.
    const run = (env: Record<string, string>) =>
      new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', script],
          {
            env: {
              PATH: process.env.PATH ?? '',
              DATA_DIR: dataDir,
              ...s3!.settings,
              S3_BUCKET: 'logoya-nope',
              ...env,
            },
            timeout: 60_000,
          },
          (error, stdout, stderr) => resolve({ status: error ? (error.code as number) : 0, stdout, stderr }),
        );
      });
    const noBucket = await run({});
    expect(noBucket.status).toBe(1);
    expect(noBucket.stdout).toContain(
      'copied 0 (0.0 MB), skipped 0 (already there, same size), ignored 0, failed 3',
    );

    const first = await run({ S3_BUCKET: 'logoya-copy' });
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain(
      'copied 3 (0.0 MB), skipped 0 (already there, same size), ignored 0, failed 0',
    );
    const second = await run({ S3_BUCKET: 'logoya-copy' });
    expect(second.status).toBe(0);
    expect(second.stdout).toContain(
      'copied 0 (0.0 MB), skipped 3 (already there, same size), ignored 0, failed 0',
    );

    const noS3 = await run({ S3_ENDPOINT: '', S3_BUCKET: '' });
    expect(noS3.status).toBe(2);
    expect(noS3.stderr).toContain('S3 is not configured');

    // A shop on that bucket serves what was copied under the same URL.
    const res = await t.app.inject({ method: 'GET', url: '/files/logos/3/aaaa.gif' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString()).toBe('GIF89a');
    expect(res.headers['x-fallback']).toBeUndefined();
  }, 90_000);
});
