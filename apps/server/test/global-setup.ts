import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/db.ts';

/**
 * With TEST_DATABASE_URL, the run gets a fresh PostgreSQL template database of its own, migrated
 * once; each test file then clones it (see test/app.ts). Without it, each file uses in-memory PGlite.
 */
export default async function setup(project: TestProject) {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return;
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
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}
