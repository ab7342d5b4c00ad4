import type { Config } from '../../config.ts';
import { BUYING_DEMO, type BuyingDemoSetting } from '../../config-buying.ts';
import { demoSellerSettings, type SellerSetting } from '../../config-seller.ts';

/**
 * The demo mode (ADR 0079): the one-command demo runs on embedded demo values for payments, the
 * invoice's issuer and the seller. A shop is live only when none is left: `demoSettings` names
 * each one still in place, start-up logs them, GET /api/payments/config says `demo`, the shop
 * shows a notice, and SHOP_MODE=live refuses to start until the list is empty.
 */

/** The name `demoSettings` gives the built-in test card gateway: Stripe's keys are not set. */
export type DemoSetting = 'STRIPE_SECRET_KEY' | BuyingDemoSetting | SellerSetting;

type DemoInput = Pick<
  Config,
  'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET' | BuyingDemoSetting | SellerSetting
>;

/** True while card payments go to the built-in test gateway (createPaymentGateway's rule). */
export function testGatewayOn(
  config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_PUBLISHABLE_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): boolean {
  return !(config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET);
}

/**
 * The names of every payment, invoice and seller setting still at a demo value, in the order
 * `.env.example` lists them; empty: the shop is live. The test gateway counts as STRIPE_SECRET_KEY.
 * VIETQR_BANK_BIN 970436 is a real bank's code, so it counts only while the account number is the
 * demo one too: a live shop may bank there.
 */
export function demoSettings(config: DemoInput): DemoSetting[] {
  const names: DemoSetting[] = [];
  if (testGatewayOn(config)) names.push('STRIPE_SECRET_KEY');
  const demoAccount = config.VIETQR_ACCOUNT_NO === BUYING_DEMO.VIETQR_ACCOUNT_NO;
  for (const key of Object.keys(BUYING_DEMO) as BuyingDemoSetting[]) {
    if (config[key] !== BUYING_DEMO[key]) continue;
    if (key === 'VIETQR_BANK_BIN' && !demoAccount) continue;
    names.push(key);
  }
  names.push(...demoSellerSettings(config));
  return names;
}

/** The legal notice and the contact details show the seller's details (ADR 0059). */
const sellerNote = (what: string) =>
  `the legal notice and the contact details show the demo seller's ${what}. Set the real seller's ${what}`;

/** What each demo setting is, and what to set instead: one line of the start-up log each. */
export const DEMO_SETTING_NOTES: Record<DemoSetting, string> = {
  STRIPE_SECRET_KEY:
    'card payments go to the built-in test gateway: card 4242 4242 4242 4242 is taken as paid and nothing is charged. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
  VIETQR_BANK_BIN: `VietQR bank transfers go to bank ${BUYING_DEMO.VIETQR_BANK_BIN} with the demo account. Set the 6-digit BIN of the shop's bank`,
  VIETQR_ACCOUNT_NO: `VietQR bank transfers go to the demo account ${BUYING_DEMO.VIETQR_ACCOUNT_NO}. Set the shop's account number`,
  VIETQR_ACCOUNT_NAME: `VietQR shows the demo account holder "${BUYING_DEMO.VIETQR_ACCOUNT_NAME}". Set the account holder's name as the bank has it`,
  INVOICE_ISSUER_NAME: `invoices are issued by the demo "${BUYING_DEMO.INVOICE_ISSUER_NAME}". Set the issuing business's name`,
  INVOICE_ISSUER_ADDRESS: "invoices carry the demo issuer's address. Set the issuing business's address",
  INVOICE_REGISTRATION_NUMBER: `invoices carry the demo registration number ${BUYING_DEMO.INVOICE_REGISTRATION_NUMBER}, issued to nobody. Set the qualified-invoice registration number (T and 13 digits)`,
  SELLER_NAME: sellerNote('name'),
  SELLER_REPRESENTATIVE: sellerNote('responsible person'),
  SELLER_ADDRESS: sellerNote('address'),
  SELLER_PHONE: sellerNote('telephone number'),
  SELLER_EMAIL: sellerNote('e-mail address'),
  SELLER_HOTLINE_VN: sellerNote('Vietnamese hotline'),
};

/** One line per demo setting: its name, what it is and what to set. */
export function demoSettingLines(config: DemoInput): string[] {
  return demoSettings(config).map((name) => `${name}: ${DEMO_SETTING_NOTES[name]}.`);
}
