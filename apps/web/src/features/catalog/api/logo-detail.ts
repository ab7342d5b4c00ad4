import type { Locale, LogoDetail } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api, pageAnswer } from '../../../shared/api/client.ts';
import { catalogKeys } from './keys.ts';

/** GET /api/logo/{id}: the public detail of one logo, priced in the page language. */
export const logoDetailQuery = (lang: Locale, id: string) => {
  const path = `/api/logo/${encodeURIComponent(id)}`;
  return queryOptions({
    queryKey: catalogKeys.detail(lang, id),
    queryFn: async ({ signal }) => {
      const body = await api.get<{ data: LogoDetail }>(path, { locale: lang, signal });
      return body.data;
    },
    // The logo of the page first opened comes with the page itself (no second round trip).
    initialData: () => pageAnswer<{ data: LogoDetail }>(path, { locale: lang })?.data,
  });
};
