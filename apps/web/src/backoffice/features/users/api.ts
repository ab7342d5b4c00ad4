import type {
  CreateUserInput,
  StaffUser,
  staffUserCreated,
  staffUserUpdated,
  UpdateUserInput,
} from '@logoya/core/contracts/staff-users';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import type { ListApiQuery } from '../../../shared/list/list-url.ts';
import { areaKey, staffListQuery } from '../../api/list.ts';

export const USERS_AREA = 'users';

const JA = { locale: 'ja' } as const;

/** GET /api/user (admin): the list kit's parameters and `role` (all, admin, designer, user). */
export const usersQuery = (params: ListApiQuery) =>
  staffListQuery<StaffUser>(USERS_AREA, '/api/user', params);

/** GET /api/user/{id}. */
export const userQuery = (id: number) =>
  queryOptions({
    queryKey: [...areaKey(USERS_AREA), 'record', id] as const,
    queryFn: ({ signal }) =>
      api.get<{ data: StaffUser }>(`/api/user/${id}`, { signal, ...JA }).then((r) => r.data),
    staleTime: 0,
  });

/** POST /api/user: the answer says whether the mail with the set-password link went out. */
export const createUser = (body: CreateUserInput) =>
  api.post<z.output<typeof staffUserCreated>>('/api/user', body, JA);

/** PUT /api/user/{id}: an empty password leaves it as it is. */
export const updateUser = (id: number, body: UpdateUserInput) =>
  api.put<z.output<typeof staffUserUpdated>>(`/api/user/${id}`, body, JA);

/** DELETE /api/user/{id}: the account ends (its orders and logs stay). */
export const deleteUser = (id: number) => api.delete<{ message: string }>(`/api/user/${id}`, JA);

/** POST /api/user/{id}/invitation: a new set-password link; earlier ones stop working. */
export const resendInvitation = (id: number) =>
  api.post<{ message: string }>(`/api/user/${id}/invitation`, {}, JA);

/** POST /api/check-token: whether an invitation link can still set a password (422 when not). */
export const invitationTokenQuery = (token: string) =>
  queryOptions({
    queryKey: ['backoffice', 'invitation', token] as const,
    queryFn: () => api.post<{ message: string }>('/api/check-token', { token }, JA),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

/** POST /api/create-password: the staff member's own first password; the link is used up. */
export const createPassword = (body: { token: string; password: string }) =>
  api.post<{ message: string }>('/api/create-password', body, JA);
