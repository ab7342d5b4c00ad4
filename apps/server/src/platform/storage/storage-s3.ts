import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertSafeKey, attachmentDisposition, contentTypeOf, isSafeKey, type Storage } from './storage.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, s3rver in tests), behind the same
 * `Storage` interface as the local disk. The bucket stays private: public images are streamed by
 * /files (ADR 0044), private objects are handed out as presigned URLs.
 */
export interface S3StorageOptions {
  /** Where the server reaches the storage, such as http://127.0.0.1:9000. */
  endpoint: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain applies (AWS_* variables, instance role). */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `host/bucket/key` URLs instead of `bucket.host/key` (MinIO, s3rver and most self-hosted ones). */
  forcePathStyle: boolean;
  /** The address browsers reach for presigned URLs, when it differs from `endpoint`. */
  publicEndpoint?: string;
  /** Default lifetime of presigned URLs, in seconds. */
  signedUrlSeconds: number;
}

function clientConfig(options: S3StorageOptions, endpoint: string): S3ClientConfig {
  return {
    endpoint,
    region: options.region,
    forcePathStyle: options.forcePathStyle,
    ...(options.accessKeyId && options.secretAccessKey
      ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
      : {}),
    // Checksums only where S3 requires them: many S3-compatible servers refuse the trailing
    // checksums that newer SDKs send by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      // A storage that does not answer fails the call (503 through platform/faults) instead of
      // holding it; an idle socket of a slow download is cut after 30 s.
      connectionTimeout: 5_000,
      socketTimeout: 30_000,
      httpAgent: { keepAlive: true, maxSockets: 128 },
      httpsAgent: { keepAlive: true, maxSockets: 128 },
    },
  };
}

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;

/**
 * The SDK's "no such object": NoSuchKey for GET, a bare 404 (NotFound) for HEAD. A missing bucket
 * is a configuration fault, not a missing file, where S3 says so (GET, PUT).
 */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: string } | null)?.name;
  return name !== 'NoSuchBucket' && (name === 'NoSuchKey' || name === 'NotFound' || statusOf(error) === 404);
}

export function s3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client(clientConfig(options, options.endpoint));
  // Signing is computed locally; a second client only when browsers use another address.
  const signer =
    options.publicEndpoint && options.publicEndpoint !== options.endpoint
      ? new S3Client(clientConfig(options, options.publicEndpoint))
      : client;
  const Bucket = options.bucket;
  const object = (key: string) => {
    assertSafeKey(key);
    return { Bucket, Key: key };
  };

  async function head(key: string): Promise<number | null> {
    const target = object(key);
    try {
      const answer = await client.send(new HeadObjectCommand(target));
      return answer.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    async put(key, data) {
      await client.send(
        new PutObjectCommand({
          ...object(key),
          Body: data,
          ContentLength: data.length,
          ContentType: contentTypeOf(key),
        }),
      );
    },
    async get(key) {
      const target = object(key);
      try {
        const answer = await client.send(new GetObjectCommand(target));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key) {
      const target = object(key);
      try {
        const answer = await client.send(new GetObjectCommand(target));
        // In Node the body is the response itself (an IncomingMessage): it streams.
        return { stream: answer.Body as Readable, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      // Like the local disk: an unsafe key names nothing.
      return isSafeKey(key) && (await head(key)) !== null;
    },
    size: head,
    async remove(key) {
      // S3 answers 204 for a key that is not there: removing twice is fine, as on disk.
      await client.send(new DeleteObjectCommand(object(key)));
    },
    async signedUrl(key, { fileName, seconds }) {
      const command = new GetObjectCommand({
        ...object(key),
        ResponseContentDisposition: attachmentDisposition(fileName),
        ResponseContentType: contentTypeOf(key),
        ResponseCacheControl: 'private, no-store',
      });
      return getSignedUrl(signer, command, { expiresIn: seconds ?? options.signedUrlSeconds });
    },
    async close() {
      client.destroy();
      if (signer !== client) signer.destroy();
    },
  };
}
