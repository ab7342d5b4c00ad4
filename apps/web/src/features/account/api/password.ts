import type { Locale } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { MessageAnswer } from './auth.ts';
import { accountKeys } from './keys.ts';

/** POST /api/check-reset-token: resolves when the link can still be used, else rejects (422). */
export const resetTokenQuery = (lang: Locale, email: string, token: string) =>
  queryOptions({
    queryKey: accountKeys.resetToken(email, token),
    queryFn: () => api.post<MessageAnswer>('/api/check-reset-token', { token, email }, { locale: lang }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });

export interface ResetInput {
  email: string;
  token: string;
  password: string;
  confirmation_password: string;
}

/** POST /api/password-reset. */
export const resetPassword = (lang: Locale, body: ResetInput) =>
  api.post<MessageAnswer>('/api/password-reset', body, { locale: lang });
