import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  dropPrefix,
  inspector,
  REDIS_TEST_TARGET,
  REDIS_TEST_URL,
  redisAvailable,
  redisEnv,
  runPrefix,
  secondInstance,
  startCuttableRelay,
} from '../../../test/fixtures/redis.ts';
import { startPausableProxy } from '../../../test/pausable-proxy.ts';
import { rows } from '../db/db.ts';
import { connectRedis, type RedisConnection } from '../redis/redis.ts';
import type { InvalidationBus } from './invalidation.ts';
import { redisInvalidationBus } from './invalidation-redis.ts';
import { createMicroCache } from './micro-cache.ts';

const reachable = await redisAvailable('the Redis invalidation bus tests');
const log = { info() {}, warn() {} };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resolves with the milliseconds until `subscribe` next calls back; rejects after `ms`. */
function nextCall(subscribe: (listener: () => void) => () => void, ms = 2000): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no call within ${ms} ms`));
    }, ms);
    const off = subscribe(() => {
      clearTimeout(timer);
      off();
      resolve(performance.now() - started);
    });
  });
}

describe.skipIf(!reachable)('the invalidation bus on Redis pub/sub', () => {
  const prefix = runPrefix('bus');
  const opened: { connection: RedisConnection; bus: InvalidationBus }[] = [];
  const open = async (options: { url?: string; prefix?: string; heartbeatMs?: number } = {}) => {
    const connection = await connectRedis({
      url: options.url ?? REDIS_TEST_URL,
      prefix: options.prefix ?? prefix,
      log,
    });
    const bus = await redisInvalidationBus({ connection, log, heartbeatMs: options.heartbeatMs });
    opened.push({ connection, bus });
    return bus;
  };
  afterAll(async () => {
    for (const { connection, bus } of opened) {
      await bus.close();
      await connection.close();
    }
  });

  it('reaches every other instance of the same prefix, not the sender, not another prefix', async () => {
    const [one, two, three] = [await open(), await open(), await open()];
    const stranger = await open({ prefix: runPrefix('stranger') });
    const heard: string[] = [];
    one.subscribe('catalog', () => heard.push('one'));
    three.subscribe('catalog', () => heard.push('three'));
    three.subscribe('other', () => heard.push('three:other'));
    stranger.subscribe('catalog', () => heard.push('stranger'));
    const arrived = nextCall((l) => two.subscribe('catalog', l));
    one.publish('catalog');
    await arrived;
    // The message went out once to everyone; by now the others have it too (one round trip).
    await sleep(100);
    expect(heard.sort()).toEqual(['three']);
  });

  it('sends a clear that could not go out once its link is back', async () => {
    const relay = await startCuttableRelay();
    const sender = await open({ url: relay.url });
    const listener = await open();
    relay.cut();
    await sleep(50);
    const heard = nextCall((l) => listener.subscribe('catalog', l), 10_000);
    sender.publish('catalog');
    relay.restore();
    await heard;
    await relay.close();
  });

  it('goes deaf when the link freezes, empties and bypasses a cache meanwhile, and comes back', async () => {
    const proxy = await startPausableProxy({ host: REDIS_TEST_TARGET.host, port: REDIS_TEST_TARGET.port });
    const url = `redis://127.0.0.1:${proxy.port}/${REDIS_TEST_TARGET.db}`;
    const bus = await open({ url, heartbeatMs: 100 });
    const cache = createMicroCache({ ttlMs: 60_000, bus });
    let computed = 0;
    const value = () => cache.get('k', async () => ++computed);
    let clears = 0;
    cache.onClear(() => clears++);
    expect(await value()).toBe(1);
    expect(await value()).toBe(1);

    const lost = nextCall((l) => bus.onConnectionChange(l), 5000);
    proxy.pause();
    await lost;
    expect(bus.connected()).toBe(false);
    expect(cache.trusted()).toBe(false);
    expect(clears).toBe(1);
    expect(await value()).toBe(2);
    expect(await value()).toBe(3);

    const back = nextCall((l) => bus.onConnectionChange(l), 10_000);
    proxy.resume();
    await back;
    expect(bus.connected()).toBe(true);
    expect(clears).toBe(2);
    expect(await value()).toBe(4);
    expect(await value()).toBe(4);
    await proxy.close();
  });
});

describe.skipIf(!reachable)('a logo change through one instance, seen through another', () => {
  const prefix = runPrefix('cache');
  const env = redisEnv(prefix, { CATALOG_CACHE_TTL_MS: '60000' });
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const look = reachable ? inspector() : null;

  beforeAll(async () => {
    t = await createTestApp({ logos: 6, env });
    a = t.app;
    b = await secondInstance(t, env);
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    if (look) {
      await dropPrefix(look, prefix);
      look.disconnect();
    }
  });

  const visitorList = async (app: FastifyInstance) => {
    const before = t.database.stats.queries;
    const res = await app.inject({ method: 'GET', url: '/api/all-logo?per_page=100' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { meta: { total: number }; data: { logo_id: number; state: number }[] };
    return {
      total: body.meta.total,
      ids: body.data.map((d) => d.logo_id),
      // Logos a state change may stop (not sold, not negotiating).
      normal: body.data.filter((d) => d.state === 0).map((d) => d.logo_id),
      queries: t.database.stats.queries - before,
    };
  };

  it('is seen through B as soon as A has changed it, with the visitor cache on', async () => {
    const first = await visitorList(b);
    const cached = await visitorList(b);
    expect(cached.queries).toBe(0);
    expect(cached.total).toBe(first.total);
    const logoId = first.normal[0]!;

    const signIn = await a.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'admin@logoya.test', password: 'admin1234' },
    });
    expect(signIn.statusCode).toBe(200);
    const token = signIn.json().data.access_token as string;

    // Stopped through A: A clears its cache and tells B.
    const heardByB = nextCall((l) => b.catalogCache.onClear(l));
    const stop = await a.inject({
      method: 'POST',
      url: `/api/logo/${logoId}/update-state`,
      headers: { authorization: `Bearer ${token}` },
      payload: { state: 7 },
    });
    expect(stop.statusCode).toBe(200);
    const [row] = await rows<{ state: number }>(
      t.database.db,
      sql`select state from logos where id = ${logoId}`,
    );
    expect(Number(row?.state)).toBe(7);
    const ms = await heardByB;
    expect(ms).toBeLessThan(1000);

    const after = await visitorList(b);
    expect(after.queries).toBeGreaterThan(0);
    expect(after.total).toBe(first.total - 1);
    expect(after.ids).not.toContain(logoId);
    expect(b.catalogCache.trusted()).toBe(true);
  });

  it('keeps B on its cache when nothing announced a change (the cache is really on)', async () => {
    const before = await visitorList(b);
    await t.database.db.execute(sql`update logos set state = 7 where id = ${before.normal[0]!}`);
    const after = await visitorList(b);
    expect(after.queries).toBe(0);
    expect(after.total).toBe(before.total);
  });
});
