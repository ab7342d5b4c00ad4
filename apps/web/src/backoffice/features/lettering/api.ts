import type {
  LetteringLayout,
  LetteringPreview,
  StaffLettering,
  StaffLetteringPreviewBody,
} from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { logosKey } from '../logos/api.ts';

/** The Lettering tab's calls (issue 25, ADR 0099); staff reach their logos as on the other tabs. */

const ja = { locale: 'ja' } as const;

export const letteringKey = (id: number) => [...logosKey, 'lettering', id] as const;

/** GET /api/logo/{id}/lettering: the current layout (or null), its version and the mark. */
export const letteringQuery = (id: number) =>
  queryOptions({
    queryKey: letteringKey(id),
    queryFn: async ({ signal }) =>
      (await api.get<{ data: StaffLettering }>(`/api/logo/${id}/lettering`, { signal, ...ja })).data,
    retry: false,
  });

/** PUT /api/logo/{id}/lettering: the layout as the next version (422 on the layout's paths). */
export const saveLettering = (id: number, layout: LetteringLayout) =>
  api.put<{ data: StaffLettering; message: string }>(`/api/logo/${id}/lettering`, layout, ja);

export interface UploadedMark {
  mark: {
    key: string;
    type: 'image/svg+xml' | 'image/png';
    width: number;
    height: number;
    url: string;
  };
  lettering: StaffLettering;
}

/** POST /api/logo/{id}/lettering/mark (multipart `file`): the server judges the content. */
export function uploadMark(id: number, file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.postForm<{ data: UploadedMark; message: string }>(`/api/logo/${id}/lettering/mark`, form, ja);
}

/** POST /api/logo/{id}/lettering/preview: the unsaved layout drawn by the one renderer. */
export const previewLettering = (id: number, body: StaffLetteringPreviewBody, signal?: AbortSignal) =>
  api.post<{ data: LetteringPreview }>(`/api/logo/${id}/lettering/preview`, body, {
    ...ja,
    ...(signal ? { signal } : {}),
  });
