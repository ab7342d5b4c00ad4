import path from 'node:path';
import type { Config } from '../../config.ts';
import { localDiskStorage, type Storage } from './storage.ts';

type StorageSettings = Pick<
  Config,
  | 'DATA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_BUCKET'
  | 'S3_REGION'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
  | 'S3_PUBLIC_ENDPOINT'
  | 'S3_SIGNED_URL_SECONDS'
>;

/** Whether the configuration puts files in S3 (S3_ENDPOINT and S3_BUCKET are both set). */
export const usesS3 = (config: Pick<Config, 'S3_ENDPOINT' | 'S3_BUCKET'>): boolean =>
  Boolean(config.S3_ENDPOINT && config.S3_BUCKET);

/**
 * The storage the configuration asks for: an S3 bucket, else files under DATA_DIR/files. The S3
 * SDK is loaded only when it is used, so the embedded default does not carry it in memory.
 */
export async function storageFromConfig(config: StorageSettings): Promise<Storage> {
  if (!usesS3(config)) return localDiskStorage(path.join(config.DATA_DIR, 'files'));
  const { s3Storage } = await import('./storage-s3.ts');
  return s3Storage({
    endpoint: config.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY || undefined,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
    publicEndpoint: config.S3_PUBLIC_ENDPOINT.replace(/\/+$/, '') || undefined,
    signedUrlSeconds: config.S3_SIGNED_URL_SECONDS,
  });
}
