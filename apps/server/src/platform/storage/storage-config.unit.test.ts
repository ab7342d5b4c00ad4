import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { storageFromConfig, usesS3 } from './storage-config.ts';

const S3 = { S3_ENDPOINT: 'http://s3.example.test:9000', S3_BUCKET: 'logoya' };

describe('S3 settings', () => {
  it('default to files on disk', async () => {
    const config = loadConfig({ DATA_DIR: '/tmp/logoya-config-test' });
    expect(usesS3(config)).toBe(false);
    expect(config).toMatchObject({
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
      S3_SIGNED_URL_SECONDS: 60,
    });
    const storage = await storageFromConfig(config);
    expect(storage.signedUrl).toBeUndefined();
  });

  it('choose S3 when S3_ENDPOINT and S3_BUCKET are set, with presigned URLs', async () => {
    const config = loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'false', S3_SIGNED_URL_SECONDS: '30' });
    expect(usesS3(config)).toBe(true);
    expect(config.S3_FORCE_PATH_STYLE).toBe(false);
    const storage = await storageFromConfig({ ...config, S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' });
    const url = new URL(await storage.signedUrl!('zips/1/a.zip', { fileName: 'a.zip' }));
    await storage.close?.();
    // Virtual-hosted style: the bucket in the host name.
    expect(url.host).toBe('logoya.s3.example.test:9000');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('30');
  });

  it('refuse half a configuration and bad values, naming the setting', () => {
    expect(() => loadConfig({ S3_ENDPOINT: S3.S3_ENDPOINT })).toThrow(
      /S3_BUCKET: S3 storage needs S3_ENDPOINT and S3_BUCKET together/,
    );
    expect(() => loadConfig({ S3_BUCKET: 'logoya' })).toThrow(/S3_ENDPOINT: S3 storage needs/);
    expect(() => loadConfig({ ...S3, S3_ACCESS_KEY_ID: 'k' })).toThrow(
      /S3_SECRET_ACCESS_KEY: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together/,
    );
    expect(() => loadConfig({ ...S3, S3_ENDPOINT: 'ftp://x' })).toThrow(
      /S3_ENDPOINT: must be empty \(files on disk\) or an http/,
    );
    expect(() => loadConfig({ ...S3, S3_BUCKET: 'Logoya_Files' })).toThrow(
      /S3_BUCKET: must be a bucket name/,
    );
    expect(() => loadConfig({ ...S3, S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /S3_FORCE_PATH_STYLE: must be true or false/,
    );
    expect(() => loadConfig({ ...S3, S3_SIGNED_URL_SECONDS: '3600' })).toThrow(
      /S3_SIGNED_URL_SECONDS: must be at most 900/,
    );
    expect(() => loadConfig({ ...S3, S3_PUBLIC_ENDPOINT: 'files.example.com' })).toThrow(
      /S3_PUBLIC_ENDPOINT/,
    );
  });
});
