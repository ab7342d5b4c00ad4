import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PausableProxy, startPausableProxy } from '../../../test/pausable-proxy.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';

const base = process.env.TEST_DATABASE_URL;

/** PostgreSQL frozen behind a proxy: every call answers within its limit, and all recovers after. */
describe.skipIf(!base)('database that stops answering (PostgreSQL behind a frozen proxy)', () => {
  let proxy: PausableProxy;
  let app: FastifyInstance;
  let admin: pg.Client;
  let name: string;
  let dataDir: string;

  beforeAll(async () => {
    const url = new URL(base!);
    admin = new pg.Client({ connectionString: base });
    await admin.connect();
    name = `${inject('pgTemplate')}_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    proxy = await startPausableProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = '127.0.0.1';
    url.port = String(proxy.port);
    url.pathname = `/${name}`;
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-faults-'));
    const config = loadConfig({
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'never',
      NODE_ENV: 'test',
      CATALOG_CACHE_TTL_MS: '0',
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      DATABASE_STATEMENT_TIMEOUT_MS: '1000',
    });
    app = await buildApp(config);
    app.get('/test/slow', async () => {
      await app.database.db.execute(sql`select pg_sleep(3)`);
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    proxy?.resume();
    await app?.close();
    await proxy?.close();
    await admin?.query(`drop database if exists ${name} with (force)`);
    await admin?.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const timed = async (url: string) => {
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'en' } });
    return { res, ms: Date.now() - started };
  };

  it('answers /readyz within 1 s and API calls with 503 and Retry-After, then recovers without a restart', async () => {
    expect((await timed('/readyz')).res.statusCode).toBe(200);
    expect((await timed('/api/all-logo')).res.statusCode).toBe(200);

    proxy.pause();
    const ready = await timed('/readyz');
    expect(ready.res.statusCode).toBe(503);
    expect(ready.ms).toBeLessThan(1500);
    expect(ready.res.json()).toMatchObject({ database: 'timeout' });

    // Pooled connections: the query is sent and never answered. A new connection: never set up.
    const calls = await Promise.all([timed('/api/all-logo'), timed('/api/all-logo'), timed('/api/all-logo')]);
    for (const { res, ms } of calls) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.json()).toEqual({
        message: 'The service is temporarily unavailable. Please try again in a moment.',
      });
      expect(ms).toBeLessThan(4000);
    }
    const ja = await app.inject({
      method: 'GET',
      url: '/api/all-logo',
      headers: { 'accept-language': 'ja' },
    });
    expect(ja.statusCode).toBe(503);
    expect(ja.json().message).toMatch(/一時的/);

    proxy.resume();
    let recovered = 0;
    for (let i = 0; i < 50 && recovered === 0; i++) {
      if ((await timed('/api/all-logo')).res.statusCode === 200) recovered = i + 1;
      else await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBeGreaterThan(0);
    expect((await timed('/readyz')).res.statusCode).toBe(200);
    const after = await Promise.all([timed('/api/all-logo'), timed('/api/all-logo'), timed('/readyz')]);
    expect(after.map((a) => a.res.statusCode)).toEqual([200, 200, 200]);
  }, 30_000);

  it('cancels a statement past DATABASE_STATEMENT_TIMEOUT_MS on the server (503, not 500)', async () => {
    const { res, ms } = await timed('/test/slow');
    expect(res.statusCode).toBe(503);
    expect(ms).toBeLessThan(2500);
  });
});
