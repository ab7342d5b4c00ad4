import type {
  CategoryOption,
  LogoBasicFields,
  StaffLogoDetail,
  StaffLogoImage,
  StaffLogoPage,
} from '@logoya/core';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { areaKey } from '../../api/list.ts';

export const LOGOS_AREA = 'logos';
/** Every logo query (board pages, editor records) starts with this key. */
export const logosKey = areaKey(LOGOS_AREA);

const ja = { locale: 'ja' } as const;

/** GET /api/logo's filters as the board sends them (SPEC §7 {per_page,page,state,keyword,designers}). */
export interface BoardQuery {
  page: number;
  per_page: number;
  state?: string;
  keyword?: string;
  designers?: string;
  industry_id?: string;
  color_id?: string;
  taste_id?: string;
  alphabet_id?: string;
}

/** GET /api/logo: the staff cards, 100 a page; the previous page stays on screen while the next loads. */
export const boardQuery = (params: BoardQuery) =>
  queryOptions({
    queryKey: [...logosKey, 'list', params] as const,
    queryFn: ({ signal }) => api.get<StaffLogoPage>('/api/logo', { query: { ...params }, signal, ...ja }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/logo/{id}/detail: the editor's record (404 for another designer's logo). */
export const logoDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...logosKey, 'detail', id] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: StaffLogoDetail }>(`/api/logo/${id}/detail`, { signal, ...ja })).data,
    retry: false,
  });

export interface LogoChoices {
  alphabets: { id: number; name: string }[];
  colors: CategoryOption[];
  industries: CategoryOption[];
  tastes: CategoryOption[];
}

/** GET /api/admin/logo/categories: the four groups for the filter panel and the category tab. */
export const logoChoicesQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'logo-choices'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: LogoChoices }>('/api/admin/logo/categories', { signal, ...ja })).data,
    staleTime: 5 * 60_000,
  });

/** GET /api/designers: the admin's designer filter and the basic tab's designer choice. */
export const designersQuery = () =>
  queryOptions({
    queryKey: ['backoffice', 'designers'] as const,
    queryFn: async ({ signal }) =>
      (await api.get<{ data: { id: number; name: string }[] }>('/api/designers', { signal, ...ja })).data,
    staleTime: 5 * 60_000,
  });

/** POST /api/logo/create {data}: 201 with the new id and '登録しました。'. */
export const createLogo = (data: LogoBasicFields) =>
  api.post<{ data: { logo_id: number }; message: string }>('/api/logo/create', { data }, ja);

/** POST /api/logo/{id}/detail {data}: the basic tab. */
export const updateLogo = (id: number, data: LogoBasicFields) =>
  api.post<{ data: StaffLogoDetail; message: string }>(`/api/logo/${id}/detail`, { data }, ja);

/** POST /api/logo/{id}/update-state {logoId, state} (admin). */
export const changeState = (id: number, state: number) =>
  api.post<{ data: { logo_id: number; state: number; changed: boolean }; message: string }>(
    `/api/logo/${id}/update-state`,
    { logoId: id, state },
    ja,
  );

/** POST /api/logo/update-state {logo_ids, state} (admin): all or nothing. */
export const changeStates = (ids: number[], state: number) =>
  api.post<{ data: { changed: number[]; unchanged: number[] }; message: string }>(
    '/api/logo/update-state',
    { logo_ids: ids, state },
    ja,
  );

type ImagesAnswer = { data: StaffLogoImage[]; message: string };

/** POST /api/logo/{id}/update-image (multipart, _method put): the server checks the content. */
export function uploadImage(id: number, file: Blob, kind: StaffLogoImage['kind']) {
  const form = new FormData();
  form.append('_method', 'put');
  form.append('kind', kind);
  form.append('file', file, 'logo.png');
  return api.postForm<ImagesAnswer>(`/api/logo/${id}/update-image`, form, ja);
}

/** DELETE /api/logo/{id}/images/{imageId}. */
export const deleteImage = (id: number, imageId: number) =>
  api.delete<ImagesAnswer>(`/api/logo/${id}/images/${imageId}`, ja);

export interface CategoryIds {
  industryIds: number[];
  colorIds: number[];
  tastesIds: number[];
  alphabetIds: number[];
}

/** POST /api/logo/{logo_id}/categories: each group replaced. */
export const saveCategories = (id: number, ids: CategoryIds) =>
  api.post<{ message: string }>(`/api/logo/${id}/categories`, { ...ids, logo_id: id }, ja);

export type KeywordInput = { id: number } | { ja: string; en: string; vi: string };

/** POST /api/logo/{id}/keywords {keywords}: the logo's keywords become exactly this list. */
export const saveKeywords = (id: number, keywords: KeywordInput[]) =>
  api.post<{ message: string }>(`/api/logo/${id}/keywords`, { keywords }, ja);
