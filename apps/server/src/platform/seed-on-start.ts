import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from './db.ts';
import type { Storage } from './storage.ts';

/** Whether this start should fill an empty catalogue with the demo (SEED_DEMO). */
function wantsDemo(config: Pick<Config, 'SEED_DEMO'>, database: Pick<Database, 'kind'>): boolean {
  return config.SEED_DEMO === 'always' || (config.SEED_DEMO === 'auto' && database.kind === 'pglite');
}

/**
 * Seeds the demo catalogue into an empty database when the configuration asks for it. The seed
 * (demo words, the logo image generator) is imported only then, so a server that does not want
 * the demo never loads db/seed (ADR 0021).
 */
export async function seedOnStart(
  database: Database,
  storage: Storage,
  config: Pick<Config, 'SEED_DEMO'>,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!wantsDemo(config, database)) return;
  const { seedDemo } = await import('../../db/seed/seed.ts');
  const result = await seedDemo(database.db, storage);
  if (result.seeded) log.info({ logos: result.logos }, 'demo catalogue seeded');
}
