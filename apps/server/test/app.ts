import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { seedDemo } from '../db/seed/seed.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/platform/db.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/** A database for one test file: a clone of the run's PostgreSQL template, or in-memory PGlite. */
async function testDatabase(dataDir: string): Promise<{ database: Database; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) {
    const database = await openDatabase({ url: 'memory://', dataDir });
    return { database, drop: async () => {} };
  }
  const name = `${inject('pgTemplate')}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), dataDir, poolMax: 10 });
  return {
    database,
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/**
 * Builds the real app on a fresh database for a test file, with a small demo catalogue.
 * `logos: 0` skips the catalogue.
 */
export async function createTestApp(
  options: {
    logos?: number;
    env?: Record<string, string>;
    routes?: (app: FastifyInstance) => void;
    logger?: object;
  } = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-test-'));
  const { database, drop } = await testDatabase(dataDir);
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    NODE_ENV: 'test',
    CATALOG_CACHE_TTL_MS: '0',
    CAPTCHA_DIFFICULTY: '200',
    ...options.env,
  });
  const app = await buildApp(config, { database, ...(options.logger ? { logger: options.logger } : {}) });
  if ((options.logos ?? 30) > 0)
    await seedDemo(database.db, app.storage, { logos: options.logos ?? 30, zips: false });
  options.routes?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
