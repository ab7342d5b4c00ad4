import { randomBytes } from 'node:crypto';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { TestApp } from '../../test/app.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';

/**
 * Test set-ups of the Redis adapters: the real local Redis (database 1, so a developer's data in
 * 0 is never touched), a key prefix of its own per run, and second app instances on a test app's
 * database.
 */

export const REDIS_TEST_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
export const REDIS_TEST_TARGET = (() => {
  const u = new URL(REDIS_TEST_URL);
  return { host: u.hostname, port: Number(u.port || 6379), db: u.pathname.replace('/', '') || '0' };
})();

/** Whether the test Redis answers a PING within a second; says so on the console when not. */
export async function redisAvailable(what: string): Promise<boolean> {
  const client = new Redis(REDIS_TEST_URL, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 1000,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
    return true;
  } catch (error) {
    console.warn(
      `SKIPPED ${what}: Redis at ${REDIS_TEST_URL} cannot be reached (${error instanceof Error ? error.message : error}). Start Redis or set TEST_REDIS_URL.`,
    );
    return false;
  } finally {
    client.disconnect();
  }
}

/** A key prefix no other run shares. */
export const runPrefix = (what: string) =>
  `logoya-test:${what}:${Date.now().toString(36)}${randomBytes(3).toString('hex')}:`;

/** A plain client on the test Redis, for looking at what the adapters wrote. */
export function inspector(): Redis {
  return new Redis(REDIS_TEST_URL, { maxRetriesPerRequest: 1 });
}

/** Deletes every key of a run. */
export async function dropPrefix(client: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length) await client.del(...keys);
  } while (cursor !== '0');
}

/** The settings of a test app on the test Redis (with createTestApp's own, for a second instance). */
export function redisEnv(prefix: string, extra: Record<string, string> = {}): Record<string, string> {
  return { REDIS_URL: REDIS_TEST_URL, REDIS_KEY_PREFIX: prefix, ...extra };
}

/**
 * Another instance of a test app: its own Fastify, caches and Redis links, on the same database
 * and DATA_DIR (files and secret), as a second server process behind a load balancer would be.
 */
export async function secondInstance(t: TestApp, env: Record<string, string>): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: t.dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    NODE_ENV: 'test',
    CATALOG_CACHE_TTL_MS: '0',
    CAPTCHA_DIFFICULTY: '200',
    ...env,
  });
  const app = await buildApp(config, { database: t.database });
  await app.ready();
  return app;
}

/**
 * A TCP relay to the test Redis that a test can cut: `cut()` drops every link through it and
 * refuses new ones, as a Redis that went away looks to a client; `restore()` accepts again.
 */
export async function startCuttableRelay(): Promise<{
  url: string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}> {
  const sockets = new Set<net.Socket>();
  let open = true;
  const server = net.createServer((client) => {
    if (!open) return void client.destroy();
    const upstream = net.connect(REDIS_TEST_TARGET.port, REDIS_TEST_TARGET.host);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => {});
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  const dropAll = () => {
    for (const s of sockets) s.destroy();
  };
  return {
    url: `redis://127.0.0.1:${port}/${REDIS_TEST_TARGET.db}`,
    cut() {
      open = false;
      dropAll();
    },
    restore() {
      open = true;
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
