import { describe, expect, it } from 'vitest';
import { LIVE_SHOP_DETAILS } from '../../../test/fixtures/live-settings.ts';
import { loadConfig } from '../../config.ts';
import { DEMO_SETTING_NOTES, demoSettingLines, demoSettings, testGatewayOn } from './demo-mode.ts';

/** Every payment, invoice and seller setting of a live shop. */
const LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  VIETQR_BANK_BIN: '970418',
  INVOICE_REGISTRATION_NUMBER: 'T9876543210987',
  ...LIVE_SHOP_DETAILS,
};

describe('demoSettings', () => {
  it('names every payment, invoice and seller setting of the defaults', () => {
    expect(demoSettings(loadConfig({}))).toEqual([
      'STRIPE_SECRET_KEY',
      'VIETQR_BANK_BIN',
      'VIETQR_ACCOUNT_NO',
      'VIETQR_ACCOUNT_NAME',
      'INVOICE_ISSUER_NAME',
      'INVOICE_ISSUER_ADDRESS',
      'INVOICE_REGISTRATION_NUMBER',
      'SELLER_NAME',
      'SELLER_REPRESENTATIVE',
      'SELLER_ADDRESS',
      'SELLER_PHONE',
      'SELLER_EMAIL',
      'SELLER_HOTLINE_VN',
    ]);
    expect(testGatewayOn(loadConfig({}))).toBe(true);
  });

  it('is empty once every one is set', () => {
    expect(demoSettings(loadConfig(LIVE))).toEqual([]);
    expect(testGatewayOn(loadConfig(LIVE))).toBe(false);
  });

  it('names each one left at its demo value, alone', () => {
    for (const [key, demo] of [
      ['INVOICE_REGISTRATION_NUMBER', 'T1234567890123'],
      ['VIETQR_ACCOUNT_NO', '0011004455667'],
      ['VIETQR_ACCOUNT_NAME', 'CONG TY LOGOYA VIET NAM'],
      ['INVOICE_ISSUER_NAME', 'Logoya Inc.'],
      ['SELLER_PHONE', '00-0000-0000'],
    ] as const) {
      expect(demoSettings(loadConfig({ ...LIVE, [key]: demo }))).toEqual([key]);
    }
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, ...noStripe } = LIVE;
    expect(demoSettings(loadConfig(noStripe))).toEqual(['STRIPE_SECRET_KEY']);
  });

  it("counts the demo bank's code only with the demo account: a live shop may bank there", () => {
    expect(demoSettings(loadConfig({ ...LIVE, VIETQR_BANK_BIN: '970436' }))).toEqual([]);
    expect(
      demoSettings(loadConfig({ ...LIVE, VIETQR_BANK_BIN: '970436', VIETQR_ACCOUNT_NO: '0011004455667' })),
    ).toEqual(['VIETQR_BANK_BIN', 'VIETQR_ACCOUNT_NO']);
  });

  it('gives one line per demo setting: what it is and what to set', () => {
    const lines = demoSettingLines(
      loadConfig({
        ...LIVE,
        STRIPE_SECRET_KEY: '',
        STRIPE_PUBLISHABLE_KEY: '',
        STRIPE_WEBHOOK_SECRET: '',
        INVOICE_REGISTRATION_NUMBER: 'T1234567890123',
      }),
    );
    expect(lines).toEqual([
      'STRIPE_SECRET_KEY: card payments go to the built-in test gateway: card 4242 4242 4242 4242 is taken as paid and nothing is charged. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.',
      'INVOICE_REGISTRATION_NUMBER: invoices carry the demo registration number T1234567890123, issued to nobody. Set the qualified-invoice registration number (T and 13 digits).',
    ]);
    expect(demoSettingLines(loadConfig({}))).toHaveLength(Object.keys(DEMO_SETTING_NOTES).length);
  });
});
