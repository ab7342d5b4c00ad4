import fs from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { hashPasswordsCheaplyForTests } from '../apps/server/src/platform/auth/password.ts';
import { E2E_SELLER } from './pages/seller.ts';
import { seededDataDir } from './seeded-folder.ts';

/**
 * The browser the e2e stage drives (ADR 0122): `CHROMIUM_PATH`, else Chromium's headless shell
 * (Debian's `chromium-headless-shell`, the same engine without the desktop browser around it, as
 * Playwright's own headless runs use), else the desktop Chromium. The shell ran `e2e/accounts`
 * with 28 % less CPU than `chromium --headless`.
 */
export const CHROMIUM_CANDIDATES = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium'];
export const chromiumPath =
  process.env.CHROMIUM_PATH || CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p)) || '/usr/bin/chromium';

/**
 * Starts the real shop on a free port with a fresh embedded database and the demo catalogue, and
 * one Chromium that every spec file connects to (e2e/fixtures.ts launch), for the browser tests.
 * Without Chromium the stage says so and is skipped, unless CI=true.
 */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(chromiumPath)) {
    const message = `Chromium not found at ${chromiumPath} (set CHROMIUM_PATH or run: apt-get install -y chromium-headless-shell).`;
    if (process.env.CI === 'true') throw new Error(`${message} End-to-end tests are required in CI.`);
    console.warn(`\n[e2e] ${message} End-to-end tests are SKIPPED.\n`);
    project.provide('chromium', '');
    project.provide('baseUrl', '');
    project.provide('dataDir', '');
    project.provide('chromiumEndpoint', '');
    return;
  }
  // Sign-ins and sign-ups hash at the test cost (ADR 0095); the demo accounts are seeded below.
  hashPasswordsCheaplyForTests();
  // One browser for the run: starting Chromium for each of ~50 files was a minute of CPU. Each
  // test still opens a context of its own (fresh cookies, storage and cache).
  const browser = chromium.launchServer({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  const env = {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'auto',
    // The captcha runs for real, at a difficulty a test browser solves well under a second.
    CAPTCHA_DIFFICULTY: '1000',
    // A processing test card settles after this long (default 3 s); the payment page reports every
    // 2 s, so 1.5 s lets the buying journey finish on its second report.
    TEST_GATEWAY_PROCESSING_MS: '1500',
    // The keep sweep also sends the return mails (issue 26): every 10 s, so a favourite's sale
    // reaches the outbox while a test waits for it (30 s), without a sweep's queries beside every
    // request of the run on the one embedded database.
    KEEP_SWEEP_INTERVAL_MS: '10000',
    // Every visitor of the run comes from 127.0.0.1, so a per-address limit sized for one person
    // typing (ADR 0098) counts the whole run: on a fast machine the detail pages' pictures and
    // mockups passed 120 a minute and answered 429. The limits themselves are tested through the
    // API (lettering/preview.test.ts, mockups/mockups.routes.test.ts).
    LETTERING_PREVIEW_PER_MINUTE: '100000',
    MOCKUP_PER_MINUTE: '100000',
    // Brand kits (ADR 0106) are built only where a spec looks at them: part 1's server queues a
    // kit at each payment but builds none, and the specs that watch kits being built run in part 2
    // (E2E_PART_2 in vitest.config.ts, ADR 0129). A run of every file builds them.
    KIT_BUILD_WORKERS: process.env.E2E_PART === '1' ? '0' : '1',
    // A seller of its own: the legal notice must show what is configured, not the demo shop.
    ...E2E_SELLER,
    // A build of one's own (vite build --outDir …) keeps a run safe from a rebuild going on beside it.
    WEB_DIST_DIR: process.env.WEB_DIST_DIR,
  };
  const dataDir = await seededDataDir(env).catch(async (error) => {
    await (await browser).close();
    throw error;
  });
  const config = loadConfig({ ...env, DATA_DIR: dataDir });
  const app = await buildApp(config, { logger: false }).catch(async (error) => {
    await (await browser).close();
    throw error;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const server = await browser;
  project.provide('chromium', chromiumPath);
  project.provide('chromiumEndpoint', server.wsEndpoint());
  project.provide('baseUrl', address);
  // The mail outbox writes each message under <dataDir>/mail: tests read codes and links there.
  project.provide('dataDir', dataDir);
  return async () => {
    await server.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    chromium: string;
    baseUrl: string;
    dataDir: string;
    chromiumEndpoint: string;
  }
}
