import type { Locale, LogoRequest, LogoRequestBody } from '@logoya/core';
import type { logoRequestResponse, myLogoRequestsResponse } from '@logoya/core/contracts/contacts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../shared/api/client.ts';
import { requestKeys } from './keys.ts';

export type { LogoRequest };

/** GET /api/my-logo-request: the signed-in member's requests, newest first. */
export const myLogoRequestsQuery = (userId: number | null) =>
  queryOptions({
    queryKey: requestKeys.mine(userId),
    queryFn: ({ signal }) =>
      api.get<z.infer<typeof myLogoRequestsResponse>>('/api/my-logo-request', { signal }).then((r) => r.data),
    enabled: userId !== null,
  });

/** POST /api/logo-request: staff are e-mailed; answers the stored request. */
export const createLogoRequest = (lang: Locale, body: Omit<LogoRequestBody, 'locale'>) =>
  api.post<z.infer<typeof logoRequestResponse>>(
    '/api/logo-request',
    { ...body, locale: lang },
    { locale: lang },
  );
