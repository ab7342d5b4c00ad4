import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
});
