import type { Locale, PriceKey } from '@logoya/core/constants';
import { priceSettingIssue } from '@logoya/core/rules/price-bounds';
import { z } from 'zod';
import { serverValueOf } from './price-units.ts';

/**
 * One language's price form (money in the currency's units, tax in percent), checked by the same
 * rule as PUT /api/price-setting (priceSettingIssue, ADR 0092) on the value that would be sent, so
 * the form says the server's words. A field left empty is not sent.
 */
export function priceFormSchema(lang: Locale) {
  const setting = (key: PriceKey) =>
    z
      .number()
      .optional()
      .superRefine((value, ctx) => {
        if (value === undefined) return;
        const issue = priceSettingIssue(key, lang, serverValueOf(key, value, lang));
        if (issue) ctx.addIssue({ code: 'custom', message: issue });
      });
  return z.object({
    logo_price: setting('logo_price'),
    logo_manual_price: setting('logo_manual_price'),
    logo_motion_price: setting('logo_motion_price'),
    tax: setting('tax'),
    cancellation_fee: setting('cancellation_fee'),
  });
}

export type PriceFormValues = z.output<ReturnType<typeof priceFormSchema>>;
