import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { LOGO_CSV_MAX_BYTES, msg } from '@logoya/core';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config.ts';
import { MULTIPART_BROKEN_MESSAGE } from '../../../platform/http/bad-input.ts';
import { AppError } from '../../../platform/http/errors.ts';

/**
 * The import form: `csv` (read into memory, at most LOGO_CSV_MAX_BYTES), `images` (an optional
 * zip, streamed to a temporary file, at most ZIP_MAX_MB) and text fields (`dry_run`).
 */
export interface ImportForm {
  fields: Record<string, string>;
  csv?: Buffer;
  images?: { path: string; size: number };
  /** Removes the temporary zip; safe to call more than once. */
  discard(): Promise<void>;
}

const MB = 1024 * 1024;
export const importTmpDir = (config: Config) => path.join(config.DATA_DIR, 'tmp', 'csv-imports');

const tooLarge = (field: string, message: string) => new AppError(413, message, { [field]: [message] });
export const csvTooLarge = () => tooLarge('csv', msg('csv_too_large', { max: LOGO_CSV_MAX_BYTES / MB }));

const drain = (file: MultipartFile) =>
  pipeline(file.file, new Writable({ write: (_chunk, _encoding, done) => done() }));

const LIMIT_CODES = new Set(['FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

/** The parser's own errors as answers: too many parts 413, a body cut short 400, never a 500. */
function asFormError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown })?.code;
  if (typeof code === 'string' && LIMIT_CODES.has(code)) return new AppError(413, msg('csv_form_too_many'));
  if (error instanceof Error && (error as { statusCode?: number }).statusCode === undefined)
    return new AppError(400, MULTIPART_BROKEN_MESSAGE);
  return error;
}

/**
 * Reads the CSV part, keeping at most LOGO_CSV_MAX_BYTES. Past the limit the rest of the part is
 * read by this same loop and dropped, so the body is whole before the 413. (Piping the part
 * elsewhere from inside this loop never flowed, and the upload hung: issue 22, defect 3.)
 */
async function readCsv(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= LOGO_CSV_MAX_BYTES) chunks.push(chunk);
    else chunks.length = 0;
  }
  if (size > LOGO_CSV_MAX_BYTES || part.file.truncated) throw csvTooLarge();
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart form; the whole body is read before any answer, so a refusal never cuts
 * an upload off mid-stream. On any failure the temporary zip is gone.
 */
export async function readImportForm(request: FastifyRequest, config: Config): Promise<ImportForm> {
  if (!request.isMultipart()) throw new AppError(415, msg('csv_multipart'));
  const fields: Record<string, string> = {};
  let tmp: string | undefined;
  const form: ImportForm = {
    fields,
    discard: async () => {
      if (tmp) await fs.rm(tmp, { force: true });
    },
  };
  const maxBytes = Math.max(config.ZIP_MAX_MB * MB, LOGO_CSV_MAX_BYTES);
  let refusal: AppError | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 2, fields: 10, fieldSize: 1000, parts: 12 },
    })) {
      if (part.type !== 'file') {
        fields[part.fieldname] ??= String(part.value);
        continue;
      }
      const file = part as MultipartFile;
      if (file.fieldname === 'csv' && !form.csv && !refusal) {
        try {
          form.csv = await readCsv(file);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          refusal = error;
        }
      } else if (file.fieldname === 'images' && !tmp && !refusal) {
        await fs.mkdir(importTmpDir(config), { recursive: true });
        tmp = path.join(importTmpDir(config), `${randomBytes(12).toString('hex')}.zip.part`);
        const out = createWriteStream(tmp, { flags: 'wx' });
        await pipeline(file.file, out);
        if (file.file.truncated)
          refusal = tooLarge('images', msg('zip_too_large', { max: config.ZIP_MAX_MB }));
        else if (out.bytesWritten > 0) form.images = { path: tmp, size: out.bytesWritten };
      } else {
        await drain(file);
      }
    }
    if (refusal) throw refusal;
  } catch (error) {
    await form.discard();
    throw asFormError(error);
  }
  return form;
}
