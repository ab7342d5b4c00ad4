import type { Locale, VerifiedCertificate } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';

/** GET /api/verify/{number}: a certificate as anyone may see it (ADR 0108); 404 for unknown numbers. */
export const verifyQuery = (lang: Locale, number: string) =>
  queryOptions({
    queryKey: ['verify', number, lang],
    queryFn: ({ signal }) =>
      api.get<{ data: VerifiedCertificate }>(`/api/verify/${encodeURIComponent(number)}`, {
        locale: lang,
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });
