import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The e2e files `npm test` runs as a second e2e stage (E2E_PART=2), on a server and a Chromium of
 * its own, taken by whichever lane is free first (scripts/test.mjs, ADR 0124); E2E_PART=1 runs the
 * others. Without E2E_PART the e2e project runs every file. Part 2 is sized to close the gap
 * between the lanes on the project's machine (ADR 0126): there the unit and API lane ended 24–35 s
 * before e2e part 1, and then ran all of part 2 (99 s) alone.
 */
const E2E_PART_2 = [
  'e2e/lettering/**/*.spec.ts',
  // The specs that watch brand kits being built: only part 2's server builds them (ADR 0129).
  'e2e/kit/**/*.spec.ts',
  'e2e/backoffice/order-kit-state.spec.ts',
];
const e2ePart = process.env.E2E_PART;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/*.test.ts', 'apps/**/*.unit.test.ts'],
          environment: 'node',
          // The unit stage runs beside e2e on two cores (scripts/test.mjs): a test with a fixed
          // amount of work (the zip mutants, a child process) took past vitest's 5 s default there.
          // A limit is a bound on a hang, not a speed check; speed is measured in bench/.
          testTimeout: 30_000,
          // One process runs file after file: modules load once (import time was 20 s of an 82 s
          // run alone; 40 s without). Nothing mocks a module; a test file that fakes a global takes
          // it away when it ends (apps/web/test/fake-window.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/server/**/*.test.ts'],
          // A `.embedded.test.ts` never reads TEST_DATABASE_URL: it tries the server process and the
          // embedded database (PGlite in memory or on disk) whatever the stage. It runs in the
          // PGlite stage only; the PostgreSQL stage would run the same test on the same database
          // again (docs/testing.md).
          exclude: [
            '**/node_modules/**',
            'apps/**/*.unit.test.ts',
            ...(process.env.TEST_DATABASE_URL ? ['apps/**/*.embedded.test.ts'] : []),
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup-file.ts'],
          // Bounds on a hang, not speed checks: beside e2e on two cores, the embedded-database
          // tests on disk ran up to 6 times slower than alone (db.test.ts: 5.4 s alone, 31.6 s in a
          // clean-clone .ci/run). Speed is measured in bench/.
          testTimeout: 90_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // A worker runs file after file in one process: modules load once, and PGlite's
          // WebAssembly compiles once (test/db-images.ts). Nothing mocks a module, and module state
          // is lazy caches only; each file builds its own app on its own database (docs/testing.md).
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: e2ePart === '2' ? E2E_PART_2 : ['e2e/**/*.spec.ts'],
          exclude: [...configDefaults.exclude, ...(e2ePart === '1' ? E2E_PART_2 : [])],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // expect.poll waits for a state the page reaches; vitest's 1 s default is shorter than an
          // answer takes on a loaded 2-core CI machine.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
          // The spec files run in turn in one process, which loads Playwright and the helpers once
          // (about 1.7 s a file otherwise, on the stage's path). A helper that hands out logos or
          // addresses keeps them apart for the whole run (e2e/favorites/helpers.ts freeLogos).
          isolate: false,
        },
      },
    ],
  },
});
