import type { Locale, LogoDetail } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/logo/{id}: the public detail of one logo, priced in the page language. */
export const logoDetailQuery = (lang: Locale, id: string) =>
  queryOptions({
    queryKey: catalogKeys.detail(lang, id),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: LogoDetail }>(`/api/logo/${encodeURIComponent(id)}`, {
        locale: lang,
        signal,
      });
      return body.data;
    },
  });
