import type { Locale } from '@logoya/core';
import { type LocalePrices, resolvePrices } from '@logoya/core/rules/money';
import { useQuery } from '@tanstack/react-query';
import { priceSettingQuery } from '../api/price-setting.ts';

/** The server's prices for a language (SPEC §9 fallbacks applied), once they have arrived. */
export function useLocalePrices(lang: Locale): {
  prices: LocalePrices | undefined;
  failed: boolean;
} {
  const query = useQuery(priceSettingQuery());
  return {
    prices: query.data ? resolvePrices(query.data, lang) : undefined,
    failed: query.isError,
  };
}
