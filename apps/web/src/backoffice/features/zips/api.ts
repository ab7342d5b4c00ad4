import type { StaffZip, staffZipSaved, ZipLogo } from '@logoya/core/contracts/staff-files';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import { type UploadProgress, uploadForm } from '../../../shared/api/transfer.ts';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { areaKey, staffListQuery } from '../../api/list.ts';

export const ZIPS_AREA = 'zips';

const JA = { locale: 'ja' } as const;

type Saved = z.output<typeof staffZipSaved>;

/** GET /api/zips (admin): the list kit's parameters; the search matches logo ids and names. */
export const zipsQuery = (params: ListApiQuery) => staffListQuery<StaffZip>(ZIPS_AREA, '/api/zips', params);

/**
 * The zip of a logo (GET /api/zips?logo_id=…), null when it has none. A logo has at most one zip,
 * so the edit screen is addressed by the logo: /zips/{logo_id}, the link the orders screen makes.
 */
export const zipOfLogoQuery = (logoId: number) =>
  queryOptions({
    queryKey: [...areaKey(ZIPS_AREA), 'logo', logoId] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ data: StaffZip[] }>('/api/zips', { query: { logo_id: logoId }, signal, ...JA })
        .then((r) => r.data.find((zip) => zip.logo_id === logoId) ?? null),
    staleTime: 0,
    // Not kept once the screen is left: a remembered "no zip yet" would send the next visit to
    // the create form before the fresh answer arrives.
    gcTime: 0,
  });

/**
 * GET /api/zips/logo/{logo_id} (admin): the logo a zip would be uploaded for, its image, name and
 * the zip it has; a 404 says, in the server's words, that it does not exist.
 */
export const zipLogoQuery = (logoId: number) =>
  queryOptions({
    queryKey: [...areaKey(ZIPS_AREA), 'target', logoId] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: ZipLogo }>(`/api/zips/logo/${logoId}`, { signal, ...JA }).then((r) => r.data),
    staleTime: 0,
  });

export interface ZipUpload {
  logo_id: number;
  file: File | null;
}

function zipForm({ logo_id, file }: ZipUpload): FormData {
  const form = new FormData();
  form.set('logo_id', String(logo_id));
  if (file) form.set('file', file, file.name);
  return form;
}

type OnProgress = (progress: UploadProgress) => void;

/** POST /api/zips (multipart logo_id, file): the logo's first zip; its download opens at once. */
export const createZip = (values: ZipUpload, onProgress?: OnProgress) =>
  uploadForm<Saved>('/api/zips', zipForm(values), { ...JA, onProgress });

/** POST /api/zips/update/{id}: a new file and/or another logo. */
export const updateZip = (id: number, values: ZipUpload, onProgress?: OnProgress) =>
  uploadForm<Saved>(`/api/zips/update/${id}`, zipForm(values), { ...JA, onProgress });

/** DELETE /api/zips/delete/{id}: the file goes too, and the logo's download ends. */
export const deleteZip = (id: number) => api.delete<{ message: string }>(`/api/zips/delete/${id}`, JA);
