import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { redisWhere } from './redis.ts';

describe('the Redis settings', () => {
  it('are off by default, with the logoya: prefix', () => {
    const config = loadConfig({});
    expect(config.REDIS_URL).toBe('');
    expect(config.REDIS_KEY_PREFIX).toBe('logoya:');
  });

  it('take redis:// and rediss:// URLs and refuse others with a line naming the setting', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379/1' }).REDIS_URL).toBe('redis://127.0.0.1:6379/1');
    expect(loadConfig({ REDIS_URL: 'rediss://u:p@cache.example:6380' }).REDIS_URL).toBe(
      'rediss://u:p@cache.example:6380',
    );
    expect(() => loadConfig({ REDIS_URL: '127.0.0.1:6379' })).toThrow(
      /REDIS_URL: must be empty \(limits in the database\) or a redis:\/\/ or rediss:\/\/ URL/,
    );
    expect(() => loadConfig({ REDIS_URL: 'http://cache' })).toThrow(/REDIS_URL/);
  });

  it('take a prefix of safe characters only', () => {
    expect(loadConfig({ REDIS_KEY_PREFIX: 'shop-a:' }).REDIS_KEY_PREFIX).toBe('shop-a:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX: must be 1 to 64/);
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'x'.repeat(65) })).toThrow(/REDIS_KEY_PREFIX/);
  });

  it('name where Redis is in log lines without its password', () => {
    expect(redisWhere('redis://user:secret@cache.example:6380/2')).toBe('cache.example:6380/2');
    expect(redisWhere('redis://127.0.0.1')).toBe('127.0.0.1:6379');
  });
});
