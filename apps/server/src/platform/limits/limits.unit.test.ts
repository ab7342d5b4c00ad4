import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors.ts';
import { type Limit, type Limiter, LimiterUnavailable, reserveAll, reserveOr429 } from './limits.ts';

/** A limiter over a plain map, failing for the keys in `down` as an unreachable Redis does. */
function mapLimiter(down: string[] = []) {
  const hits = new Map<string, number>();
  const limiter: Limiter = {
    async reserve(key: string, limit: Limit) {
      if (down.includes(key)) throw new LimiterUnavailable();
      const n = hits.get(key) ?? 0;
      if (n >= limit.max) return { ok: false, retryAfter: 7 };
      hits.set(key, n + 1);
      return {
        ok: true,
        release: async () => {
          hits.set(key, (hits.get(key) ?? 1) - 1);
        },
      };
    },
  };
  return { limiter, hits };
}

const one = { max: 1, windowSeconds: 60 };

describe('reserving under several limits', () => {
  it('gives back what it took when a later limit refuses', async () => {
    const { limiter, hits } = mapLimiter();
    await limiter.reserve('b', one);
    expect(
      await reserveAll(limiter, [
        { key: 'a', limit: one },
        { key: 'b', limit: one },
      ]),
    ).toEqual({
      ok: false,
      retryAfter: 7,
    });
    expect(hits.get('a')).toBe(0);
  });

  it('answers 429 with the wait on refusal, 503 when the limiter cannot count, and gives back', async () => {
    const { limiter, hits } = mapLimiter(['down']);
    await limiter.reserve('full', one);
    const refused = await reserveOr429(limiter, [{ key: 'full', limit: one }], 'too many').catch((e) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect([refused.statusCode, refused.headers]).toEqual([429, { 'retry-after': '7' }]);

    const failed = await reserveOr429(
      limiter,
      [
        { key: 'a', limit: one },
        { key: 'down', limit: one },
      ],
      'too many',
    ).catch((e) => e);
    expect([failed.statusCode, failed.headers]).toEqual([503, { 'retry-after': '5' }]);
    expect(hits.get('a')).toBe(0);
  });

  it('treats a limiter that cannot count as a refusal in reserveAll (quiet callers stay quiet)', async () => {
    const { limiter } = mapLimiter(['down']);
    expect(await reserveAll(limiter, [{ key: 'down', limit: one }])).toEqual({ ok: false, retryAfter: 5 });
    const broken: Limiter = {
      reserve: () => Promise.reject(new Error('a bug, not an outage')),
    };
    await expect(reserveAll(broken, [{ key: 'x', limit: one }])).rejects.toThrow('a bug, not an outage');
  });
});
