import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { randomPort, startProcess, tempDataDir } from '../test/server-process.ts';

// `npm start` runs the server compiled by scripts/build-server.mjs, with no TypeScript loader
// (ADR 0067). This starts it the same way on an empty embedded DATA_DIR, so the first start's child
// (the compiled first-start-child.js) and the paths the sources compute from import.meta.dirname
// (the migrations, the web build) are exercised too.
const root = path.resolve(import.meta.dirname, '../../..');
const buildScript = path.join(root, 'scripts/build-server.mjs');
type BuildModule = {
  currentBuild(): { server: string; startedAt: number; inputs: string[] } | null;
  staleReason(build: { startedAt: number; inputs: string[] }): string | null;
};
const loadBuildModule = () => import(buildScript) as Promise<BuildModule>;

/** Processes whose parent is `pid`, with their command lines. */
function childrenOf(pid: number): string[] {
  const out = spawnSync('ps', ['-o', 'args=', '--ppid', String(pid)], { encoding: 'utf8' });
  return out.stdout.split('\n').filter(Boolean);
}

describe('the compiled server (npm start)', () => {
  it('builds, creates the embedded database in its compiled child, answers /readyz, all with no loader', async () => {
    const port = randomPort();
    const server = startProcess(
      [path.join(root, 'scripts/start.mjs')],
      {
        NODE_OPTIONS: '',
        DATA_DIR: tempDataDir('logoya-compiled-'),
        DATABASE_URL: '',
        SEED_DEMO: 'never',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      root,
    );
    const { child } = server;
    let ready = false;
    const seen = new Set<string>();
    for (let i = 0; i < 900 && !ready && child.exitCode === null; i++) {
      for (const args of childrenOf(child.pid!)) seen.add(args);
      ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (!ready) await new Promise((r) => setTimeout(r, 100));
    }
    expect(ready, server.log()).toBe(true);
    expect(server.log()).toContain('new embedded database created in a child process');
    // Each step of the first start is logged with its time (issue 24); the database comes from
    // the migrated image the build made (ADR 0094).
    for (const step of ['unpack the migrated image', 'open the database', 'migrations', 'reference data'])
      expect(server.log()).toMatch(new RegExp(`"ms":\\d+,"msg":"first start: ${step}"`));
    // The child was the compiled one, run with no loader: which the server picks only when its
    // own code is compiled (seed-on-start.ts is then a .js chunk).
    const children = [...seen].filter((args) => args.includes('first-start-child'));
    expect(children.length, [...seen].join('\n')).toBeGreaterThan(0);
    for (const args of children) {
      expect(args).toMatch(/apps\/server\/dist\/build-[^/]+\/first-start-child\.js --token=[0-9a-f]+$/);
      expect(args).not.toContain('tsx');
    }
    // The shop page comes from the web build, found through the compiled config's repoRoot.
    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    child.kill('SIGTERM');
    expect(await server.exited, server.log()).toBe(0);

    const { currentBuild } = await loadBuildModule();
    const build = currentBuild();
    expect(build?.inputs).toContain('apps/server/src/server.ts');
    expect(build?.inputs).toContain('packages/core/src/index.ts');
    expect(build?.inputs.some((input) => input.includes('node_modules'))).toBe(false);
  }, 120_000);

  it('counts a build as stale when a source it was built from is newer or gone', async () => {
    const { staleReason } = await loadBuildModule();
    const inputs = ['apps/server/src/server.ts'];
    expect(staleReason({ startedAt: Date.now() + 60_000, inputs })).toBeNull();
    expect(staleReason({ startedAt: 0, inputs })).toBe('apps/server/src/server.ts changed');
    expect(staleReason({ startedAt: Date.now() + 60_000, inputs: ['apps/server/src/gone.ts'] })).toBe(
      'apps/server/src/gone.ts is gone',
    );
  });
});
