import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import {
  dropPrefix,
  inspector,
  redisAvailable,
  redisEnv,
  runPrefix,
  secondInstance,
  startCuttableRelay,
} from '../../../test/fixtures/redis.ts';
import { outbox, solveCaptcha } from '../../../test/helpers.ts';
import { rows } from '../db/db.ts';
import { limitKey } from './limits-redis.ts';

const reachable = await redisAvailable('the sign-in limits over two instances on Redis');
const prefix = runPrefix('apps');
const MEMBER = { email: 'member@logoya.test', password: 'member1234' };

describe.skipIf(!reachable)('sign-in limits shared by two instances through Redis', () => {
  let t: TestApp;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const look = reachable ? inspector() : null;
  let ip = 0;

  const login = (app: FastifyInstance, password: string) =>
    app.inject({
      method: 'POST',
      url: '/api/login',
      // Every attempt from its own address: only the per-account limit can lock.
      remoteAddress: `10.91.0.${++ip}`,
      payload: { email: MEMBER.email, password },
    });

  beforeAll(async () => {
    t = await createTestApp({ logos: 1, env: redisEnv(prefix) });
    a = t.app;
    b = await secondInstance(t, redisEnv(prefix));
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
    if (look) {
      await dropPrefix(look, prefix);
      look.disconnect();
    }
  });

  it('locks the account after 10 failures spread over both instances, on both', async () => {
    for (let i = 0; i < 9; i++) expect((await login(i % 2 ? b : a, 'wrong-password')).statusCode).toBe(422);
    // Not locked yet: a success on B works and gives its attempt back.
    expect((await login(b, MEMBER.password)).statusCode).toBe(200);
    expect((await login(a, 'wrong-password')).statusCode).toBe(422);

    for (const app of [a, b]) {
      const locked = await login(app, MEMBER.password);
      expect(locked.statusCode).toBe(429);
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
      expect(Object.keys(locked.json())).toEqual(['message']);
    }
    // Counted in Redis, not in the database's table.
    expect(await look!.hget(limitKey(prefix, `sign-in:account:${MEMBER.email}`), 'hits')).toBe('10');
    const [count] = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from rate_limits`);
    expect(Number(count?.n)).toBe(0);
    expect(a.limiter).not.toBe(b.limiter);
  });

  it('reports Redis on /readyz', async () => {
    const res = await b.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', redis: 'ok' });
  });
});

describe.skipIf(!reachable)('an instance whose Redis goes away', () => {
  let t: TestApp;
  let relay: Awaited<ReturnType<typeof startCuttableRelay>>;
  const outagePrefix = runPrefix('outage');
  const look = reachable ? inspector() : null;

  beforeAll(async () => {
    relay = await startCuttableRelay();
    t = await createTestApp({
      logos: 3,
      env: { REDIS_URL: relay.url, REDIS_KEY_PREFIX: outagePrefix, CATALOG_CACHE_TTL_MS: '60000' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await relay?.close();
    if (look) {
      await dropPrefix(look, outagePrefix);
      look.disconnect();
    }
  });

  it('answers sign-ins 503 with Retry-After, serves the catalogue uncached, and says degraded', async () => {
    const count = async (url: string) => {
      const before = t.database.stats.queries;
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return t.database.stats.queries - before;
    };
    await count('/api/all-logo?per_page=5');
    expect(await count('/api/all-logo?per_page=5')).toBe(0);

    relay.cut();
    await new Promise((r) => setTimeout(r, 100));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: MEMBER.email, password: MEMBER.password },
    });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(Object.keys(res.json())).toEqual(['message']);

    // The cache cannot hear other instances' clears now: it is emptied and bypassed.
    expect(t.app.catalogCache.trusted()).toBe(false);
    expect(await count('/api/all-logo?per_page=5')).toBeGreaterThan(0);
    expect(await count('/api/all-logo?per_page=5')).toBeGreaterThan(0);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'degraded', redis: 'unreachable' });

    // A reset link cannot be counted: nothing is sent, and a known address answers like an
    // unknown one (the outage tells nothing about accounts).
    const mailsBefore = outbox(t.dataDir).length;
    const forgot = async (email: string) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/generate-link-forgot',
        payload: { email, captcha: await solveCaptcha(t.app) },
      });
      return { status: res.statusCode, body: res.json() };
    };
    const known = await forgot(MEMBER.email);
    expect(known.status).toBe(200);
    expect(await forgot('nobody-here@example.test')).toEqual(known);
    expect(outbox(t.dataDir).length).toBe(mailsBefore);

    relay.restore();
    // Both links (commands, subscription) reconnect on their own, at most 2 s apart: wait for both.
    const recovered = async () =>
      t.app.catalogCache.trusted() &&
      (await t.app.inject({ method: 'GET', url: '/readyz' })).json().status === 'ready';
    const deadline = Date.now() + 10_000;
    while (!(await recovered()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await recovered()).toBe(true);
    await count('/api/all-logo?per_page=5');
    expect(await count('/api/all-logo?per_page=5')).toBe(0);
    const back = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: MEMBER.email, password: MEMBER.password },
    });
    expect(back.statusCode).toBe(200);
  });
});
