import { type InvalidationBus, inProcessInvalidationBus } from '../cache/invalidation.ts';
import { redisInvalidationBus } from '../cache/invalidation-redis.ts';
import type { Db } from '../db/db.ts';
import { databaseLimiter, type Limiter } from '../limits/limits.ts';
import { redisLimiter } from '../limits/limits-redis.ts';
import { connectRedis, type RedisConnection, type RedisLog } from './redis.ts';

/**
 * What several instances must share, chosen by REDIS_URL: the counted limits and the bus that
 * carries cache clears. Without it, today's defaults: limits in the database's `rate_limits`, and
 * clears that reach this process only.
 */
export interface SharedState {
  limiter: Limiter;
  bus: InvalidationBus;
  /** The Redis link when REDIS_URL is set (readiness reports it). */
  redis: RedisConnection | null;
  close(): Promise<void>;
}

export async function sharedStateFromConfig(
  config: { REDIS_URL: string; REDIS_KEY_PREFIX: string },
  db: Db,
  log: RedisLog,
): Promise<SharedState> {
  if (!config.REDIS_URL) {
    return {
      limiter: databaseLimiter(db),
      bus: inProcessInvalidationBus(),
      redis: null,
      close: async () => {},
    };
  }
  const redis = await connectRedis({ url: config.REDIS_URL, prefix: config.REDIS_KEY_PREFIX, log });
  try {
    const bus = await redisInvalidationBus({ connection: redis, log });
    const limiter = redisLimiter({ client: redis.client, prefix: redis.prefix, log });
    log.info({ redis: redis.where, prefix: redis.prefix }, 'limits and cache clears shared through Redis');
    return {
      limiter,
      bus,
      redis,
      async close() {
        await bus.close();
        await redis.close();
      },
    };
  } catch (error) {
    await redis.close();
    throw error;
  }
}
