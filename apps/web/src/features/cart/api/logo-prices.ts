import type { Locale, LogoDetail } from '@logoya/core';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { cartFeatureKeys } from './keys.ts';

/** What the names-and-options form needs of a logo: its server prices in the page language. */
export type LogoForCart = Pick<
  LogoDetail,
  'logo_id' | 'logo_language' | 'prices' | 'price' | 'inactive' | 'kept' | 'is_user_kept' | 'state'
>;

/** GET /api/logo/{id}: the logo's prices (logo, manual and motion options, tax) for the form. */
export const logoPricesQuery = (lang: Locale, logoId: number) =>
  queryOptions({
    queryKey: cartFeatureKeys.logoPrices(lang, logoId),
    queryFn: async ({ signal }): Promise<LogoForCart> => {
      const body = await api.get<{ data: LogoDetail }>(`/api/logo/${logoId}`, { locale: lang, signal });
      return body.data;
    },
  });
