import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { msg } from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import { MULTIPART_BROKEN_MESSAGE } from '../../platform/http/bad-input.ts';
import { AppError } from '../../platform/http/errors.ts';

/** The zip form as read from the request: its text fields and the file, on disk. */
export interface ZipForm {
  fields: Record<string, string>;
  /** The uploaded file in a temporary file; absent when none (or an empty one) was sent. */
  file?: { path: string; size: number };
  /** Removes the temporary file; safe to call more than once. */
  discard(): Promise<void>;
}

export function tooLarge(maxMb: number): AppError {
  const message = msg('zip_too_large', { max: maxMb });
  return new AppError(413, message, { file: [message] });
}

const drain = (file: MultipartFile) =>
  pipeline(
    file.file,
    new Writable({
      write: (_chunk, _encoding, done) => done(),
    }),
  );

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/**
 * The parser's own errors as answers: too many parts 413 (in the caller's language), and a body
 * that ends inside the file (busboy's errors carry no status) 400, never a 500.
 */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return new AppError(413, msg('zip_form_too_many'));
  if (error instanceof Error && (error as { statusCode?: number }).statusCode === undefined)
    return new AppError(400, MULTIPART_BROKEN_MESSAGE);
  return error;
}

/**
 * Reads the multipart zip form (fields logo_id and file) with the upload streamed to a temporary
 * file under `tmpDir`, never held in memory. A file past `maxMb` is cut by the parser and answers
 * 413; other file fields are read and dropped. On any failure the temporary file is gone.
 */
export async function readZipForm(request: FastifyRequest, tmpDir: string, maxMb: number): Promise<ZipForm> {
  if (!request.isMultipart()) throw new AppError(415, msg('zip_multipart'));
  const fields: Record<string, string> = {};
  let file: ZipForm['file'];
  let tmp: string | undefined;
  const discard = async () => {
    if (tmp) await fs.rm(tmp, { force: true });
  };
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 10, fieldSize: 1000, parts: 11 },
    })) {
      if (part.type !== 'file') {
        fields[part.fieldname] ??= String(part.value);
        continue;
      }
      if (part.fieldname !== 'file' || tmp) {
        await drain(part);
        continue;
      }
      await fs.mkdir(tmpDir, { recursive: true });
      tmp = path.join(tmpDir, `${randomBytes(12).toString('hex')}.zip.part`);
      const out = createWriteStream(tmp, { flags: 'wx' });
      await pipeline(part.file, out);
      if (part.file.truncated) throw tooLarge(maxMb);
      if (out.bytesWritten > 0) file = { path: tmp, size: out.bytesWritten };
    }
  } catch (error) {
    await discard();
    throw asFormError(error);
  }
  return { fields, ...(file ? { file } : {}), discard };
}
