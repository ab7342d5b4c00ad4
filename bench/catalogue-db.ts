import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { root } from './process.ts';

/**
 * A PostgreSQL database seeded with a large demo catalogue for a benchmark: made fresh (and
 * dropped at the end), or an existing one reused as it is (kept). One helper for every bench
 * that needs "100,000 logos on PostgreSQL".
 */
export interface CatalogueDb {
  url: string;
  dataDir: string;
  /** Seconds the seed took, when this run seeded. */
  seedSeconds: number | null;
  dispose(): Promise<void>;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function seed(url: string, dataDir: string, logos: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'db:seed', '--', '--logos', String(logos)], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`db:seed exited with ${code}`))));
  });
}

export async function catalogueDb(options: {
  logos: number;
  prefix: string;
  adminUrl?: string;
  reuse?: string;
}): Promise<CatalogueDb> {
  const adminUrl = options.adminUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const name = options.reuse ?? `${options.prefix}_${Date.now().toString(36)}`;
  const url = databaseUrl(adminUrl, name);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${options.prefix}-`));
  let seedSeconds: number | null = null;
  if (!options.reuse) {
    await admin.query(`create database ${name}`);
    const started = Date.now();
    await seed(url, dataDir, options.logos);
    seedSeconds = (Date.now() - started) / 1000;
  }
  // A bulk load leaves no planner statistics until autovacuum passes; a live shop has them.
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  await db.query('vacuum analyze');
  await db.end();
  return {
    url,
    dataDir,
    seedSeconds,
    async dispose() {
      if (!options.reuse) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
