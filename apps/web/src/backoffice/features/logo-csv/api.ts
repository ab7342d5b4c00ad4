import type { LogoImportLine, LogoImportResult } from '@logoya/core/contracts/staff-logo-csv';
import { LOGO_IMPORT_STREAM_TYPE } from '@logoya/core/contracts/staff-logo-csv';
import { type UploadProgress, uploadForm } from '../../../shared/api/transfer.ts';
import { ndjsonReader } from './ndjson.ts';

/** GET /api/logo/export.csv (admin): a link the browser downloads with the session cookie. */
export function exportUrl(state: string): string {
  return state === '' ? '/api/logo/export.csv' : `/api/logo/export.csv?state=${encodeURIComponent(state)}`;
}

export interface ImportValues {
  csv: File | null;
  images: File | null;
  dry_run: boolean;
}

export interface ImportHandlers {
  /** The file's bytes going out. */
  onUpload: (progress: UploadProgress) => void;
  /** The server's progress lines (start, rows done). */
  onLine: (line: LogoImportLine) => void;
}

/**
 * POST /api/logo/import (admin, multipart csv, images, dry_run) with its progress: the upload's
 * bytes, then the rows as the server streams them (NDJSON, ADR: catalogue CSV). Resolves with the
 * result line's report; a 4xx for the file as a whole rejects as every call does.
 */
export async function importLogosCsv(values: ImportValues, handlers: ImportHandlers) {
  const form = new FormData();
  if (values.csv) form.set('csv', values.csv, values.csv.name);
  if (values.images) form.set('images', values.images, values.images.name);
  if (values.dry_run) form.set('dry_run', '1');
  let end: Extract<LogoImportLine, { type: 'result' | 'error' }> | undefined;
  const read = ndjsonReader((line) => {
    if (line.type === 'result' || line.type === 'error') end = line;
    else handlers.onLine(line);
  });
  await uploadForm<unknown>('/api/logo/import', form, {
    locale: 'ja',
    accept: LOGO_IMPORT_STREAM_TYPE,
    onProgress: handlers.onUpload,
    onResponseText: read,
  });
  if (end?.type === 'result') return { data: end.data as LogoImportResult, message: end.message };
  throw new ImportStopped(end?.message ?? '');
}

/** The import stopped on the server's side (rows reported done were saved), or its answer ended early. */
export class ImportStopped extends Error {}
