import fs from 'node:fs/promises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const status = z.object({ status: z.string() });
const redisState = z.enum(['ok', 'unreachable', 'timeout']);
const ready = z.object({ status: z.enum(['ready', 'degraded']), redis: redisState.optional() });
const notReady = z.object({
  message: z.string(),
  database: z.enum(['ok', 'unreachable', 'timeout']),
  disk: z.enum(['ok', 'full', 'unknown']),
  redis: redisState.optional(),
  shutting_down: z.boolean().optional(),
});

/** Readiness answers within this, whatever the database does (a load balancer's probe must not hang). */
export const READY_TIMEOUT_MS = 1000;
/** Below this much free space in DATA_DIR, writes are about to fail: the instance is not ready. */
export const DISK_FULL_BYTES = 16 * 1024 * 1024;

type DatabaseState = 'ok' | 'unreachable' | 'timeout';
type RedisState = z.infer<typeof redisState>;

/** Free bytes in a folder, or null when the platform cannot say. */
export async function freeBytes(dir: string): Promise<number | null> {
  try {
    const stats = await fs.statfs(dir);
    return Number(stats.bavail) * Number(stats.bsize);
  } catch {
    return null;
  }
}

/**
 * Liveness and readiness. Readiness checks the database (within 1 s) and the disk, and Redis when
 * REDIS_URL is set. Redis down does not make the instance unready (every instance shares the one
 * Redis, so all would leave the load balancer at once): it answers 200 `degraded`, sign-in-type
 * calls answer 503 and the visitor cache is bypassed meanwhile (ADR 0043).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // One ping at a time: probes arriving while the database hangs share it instead of piling up.
  let pending: Promise<DatabaseState> | null = null;
  const pingDatabase = (): Promise<DatabaseState> => {
    if (!pending) {
      pending = app.database.ping().then(
        () => 'ok' as const,
        (error: unknown) => {
          app.log.warn({ err: error }, 'database not ready');
          return 'unreachable' as const;
        },
      );
      void pending.finally(() => {
        pending = null;
      });
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<DatabaseState>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), READY_TIMEOUT_MS);
    });
    return Promise.race([pending, timeout]).finally(() => clearTimeout(timer));
  };

  app.get(
    '/healthz',
    { schema: { tags: ['operations'], response: { 200: status } }, logLevel: 'warn' },
    async () => ({
      status: 'ok',
    }),
  );
  const pingRedis = async (): Promise<{ redis?: RedisState }> => {
    if (!app.redis) return {};
    const redis = await app.redis.ping(READY_TIMEOUT_MS);
    if (redis !== 'ok') app.log.warn({ redis }, 'Redis not answering: limited calls answer 503');
    return { redis };
  };

  app.get(
    '/readyz',
    { schema: { tags: ['operations'], response: { 200: ready, 503: notReady } }, logLevel: 'warn' },
    async (_request, reply) => {
      const [database, free, redis] = await Promise.all([
        pingDatabase(),
        freeBytes(app.config.DATA_DIR),
        pingRedis(),
      ]);
      const disk = free === null ? 'unknown' : free < DISK_FULL_BYTES ? 'full' : 'ok';
      const shuttingDown = app.lifecycle.shuttingDown;
      if (database === 'ok' && disk !== 'full' && !shuttingDown)
        return { status: !redis.redis || redis.redis === 'ok' ? 'ready' : 'degraded', ...redis } as const;
      const message = shuttingDown
        ? 'The server is shutting down: it finishes the requests it has and takes no new ones.'
        : database === 'timeout'
          ? `The database did not answer within ${READY_TIMEOUT_MS} ms.`
          : database === 'unreachable'
            ? 'The database is not reachable.'
            : 'The disk of DATA_DIR is full: writes would fail.';
      reply.header('retry-after', '5');
      return reply
        .status(503)
        .send({ message, database, disk, ...redis, ...(shuttingDown ? { shutting_down: true } : {}) });
    },
  );
};
