import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  dropPrefix,
  inspector,
  REDIS_TEST_URL,
  redisAvailable,
  runPrefix,
  startCuttableRelay,
} from '../../../test/fixtures/redis.ts';
import { AppError } from '../http/errors.ts';
import { connectRedis, type RedisConnection } from '../redis/redis.ts';
import type { Limiter } from './limits.ts';
import { reserveAll } from './limits.ts';
import { limitKey, redisLimiter } from './limits-redis.ts';

const reachable = await redisAvailable('the Redis limiter tests');
const prefix = runPrefix('limits');
const warnings: string[] = [];
const log = { info() {}, warn: (_: object, msg: string) => void warnings.push(msg) };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.skipIf(!reachable)('redisLimiter against the real Redis', () => {
  const connections: RedisConnection[] = [];
  let limiter: Limiter;
  const look = reachable ? inspector() : null;

  const open = async () => {
    const connection = await connectRedis({ url: REDIS_TEST_URL, prefix, log });
    connections.push(connection);
    return redisLimiter({ client: connection.client, prefix, log });
  };

  beforeAll(async () => {
    limiter = await open();
  });
  afterAll(async () => {
    await Promise.all(connections.map((c) => c.close()));
    if (look) {
      await dropPrefix(look, prefix);
      look.disconnect();
    }
  });

  it('grants max attempts per window, then refuses with the wait until the window ends', async () => {
    const limit = { max: 3, windowSeconds: 60 };
    for (let i = 0; i < 3; i++) expect((await limiter.reserve('basic', limit)).ok).toBe(true);
    const refused = await limiter.reserve('basic', limit);
    expect(refused).toEqual({ ok: false, retryAfter: expect.any(Number) });
    if (refused.ok) return;
    expect(refused.retryAfter).toBeGreaterThanOrEqual(59);
    expect(refused.retryAfter).toBeLessThanOrEqual(60);
    // Another key counts on its own; the key lives under the prefix and ends with its window.
    expect((await limiter.reserve('basic-other', limit)).ok).toBe(true);
    expect(await look!.hget(limitKey(prefix, 'basic'), 'hits')).toBe('3');
    const ttl = await look!.pttl(limitKey(prefix, 'basic'));
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('starts a new window once the old one has ended', async () => {
    const limit = { max: 1, windowSeconds: 1 };
    expect((await limiter.reserve('window', limit)).ok).toBe(true);
    const refused = await limiter.reserve('window', limit);
    expect(refused).toEqual({ ok: false, retryAfter: 1 });
    await sleep(1100);
    expect((await limiter.reserve('window', limit)).ok).toBe(true);
  });

  it('gives a released attempt back once, and only in the window it was taken in', async () => {
    const limit = { max: 2, windowSeconds: 1 };
    const first = await limiter.reserve('release', limit);
    const second = await limiter.reserve('release', limit);
    if (!first.ok || !second.ok) throw new Error('expected two grants');
    expect((await limiter.reserve('release', limit)).ok).toBe(false);
    await second.release();
    await second.release();
    expect(await look!.hget(limitKey(prefix, 'release'), 'hits')).toBe('1');
    expect((await limiter.reserve('release', limit)).ok).toBe(true);
    expect((await limiter.reserve('release', limit)).ok).toBe(false);

    await sleep(1100);
    const fresh = await limiter.reserve('release', limit);
    expect(fresh.ok).toBe(true);
    // An attempt of the old window given back now must not free a place in the new one.
    await first.release();
    expect(await look!.hget(limitKey(prefix, 'release'), 'hits')).toBe('1');
    expect((await limiter.reserve('release', limit)).ok).toBe(true);
    expect((await limiter.reserve('release', limit)).ok).toBe(false);
  });

  it('grants exactly max of 200 reservations arriving at once over 3 connections', async () => {
    const limiters = [limiter, await open(), await open()];
    const limit = { max: 37, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => limiters[i % 3]!.reserve('crowd', limit)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(37);
    const refusals = results.filter((r) => !r.ok);
    expect(refusals).toHaveLength(163);
    for (const r of refusals) if (!r.ok) expect(r.retryAfter).toBeGreaterThanOrEqual(59);
    expect(await look!.hget(limitKey(prefix, 'crowd'), 'hits')).toBe('37');
  });

  it('takes all of several limits or none (reserveAll)', async () => {
    const tight = { max: 1, windowSeconds: 60 };
    const loose = { max: 5, windowSeconds: 60 };
    expect((await reserveAll(limiter, [{ key: 'all-b', limit: tight }])).ok).toBe(true);
    const refused = await reserveAll(limiter, [
      { key: 'all-a', limit: loose },
      { key: 'all-b', limit: tight },
    ]);
    expect(refused.ok).toBe(false);
    // The attempt taken on all-a was given back.
    expect(await look!.hget(limitKey(prefix, 'all-a'), 'hits')).toBe('0');
  });

  it('answers 503 with Retry-After, not a 500, when Redis goes away; a give-back only logs', async () => {
    const relay = await startCuttableRelay();
    const connection = await connectRedis({ url: relay.url, prefix, log });
    connections.push(connection);
    const cut = redisLimiter({ client: connection.client, prefix, log });
    const granted = await cut.reserve('outage', { max: 5, windowSeconds: 60 });
    expect(granted.ok).toBe(true);
    relay.cut();
    await sleep(50);
    const error = await cut.reserve('outage', { max: 5, windowSeconds: 60 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(503);
    expect((error as AppError).headers).toEqual({ 'retry-after': '5' });
    if (granted.ok) await expect(granted.release()).resolves.toBeUndefined();
    expect(warnings).toContain('Redis cannot count limits: limited calls answer 503');
    await relay.close();
  });
});

describe('a Redis that cannot be reached at start', () => {
  it('stops start-up with a line naming REDIS_URL and the host, never the password', async () => {
    const relay = await startCuttableRelay();
    relay.cut();
    const url = relay.url.replace('redis://', 'redis://user:s3cret@');
    const error = await connectRedis({ url, prefix, log, startWaitMs: 300 }).catch((e: unknown) => e);
    await relay.close();
    expect(String(error)).toMatch(/^Error: REDIS_URL: Redis at 127\.0\.0\.1:\d+\/1 cannot be reached/);
    expect(String(error)).not.toContain('s3cret');
  });
});
