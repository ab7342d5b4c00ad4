import { z } from 'zod';
import { url, wholeNumber } from './config-fields.ts';

/**
 * The settings of buying (config.ts): checkout holds, QR orders and their sweep, the card gateway
 * (Stripe or the test gateway), the VietQR account and the invoice's issuer.
 */
export const buyingSettings = {
  CHECKOUT_HOLD_MINUTES: wholeNumber('minutes', { min: 1, max: 30 }).default(30),
  QR_ORDER_TTL_HOURS: wholeNumber('hours', { min: 1, max: 720 }).default(24),
  ORDER_SWEEP_INTERVAL_MS: wholeNumber('milliseconds (0 turns the sweep off)', {
    max: 86_400_000,
    maxNote: ' (one day)',
  }).default(30000),
  STRIPE_SECRET_KEY: z.string().trim().default(''),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().trim().default(''),
  /** Where the Stripe SDK sends its calls; tests point it at a local fake Stripe server. */
  STRIPE_API_URL: url('an absolute URL such as https://api.stripe.com').default('https://api.stripe.com'),
  TEST_GATEWAY_PROCESSING_MS: wholeNumber('milliseconds', { max: 600_000 }).default(3000),
  VIETQR_BANK_BIN: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'must be the 6-digit bank BIN (NAPAS), such as 970436')
    .default('970436'),
  VIETQR_ACCOUNT_NO: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,19}$/, 'must be the account number: up to 19 letters or digits')
    .default('0011004455667'),
  VIETQR_ACCOUNT_NAME: z.string().trim().min(1, 'must not be empty').default('CONG TY LOGOYA VIET NAM'),
  INVOICE_ISSUER_NAME: z.string().trim().min(1, 'must not be empty').default('Logoya Inc.'),
  INVOICE_ISSUER_ADDRESS: z.string().trim().default('1-2-3 Shibuya, Shibuya-ku, Tokyo 150-0002, Japan'),
  INVOICE_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .regex(/^T\d{13}$/, 'must be T followed by 13 digits (the qualified-invoice registration number)')
    .default('T1234567890123'),
};
