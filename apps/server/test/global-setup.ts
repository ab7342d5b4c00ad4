import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db/db.ts';

/**
 * The run's folder of database images (test/db-images.ts), removed at the end. With
 * TEST_DATABASE_URL, the run also gets a fresh PostgreSQL template database of its own, migrated
 * once; the seeded templates are cloned from it. Without it, each file uses in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const images = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-db-images-'));
  project.provide('dbImages', images);
  const removeImages = () => fs.rmSync(images, { recursive: true, force: true });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return removeImages;
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const template = `logoya_t_${runId}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const url = new URL(base);
  url.pathname = `/${template}`;
  const database = await openDatabase({ url: url.toString(), dataDir: '/tmp', poolMax: 1 });
  await database.migrate();
  await database.close();
  project.provide('pgTemplate', template);

  return async () => {
    const rows = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`logoya_t_${runId}%`],
    );
    for (const { datname } of rows.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`);
    }
    await admin.end();
    removeImages();
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    dbImages: string;
  }
}
