import { z } from 'zod';
import { url, wholeNumber } from './config-fields.ts';

/**
 * The VietQR account and the invoice's issuer as the embedded demo has them. 970436 is a real
 * bank's code (Vietcombank) with a made-up account; the registration number is not issued to
 * anyone. `demoSettings` (platform/start/demo-mode.ts) names each one still at these (ADR 0079).
 */
export const BUYING_DEMO = {
  VIETQR_BANK_BIN: '970436',
  VIETQR_ACCOUNT_NO: '0011004455667',
  VIETQR_ACCOUNT_NAME: 'CONG TY LOGOYA VIET NAM',
  INVOICE_ISSUER_NAME: 'Logoya Inc.',
  INVOICE_ISSUER_ADDRESS: '1-2-3 Shibuya, Shibuya-ku, Tokyo 150-0002, Japan',
  INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
} as const;
export type BuyingDemoSetting = keyof typeof BUYING_DEMO;

/**
 * The names buyers know the most used NAPAS banks by, by BIN: VIETQR_BANK_NAME's default for
 * these, so the demo's 970436 reads "Vietcombank". Another BIN needs VIETQR_BANK_NAME set.
 */
export const VIETQR_BANK_NAMES: Readonly<Record<string, string>> = {
  '970436': 'Vietcombank',
  '970415': 'VietinBank',
  '970418': 'BIDV',
  '970405': 'Agribank',
  '970407': 'Techcombank',
  '970422': 'MB Bank',
  '970416': 'ACB',
  '970432': 'VPBank',
  '970423': 'TPBank',
  '970403': 'Sacombank',
  '970437': 'HDBank',
  '970441': 'VIB',
  '970443': 'SHB',
  '970448': 'OCB',
  '970426': 'MSB',
  '970431': 'Eximbank',
  '970440': 'SeABank',
};

type BankSettings = { VIETQR_BANK_BIN: string; VIETQR_BANK_NAME: string };

/** The bank's name buyers see beside the account: the setting, else the known name of the BIN. */
export function vietQrBankName(c: BankSettings): string {
  return c.VIETQR_BANK_NAME || VIETQR_BANK_NAMES[c.VIETQR_BANK_BIN] || '';
}

/** The start-up error when no name can be shown for the configured BIN; null when one can. */
export function bankNameProblem(c: BankSettings): string | null {
  if (vietQrBankName(c)) return null;
  return `VIETQR_BANK_NAME: set the name of the bank with BIN ${c.VIETQR_BANK_BIN}, as buyers know it (such as Vietcombank); the shop has no name for that BIN`;
}

/**
 * The settings of buying (config.ts): checkout holds, QR orders and their sweep, the card gateway
 * (Stripe or the test gateway), the VietQR account, the invoice's issuer and how invoices are rendered.
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
    .default(BUYING_DEMO.VIETQR_BANK_BIN),
  VIETQR_ACCOUNT_NO: z
    .string()
    .trim()
    .regex(/^[0-9A-Za-z]{1,19}$/, 'must be the account number: up to 19 letters or digits')
    .default(BUYING_DEMO.VIETQR_ACCOUNT_NO),
  VIETQR_ACCOUNT_NAME: z.string().trim().min(1, 'must not be empty').default(BUYING_DEMO.VIETQR_ACCOUNT_NAME),
  /** The bank's name on the QR page and the transfer mail; empty: the known name of VIETQR_BANK_BIN. */
  VIETQR_BANK_NAME: z.string().trim().max(100, 'must be at most 100 characters').default(''),
  INVOICE_ISSUER_NAME: z.string().trim().min(1, 'must not be empty').default(BUYING_DEMO.INVOICE_ISSUER_NAME),
  INVOICE_ISSUER_ADDRESS: z.string().trim().default(BUYING_DEMO.INVOICE_ISSUER_ADDRESS),
  INVOICE_REGISTRATION_NUMBER: z
    .string()
    .trim()
    .regex(/^T\d{13}$/, 'must be T followed by 13 digits (the qualified-invoice registration number)')
    .default(BUYING_DEMO.INVOICE_REGISTRATION_NUMBER),
  /** Worker threads rendering invoice PDFs, and so how many render at once (ADR 0078). */
  INVOICE_RENDER_WORKERS: wholeNumber('threads', { min: 1, max: 8 }).default(1),
  /** Invoices that may wait for a worker; past them the receipt call answers 503 (ADR 0078). */
  INVOICE_RENDER_QUEUE: wholeNumber(null, { max: 1000 }).default(20),
  /** Rendered invoices kept in memory per instance, in megabytes; 0: none (ADR 0078). */
  INVOICE_CACHE_MB: wholeNumber('megabytes', { max: 1024 }).default(16),
  /**
   * Brand kits built at once per instance, each in a worker thread (ADR 0106); 0: this instance
   * builds none (kits are still queued at payment, for another instance or a later start).
   */
  KIT_BUILD_WORKERS: wholeNumber('threads', { max: 4 }).default(1),
  /**
   * How often the builder looks for kits left building by a stopped server or failed kits due a
   * retry; 0: only when woken (a payment, an admin's retry). Tests that step the builder by hand
   * turn it off, so no timer moves a kit while they look at it.
   */
  KIT_POLL_INTERVAL_MS: wholeNumber('milliseconds (0 turns the timer off)', {
    max: 3_600_000,
    maxNote: ' (one hour)',
  }).default(10_000),
};
