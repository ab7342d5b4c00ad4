import type { LogoImportJob } from '@logoya/core/contracts/staff-logo-csv';
import { ApiError, api } from '../../../shared/api/client.ts';
import { type UploadProgress, uploadForm } from '../../../shared/api/transfer.ts';

/** GET /api/logo/export.csv (admin): a link the browser downloads with the session cookie. */
export function exportUrl(state: string): string {
  return state === '' ? '/api/logo/export.csv' : `/api/logo/export.csv?state=${encodeURIComponent(state)}`;
}

export interface ImportValues {
  csv: File | null;
  images: File | null;
  dry_run: boolean;
}

/**
 * POST /api/logo/import (admin, multipart csv, images, dry_run) with the upload's progress. The
 * server judges the file and answers the job at once (202, ADR 0077); its rows run in the
 * background. A 4xx for the file as a whole rejects as every call does.
 */
export async function startImport(
  values: ImportValues,
  onUpload: (progress: UploadProgress) => void,
): Promise<LogoImportJob> {
  const form = new FormData();
  if (values.csv) form.set('csv', values.csv, values.csv.name);
  if (values.images) form.set('images', values.images, values.images.name);
  if (values.dry_run) form.set('dry_run', '1');
  const started = await uploadForm<{ data: LogoImportJob }>('/api/logo/import', form, {
    locale: 'ja',
    onProgress: onUpload,
  });
  return started.data;
}

/** How often a running import is asked for (the server saves its progress once a second). */
export const POLL_MS = 1000;

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  });

/**
 * GET /api/logo/import/{id} until the import no longer runs, handing each answer to `onJob`.
 * A poll that does not get through (no network, a restarting server: status 0 or 5xx) is tried
 * again, so a blip never loses the report; a 4xx ends the wait. Resolves with the last answer,
 * or undefined when `signal` aborted (the screen went away).
 */
export async function followImport(
  id: number,
  onJob: (job: LogoImportJob) => void,
  signal: AbortSignal,
): Promise<LogoImportJob | undefined> {
  while (!signal.aborted) {
    try {
      const { data } = await api.get<{ data: LogoImportJob }>(`/api/logo/import/${id}`, {
        locale: 'ja',
        signal,
      });
      if (signal.aborted) return undefined;
      onJob(data);
      if (data.state !== 'running') return data;
    } catch (error) {
      if (signal.aborted) return undefined;
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) throw error;
    }
    await pause(POLL_MS, signal);
  }
  return undefined;
}

/** The tab's last import, so a reload follows it again and shows its report. */
const LAST_IMPORT_KEY = 'logoya.backoffice.csvImport';

export const lastImport = {
  get(): number | null {
    const value = Number(sessionStorage.getItem(LAST_IMPORT_KEY));
    return Number.isInteger(value) && value > 0 ? value : null;
  },
  set(id: number) {
    sessionStorage.setItem(LAST_IMPORT_KEY, String(id));
  },
  clear() {
    sessionStorage.removeItem(LAST_IMPORT_KEY);
  },
};
