import type { CategoryBody, CategoryKind, StaffCategory } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { areaKey, staffListQuery } from '../../api/list.ts';

/** The kind is the area and the path: /api/colors, /api/industries, /api/tastes (admin). */
export const categoriesQuery = (kind: CategoryKind, params: ListApiQuery) =>
  staffListQuery<StaffCategory>(kind, `/api/${kind}`, params);

/** GET /api/{kind}/{id}: the record an edit screen shows. */
export const categoryQuery = (kind: CategoryKind) => (id: number) =>
  queryOptions({
    queryKey: [...areaKey(kind), 'record', id] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: StaffCategory }>(`/api/${kind}/${id}`, { signal, locale: 'ja' }).then((r) => r.data),
    staleTime: 0,
  });

/** POST /api/{kind}: 201, or 422 with the field errors (a slug taken, a name missing). */
export const createCategory = (kind: CategoryKind, body: CategoryBody) =>
  api.post<{ data: StaffCategory }>(`/api/${kind}`, body, { locale: 'ja' });

/** PUT /api/{kind}/{id}: the shop's search options show the change at once. */
export const updateCategory = (kind: CategoryKind, id: number, body: CategoryBody) =>
  api.put<{ data: StaffCategory }>(`/api/${kind}/${id}`, body, { locale: 'ja' });

/** DELETE /api/{kind}/{id}: 409 while logos use it, with a message saying how many. */
export const deleteCategory = (kind: CategoryKind, id: number) =>
  api.delete<{ message: string }>(`/api/${kind}/${id}`, { locale: 'ja' });
