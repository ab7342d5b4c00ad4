import { describe, expect, it } from 'vitest';
import { LIVE_SHOP_DETAILS } from '../test/fixtures/live-settings.ts';
import {
  ConfigError,
  developmentNotes,
  listenUrl,
  loadConfig,
  productionWarnings,
  SELLER_DEMO,
} from './config.ts';

/** Every payment, invoice and seller setting of a live shop. */
const LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  INVOICE_REGISTRATION_NUMBER: 'T9876543210987',
  ...LIVE_SHOP_DETAILS,
};

describe('loadConfig', () => {
  it('has an embedded default for every setting', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.DATABASE_URL).toBe('');
    expect(config.DATA_DIR).toMatch(/data$/);
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.LOG_LEVEL).toBe('info');
    expect(config.ADMIN_PREFIX).toBe('admin');
  });

  it('names the setting and the value when one is bad', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
      expect(message).toContain('LOG_LEVEL: must be one of');
      expect(message).toContain(
        'DATABASE_URL: must be empty (embedded PGlite), memory:// or a postgres:// URL',
      );
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be between 1 and 65535/);
    expect(() => loadConfig({ ADMIN_PREFIX: 'api' })).toThrow(/ADMIN_PREFIX/);
  });

  it('writes dates in the shop’s time zone, Asia/Tokyo unless SHOP_TIME_ZONE names another', () => {
    expect(loadConfig({}).SHOP_TIME_ZONE).toBe('Asia/Tokyo');
    expect(loadConfig({ SHOP_TIME_ZONE: 'Asia/Ho_Chi_Minh' }).SHOP_TIME_ZONE).toBe('Asia/Ho_Chi_Minh');
    expect(() => loadConfig({ SHOP_TIME_ZONE: 'Tokyo' })).toThrow(
      'SHOP_TIME_ZONE: must be an IANA time zone such as Asia/Tokyo or Asia/Ho_Chi_Minh (got "Tokyo")',
    );
  });

  it('names the VietQR bank: the setting, else the known name of its BIN, else refuses to start', () => {
    expect(loadConfig({}).VIETQR_BANK_NAME).toBe('Vietcombank');
    expect(loadConfig({ VIETQR_BANK_BIN: '970418' }).VIETQR_BANK_NAME).toBe('BIDV');
    expect(
      loadConfig({ VIETQR_BANK_BIN: '970499', VIETQR_BANK_NAME: 'Ngân hàng Mẫu' }).VIETQR_BANK_NAME,
    ).toBe('Ngân hàng Mẫu');
    expect(() => loadConfig({ VIETQR_BANK_BIN: '970499' })).toThrow(
      'VIETQR_BANK_NAME: set the name of the bank with BIN 970499, as buyers know it (such as Vietcombank); the shop has no name for that BIN',
    );
  });

  it('documents every setting in .env.example', async () => {
    const fs = await import('node:fs');
    const example = fs.readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8');
    const config = loadConfig({});
    for (const key of Object.keys(config)) expect(example).toMatch(new RegExp(`^${key}=`, 'm'));
  });

  it('takes TRUST_PROXY as off, true, a hop count or proxy addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe('');
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe('1');
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.0/8' }).TRUST_PROXY).toBe('10.0.0.1,10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY: must be empty, true/);
  });

  it('accepts PostgreSQL URLs and trims a trailing slash from PUBLIC_URL', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u@h:5432/db',
      PUBLIC_URL: 'https://shop.example/',
    });
    expect(config.DATABASE_URL).toBe('postgres://u@h:5432/db');
    expect(config.PUBLIC_URL).toBe('https://shop.example');
  });

  it('derives PUBLIC_URL from the host and port listened on when it is not set', () => {
    expect(loadConfig({ PORT: '3301' }).PUBLIC_URL).toBe('http://localhost:3301');
    expect(loadConfig({ PORT: '3301', HOST: '::' }).PUBLIC_URL).toBe('http://localhost:3301');
    expect(loadConfig({ PORT: '8080', HOST: '127.0.0.1' }).PUBLIC_URL).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ PORT: '8080', HOST: '::1' }).PUBLIC_URL).toBe('http://[::1]:8080');
    expect(loadConfig({ PORT: '3301', PUBLIC_URL: 'https://shop.example' }).PUBLIC_URL).toBe(
      'https://shop.example',
    );
    expect(listenUrl('0.0.0.0', 40123)).toBe('http://localhost:40123');
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example' })).toThrow(
      'PUBLIC_URL: must be an absolute URL such as https://shop.example.com (got "shop.example")',
    );
  });

  it('has demo seller details that say so, and checks configured ones', () => {
    const config = loadConfig({});
    expect(config.SELLER_NAME).toBe('Logoya (demo shop)');
    expect(config.SELLER_ADDRESS).toMatch(/^Demo shop: /);
    expect(loadConfig({ SELLER_PHONE: '+81 3-1234-5678' }).SELLER_PHONE).toBe('+81 3-1234-5678');
    expect(() => loadConfig({ SELLER_PHONE: 'call us' })).toThrow(/SELLER_PHONE: must be a telephone number/);
    expect(() => loadConfig({ SELLER_EMAIL: 'nobody' })).toThrow(/SELLER_EMAIL: must be an e-mail address/);
    expect(() => loadConfig({ SELLER_NAME: 'x'.repeat(201) })).toThrow(
      /SELLER_NAME: must be at most 200 characters/,
    );
  });

  it('warns in production about PUBLIC_URL and each demo setting, one line each', () => {
    const env = { PORT: '3301' };
    const warnings = productionWarnings(loadConfig(env), env);
    expect(warnings[0]).toBe(
      "PUBLIC_URL is not set: links in e-mails, canonical links and the sitemap use http://localhost:3301. Set it to the shop's public address, such as https://shop.example.com.",
    );
    expect(warnings.slice(1).map((line) => line.split(':')[0])).toEqual([
      'STRIPE_SECRET_KEY',
      'VIETQR_BANK_BIN',
      'VIETQR_ACCOUNT_NO',
      'VIETQR_ACCOUNT_NAME',
      'INVOICE_ISSUER_NAME',
      'INVOICE_ISSUER_ADDRESS',
      'INVOICE_REGISTRATION_NUMBER',
      ...Object.keys(SELLER_DEMO),
    ]);
    expect(warnings).toContain(
      "SELLER_HOTLINE_VN: the legal notice and the contact details show the demo seller's Vietnamese hotline. Set the real seller's Vietnamese hotline.",
    );
    const all = { ...LIVE, PUBLIC_URL: 'https://shop.example' };
    expect(productionWarnings(loadConfig(all), all)).toEqual([]);
    // Development says it in one line; tests are quiet.
    const dev = { NODE_ENV: 'development' };
    expect(productionWarnings(loadConfig(dev), dev)).toEqual([]);
    expect(developmentNotes(loadConfig(dev))).toEqual([
      `Demo shop: STRIPE_SECRET_KEY, VIETQR_BANK_BIN, VIETQR_ACCOUNT_NO, VIETQR_ACCOUNT_NAME, INVOICE_ISSUER_NAME, INVOICE_ISSUER_ADDRESS, INVOICE_REGISTRATION_NUMBER, ${Object.keys(SELLER_DEMO).join(', ')} are at demo values. A live shop sets each, and SHOP_MODE=live refuses to start while one is left (docs/operations.md).`,
    ]);
    expect(developmentNotes(loadConfig({ ...LIVE, NODE_ENV: 'development' }))).toEqual([]);
    expect(developmentNotes(loadConfig({ NODE_ENV: 'test' }))).toEqual([]);
    expect(Object.keys(SELLER_DEMO)).toHaveLength(6);
  });
});

