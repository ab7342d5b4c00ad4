import type { Locale } from '@logoya/core/constants';
import { PRICE_VALUE_MAX } from '@logoya/core/contracts/staff-files';
import { formatMoney, toMinor } from '@logoya/core/rules/money';
import { z } from 'zod';
import { boT } from '../../i18n/i18n.ts';
import { currencyOf } from './price-units.ts';

/**
 * One language's price form (in the currency's units): amounts from 0 to the server's limit, tax a
 * whole percent from 0 to 100. The server checks the same again (priceSettingsBody).
 */
export function priceFormSchema(lang: Locale) {
  const currency = currencyOf(lang);
  const max = PRICE_VALUE_MAX[lang];
  const money = z
    .number()
    .min(0)
    .refine((value) => toMinor(value, currency) <= max, {
      message: boT('prices.max', { max: formatMoney({ amount: max, currency }) }),
    })
    .optional();
  const taxRange = boT('prices.taxRange');
  return z.object({
    logo_price: money,
    logo_manual_price: money,
    logo_motion_price: money,
    tax: z
      .number()
      .int({ message: taxRange })
      .min(0, { message: taxRange })
      .max(100, { message: taxRange })
      .optional(),
    cancellation_fee: money,
  });
}

export type PriceFormValues = z.output<ReturnType<typeof priceFormSchema>>;
