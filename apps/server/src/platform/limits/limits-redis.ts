import type { Redis } from 'ioredis';
import type { RedisLog } from '../redis/redis.ts';
import { type Limiter, LimiterUnavailable } from './limits.ts';

/**
 * One reservation, atomically (a script runs alone on the server): the same fixed window as the
 * database's `rate_limits`. A hash per key holds the window's start (Redis's own clock, in ms, so
 * every instance agrees) and its hits, and expires with the window.
 * Answers {1, start} when granted, {0, ms left} when refused.
 */
const RESERVE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local max = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
if start == nil or start + window <= now then
  if max < 1 then return {0, window} end
  redis.call('HSET', KEYS[1], 'start', now, 'hits', 1)
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, now}
end
local hits = tonumber(redis.call('HGET', KEYS[1], 'hits')) or 0
if hits < max then
  redis.call('HINCRBY', KEYS[1], 'hits', 1)
  return {1, start}
end
return {0, start + window - now}
`;

/** Gives one hit back, only if the window it was taken in is still the current one. */
const RELEASE = `
local start = tonumber(redis.call('HGET', KEYS[1], 'start'))
if start ~= nil and start == tonumber(ARGV[1]) then
  local hits = tonumber(redis.call('HGET', KEYS[1], 'hits')) or 0
  if hits > 0 then redis.call('HINCRBY', KEYS[1], 'hits', -1) end
  return 1
end
return 0
`;

interface LimitScripts {
  logoyaReserve(key: string, max: number, windowMs: number): Promise<[number, number]>;
  logoyaRelease(key: string, start: number): Promise<number>;
}

/** The key of a limit in Redis. */
export const limitKey = (prefix: string, key: string) => `${prefix}limit:${key}`;

/**
 * Counted limits in Redis, shared by every instance on it (REDIS_URL). Same windows and answers as
 * `databaseLimiter`. When Redis cannot answer, a reservation fails closed with `LimiterUnavailable`:
 * sign-in and password checks answer 503 with Retry-After instead of running unlimited or answering
 * 500; quiet limits (mails per address) send nothing (ADR 0043). A give-back that fails is only logged: the hit it should have
 * returned expires with its window.
 */
export function redisLimiter(options: { client: Redis; prefix: string; log: RedisLog }): Limiter {
  const { client, prefix, log } = options;
  client.defineCommand('logoyaReserve', { numberOfKeys: 1, lua: RESERVE });
  client.defineCommand('logoyaRelease', { numberOfKeys: 1, lua: RELEASE });
  const scripts = client as unknown as LimitScripts;
  let failing = false;
  const unavailable = (error: unknown) => {
    if (!failing) log.warn({ err: error }, 'Redis cannot count limits: limited calls answer 503');
    failing = true;
    return new LimiterUnavailable();
  };

  return {
    async reserve(key, limit) {
      const redisKey = limitKey(prefix, key);
      let answer: [number, number];
      try {
        answer = await scripts.logoyaReserve(redisKey, limit.max, limit.windowSeconds * 1000);
      } catch (error) {
        throw unavailable(error);
      }
      failing = false;
      const [granted, value] = answer;
      if (granted !== 1) return { ok: false, retryAfter: Math.max(1, Math.ceil(Number(value) / 1000)) };
      let released = false;
      return {
        ok: true,
        async release() {
          if (released) return;
          released = true;
          await scripts.logoyaRelease(redisKey, Number(value)).catch((error: unknown) => {
            log.warn({ err: error, key }, 'Redis: a granted attempt could not be given back');
          });
        },
      };
    },
  };
}
