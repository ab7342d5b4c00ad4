import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { attachmentDisposition, contentTypeOf, type Storage } from './storage.ts';

/**
 * A private file (a delivery zip) for a caller already checked: where the storage can sign (S3),
 * a short-lived presigned URL to fetch it from the storage directly; on the local disk, its bytes.
 */
export type PrivateFile =
  | { kind: 'redirect'; url: string; fileName: string }
  | { kind: 'stream'; stream: Readable; size: number; fileName: string };

/** The file behind `key` for download as `fileName`, or null when it is missing. */
export async function openPrivateFile(
  storage: Storage,
  key: string,
  fileName: string,
): Promise<PrivateFile | null> {
  if (storage.signedUrl) {
    // A presigned URL of a missing object would answer the storage's own XML error.
    if (!(await storage.exists(key))) return null;
    return { kind: 'redirect', url: await storage.signedUrl(key, { fileName }), fileName };
  }
  const file = await storage.open(key);
  return file && { kind: 'stream', stream: file.stream, size: file.size, fileName };
}

/**
 * Answers a private file: 302 to the presigned URL, or the bytes. Neither the redirect nor the
 * bytes may be kept by a cache: both belong to one caller and the URL expires.
 */
export function sendPrivateFile(reply: FastifyReply, file: PrivateFile): FastifyReply {
  reply.header('cache-control', 'private, no-store');
  if (file.kind === 'redirect') return reply.redirect(file.url, 302);
  return reply
    .header('content-type', contentTypeOf(file.fileName))
    .header('content-length', String(file.size))
    .header('content-disposition', attachmentDisposition(file.fileName))
    .send(file.stream);
}
