import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { buildOnce } from '../apps/server/test/build-once.ts';

/**
 * A data folder for an e2e server: the embedded database with the demo catalogue and its files.
 * With E2E_SEED_DIR (set by `npm test` for each run, scripts/test.mjs), the first e2e stage of the
 * run seeds a folder there once, closed (apps/server/test/build-once.ts), and every stage starts on
 * a copy of it: seeding the demo took 10 s of wall and 17 s of CPU alone, and each e2e stage paid
 * it. Without it (vitest run directly), the server seeds a fresh folder itself, as before.
 */
export async function seededDataDir(env: Record<string, string | undefined>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-e2e-'));
  const root = process.env.E2E_SEED_DIR;
  if (!root) return dataDir;
  const pristine = path.join(root, 'data');
  // No brand kits built here: each stage's server builds the demo orders' kits, as it did when it
  // seeded its own folder.
  await buildOnce(root, 'data', async () => {
    const config = loadConfig({ ...env, DATA_DIR: pristine, KIT_BUILD_WORKERS: '0' });
    const app = await buildApp(config, { logger: false });
    await app.close();
  });
  fs.cpSync(pristine, dataDir, { recursive: true });
  return dataDir;
}
