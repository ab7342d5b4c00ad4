/**
 * A local S3-compatible server (s3rver, a dev dependency) for development, the cluster script and
 * the S3 tests: objects are plain files under `dir`. Never part of a running shop: it is loaded
 * only by scripts/s3-local.ts and the tests.
 */
export interface LocalS3 {
  /** The S3_* settings that point the shop at it. */
  settings: {
    S3_ENDPOINT: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: 'true';
  };
  port: number;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const KEY = 'S3RVER';

/** Starts s3rver on `host:port` (port 0: a free one) with `bucket` created in `dir`. */
export async function startLocalS3(options: {
  dir: string;
  bucket: string;
  port?: number;
  host?: string;
}): Promise<LocalS3> {
  const { default: S3rver } = await import('s3rver');
  const host = options.host ?? '127.0.0.1';
  const server = new S3rver({
    address: host,
    port: options.port ?? 0,
    directory: options.dir,
    silent: true,
    configureBuckets: [{ name: options.bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      S3_ENDPOINT: `http://${host}:${port}`,
      S3_BUCKET: options.bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    port,
    close: () => server.close(),
  };
}