describe('SHOP_MODE', () => {
  it('is demo by default: the one-command demo starts on the embedded values', () => {
    expect(loadConfig({}).SHOP_MODE).toBe('demo');
    expect(() => loadConfig({ SHOP_MODE: 'production' })).toThrow(/SHOP_MODE: must be demo or live/);
  });

  it('live refuses to start while a setting is at its demo value, one line per setting', () => {
    let error: unknown;
    try {
      loadConfig({ SHOP_MODE: 'live' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { message, problems } = error as ConfigError;
    expect(message.split('\n')[0]).toBe('SHOP_MODE=live, but these settings are still at their demo values:');
    expect(problems).toHaveLength(13);
    expect(problems[0]).toBe(
      'STRIPE_SECRET_KEY: card payments go to the built-in test gateway: card 4242 4242 4242 4242 is taken as paid and nothing is charged. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.',
    );
    expect(message.split('\n').slice(1)).toEqual(problems.map((p) => `  - ${p}`));
    // One left: one line.
    expect(() =>
      loadConfig({ ...LIVE, SHOP_MODE: 'live', INVOICE_REGISTRATION_NUMBER: 'T1234567890123' }),
    ).toThrow(
      /^SHOP_MODE=live, but these settings are still at their demo values:\n {2}- INVOICE_REGISTRATION_NUMBER: invoices carry the demo registration number T1234567890123, issued to nobody\. Set the qualified-invoice registration number \(T and 13 digits\)\.$/,
    );
  });

  it('live starts once every one is set', () => {
    expect(loadConfig({ ...LIVE, SHOP_MODE: 'live' }).SHOP_MODE).toBe('live');
  });
});
