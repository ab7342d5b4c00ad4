import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { seedDemo } from '../db/seed/seed.ts';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/platform/db/db.ts';
import { usesS3 } from '../src/platform/storage/storage-config.ts';
import { openImageCopy } from './db-images.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Builds the real app on a fresh database for a test file, with a small demo catalogue: a copy of
 * the run's database image of that size (test/db-images.ts). `logos: 0` skips the catalogue.
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
  const logos = options.logos ?? 30;
  const env = {
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'never',
    NODE_ENV: 'test',
    CATALOG_CACHE_TTL_MS: '0',
    CAPTCHA_DIFFICULTY: '200',
    // Brand kits are queued at payment but built only where a test asks (modules/kits).
    KIT_BUILD_WORKERS: '0',
    ...options.env,
  };
  const config = loadConfig(env);
  // The image's files are on local disk; a file that stores in S3 seeds its own copy.
  const s3 = usesS3(config);
  const { database, drop } = await openImageCopy(dataDir, logos, !s3);
  const app = await buildApp(config, { database, ...(options.logger ? { logger: options.logger } : {}) });
  if (s3 && logos > 0) await seedDemo(database.db, app.storage, { logos, zips: false, orders: false });
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
