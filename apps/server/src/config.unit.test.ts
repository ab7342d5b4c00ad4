import { describe, expect, it } from 'vitest';
import { ConfigError, listenUrl, loadConfig, productionWarnings, SELLER_DEMO } from './config.ts';

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

  it('warns in production about PUBLIC_URL and each seller detail left at the demo value', () => {
    const env = { PORT: '3301' };
    const warnings = productionWarnings(loadConfig(env), env);
    expect(warnings).toEqual([
      "PUBLIC_URL is not set: links in e-mails, canonical links and the sitemap use http://localhost:3301. Set it to the shop's public address, such as https://shop.example.com.",
      "SELLER_NAME, SELLER_REPRESENTATIVE, SELLER_ADDRESS, SELLER_PHONE, SELLER_EMAIL, SELLER_HOTLINE_VN are left at their demo shop value: the legal notice and the contact details show them. Set the real seller's details.",
    ]);
    const real = {
      PUBLIC_URL: 'https://shop.example',
      SELLER_NAME: 'Sample K.K.',
      SELLER_REPRESENTATIVE: 'Hanako Yamada',
      SELLER_ADDRESS: '1-2-3 Shibuya, Tokyo',
      SELLER_PHONE: '03-1234-5678',
      SELLER_EMAIL: 'help@shop.example',
    };
    expect(productionWarnings(loadConfig(real), real)).toEqual([
      "SELLER_HOTLINE_VN is left at its demo shop value: the legal notice and the contact details show it. Set the real seller's details.",
    ]);
    const all = { ...real, SELLER_HOTLINE_VN: '028 3822 1234' };
    expect(productionWarnings(loadConfig(all), all)).toEqual([]);
    // Development and tests are quiet.
    const dev = { NODE_ENV: 'development' };
    expect(productionWarnings(loadConfig(dev), dev)).toEqual([]);
    expect(Object.keys(SELLER_DEMO)).toHaveLength(6);
  });
});
