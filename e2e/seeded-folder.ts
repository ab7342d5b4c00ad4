import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const WAIT_MS = 180_000;

/**
 * A data folder for an e2e server: the embedded database with the demo catalogue and its files.
 * With E2E_SEED_DIR (set by `npm test` for each run, scripts/test.mjs), the first e2e stage of the
 * run seeds a folder there once, closed, and every stage starts on a copy of it: seeding the demo
 * took 10 s of wall and 17 s of CPU alone, and each e2e stage paid it. Without it (vitest run
 * directly), the server seeds a fresh folder itself, as before.
 */
export async function seededDataDir(env: Record<string, string | undefined>): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-e2e-'));
  const root = process.env.E2E_SEED_DIR;
  if (!root) return dataDir;
  const pristine = path.join(root, 'data');
  const ready = path.join(root, 'ready');
  fs.mkdirSync(root, { recursive: true });
  let builder = false;
  try {
    fs.mkdirSync(path.join(root, 'lock'));
    builder = true;
  } catch {
    // Another stage is seeding it: wait for its marker below.
  }
  const failed = path.join(root, 'failed');
  if (builder) {
    try {
      // No brand kits built here: each stage's server builds the demo orders' kits, as it did when
      // it seeded its own folder.
      const config = loadConfig({ ...env, DATA_DIR: pristine, KIT_BUILD_WORKERS: '0' });
      const app = await buildApp(config, { logger: false });
      await app.close();
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
    fs.writeFileSync(ready, '');
  } else {
    const started = Date.now();
    while (!fs.existsSync(ready)) {
      if (fs.existsSync(failed)) throw new Error(`seeding the e2e data folder failed in another stage`);
      if (Date.now() - started > WAIT_MS) {
        throw new Error(`the e2e data folder in ${root} was not seeded within ${WAIT_MS / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  fs.cpSync(pristine, dataDir, { recursive: true });
  return dataDir;
}
