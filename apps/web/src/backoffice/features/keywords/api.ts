import type { KeywordBody, StaffKeyword } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { areaKey, staffListQuery } from '../../api/list.ts';

/** The back office's area (its URL is /{prefix}/keyword, SPEC §2). */
export const KEYWORDS_AREA = 'keyword';

/** GET /api/keywords (admin): the list kit's parameters. */
export const keywordsQuery = (params: ListApiQuery) =>
  staffListQuery<StaffKeyword>(KEYWORDS_AREA, '/api/keywords', params);

/** GET /api/keywords/detail/{id}. */
export const keywordQuery = (id: number) =>
  queryOptions({
    queryKey: [...areaKey(KEYWORDS_AREA), 'record', id] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ data: StaffKeyword }>(`/api/keywords/detail/${id}`, { signal, locale: 'ja' })
        .then((r) => r.data),
    staleTime: 0,
  });

/** POST /api/keywords. */
export const createKeyword = (body: KeywordBody) =>
  api.post<{ data: StaffKeyword }>('/api/keywords', body, { locale: 'ja' });

/** POST /api/keywords/update/{id}: the logos tagged with it are found by the new names at once. */
export const updateKeyword = (id: number, body: KeywordBody) =>
  api.post<{ data: StaffKeyword }>(`/api/keywords/update/${id}`, body, { locale: 'ja' });

/** DELETE /api/keywords/{id}: taken off the logos that carry it. */
export const deleteKeyword = (id: number) =>
  api.delete<{ message: string }>(`/api/keywords/${id}`, { locale: 'ja' });
