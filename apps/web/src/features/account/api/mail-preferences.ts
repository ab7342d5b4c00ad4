import type { Locale, MailPreferences, UnsubscribeStatus } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { accountKeys } from './keys.ts';

/** GET /api/mail-preferences: the member's mail flags (issue 26). */
export const mailPreferencesQuery = () =>
  queryOptions({
    queryKey: accountKeys.mailPreferences(),
    queryFn: ({ signal }) =>
      api.get<{ data: MailPreferences }>('/api/mail-preferences', { signal }).then((r) => r.data),
  });

/** PUT /api/mail-preferences: both flags; answers what is stored. */
export const saveMailPreferences = (lang: Locale, body: MailPreferences) =>
  api.put<{ data: MailPreferences }>('/api/mail-preferences', body, { locale: lang }).then((r) => r.data);

/** GET /api/mail/unsubscribe/status: what an unsubscribe link turns off (changes nothing). */
export const unsubscribeStatusQuery = (lang: Locale, token: string) =>
  queryOptions({
    queryKey: accountKeys.unsubscribe(token),
    queryFn: ({ signal }) =>
      api
        .get<{ data: UnsubscribeStatus }>('/api/mail/unsubscribe/status', {
          signal,
          locale: lang,
          query: { token },
        })
        .then((r) => r.data),
    retry: false,
  });

/** POST /api/mail/unsubscribe: the page's one click (the same call a mail client's one-click makes). */
export const unsubscribe = (lang: Locale, token: string) =>
  api
    .post<{ data: UnsubscribeStatus }>('/api/mail/unsubscribe', {}, { locale: lang, query: { token } })
    .then((r) => r.data);
