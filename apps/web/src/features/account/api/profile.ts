import type { AccountUser, Locale } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import type { MessageAnswer } from './auth.ts';
import { accountKeys } from './keys.ts';

export interface ProfileInput {
  firstName?: string;
  lastName?: string;
  company_name?: string;
  address_line_1?: string;
  address_line_2?: string;
  postal_code?: string;
  phone?: string;
  picture?: Blob;
}

/** POST /api/update-profile as multipart with _method=put; answers the updated user. */
export function updateProfile(lang: Locale, input: ProfileInput) {
  const form = new FormData();
  form.append('_method', 'put');
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined) continue;
    if (value instanceof Blob) form.append(key, value, 'avatar.png');
    else form.append(key, value);
  }
  return api.postForm<{ data: AccountUser; message: string }>('/api/update-profile', form, { locale: lang });
}

/** POST /api/update-email: mails a code to the new address. */
export const updateEmail = (lang: Locale, body: { email: string; password: string }) =>
  api.post<MessageAnswer>('/api/update-email', body, { locale: lang });

/** POST /api/verify-email-change: answers the user with the new address. */
export const verifyEmailChange = (lang: Locale, code: string) =>
  api.post<{ data: AccountUser }>('/api/verify-email-change', { code }, { locale: lang }).then((r) => r.data);

/** POST /api/update-password. */
export const updatePassword = (
  lang: Locale,
  body: { oldPass: string; newPass: string; confirmPass: string },
) => api.post<MessageAnswer>('/api/update-password', body, { locale: lang });

export interface PostalAddress {
  postal_code: string;
  prefecture: string;
  city: string;
  town: string;
}

/** GET /api/postal-code/{code}: the Japanese address of a 7-digit postal code (404 when unknown). */
export const postalCodeQuery = (code: string) =>
  queryOptions({
    queryKey: accountKeys.postalCode(code),
    queryFn: ({ signal }) =>
      api
        .get<{ data: PostalAddress }>(`/api/postal-code/${encodeURIComponent(code)}`, { signal })
        .then((r) => r.data),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
