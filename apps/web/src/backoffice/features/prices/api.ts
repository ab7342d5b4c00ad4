import type { PriceSettingRow } from '@logoya/core/rules/money';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client.ts';
import { areaKey } from '../../api/list.ts';

export const PRICES_AREA = 'price-settings';

/** GET /api/price-setting: every setting by key and language (money in minor units). */
export const priceSettingsQuery = () =>
  queryOptions({
    queryKey: [...areaKey(PRICES_AREA), 'all'] as const,
    queryFn: ({ signal }) =>
      api
        .get<{ data: PriceSettingRow[] }>('/api/price-setting', { signal, locale: 'ja' })
        .then((r) => r.data),
    staleTime: 0,
  });

/** PUT /api/price-setting (admin): the settings sent change; the others stay as they are. */
export const savePriceSettings = (settings: PriceSettingRow[]) =>
  api.put<{ data: PriceSettingRow[]; message: string }>('/api/price-setting', { settings }, { locale: 'ja' });
