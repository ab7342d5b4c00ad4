// Compiles the server (apps/server/src, apps/server/db and the @logoya/core sources it imports) to
// JavaScript with esbuild, so that `npm start` runs it without a TypeScript loader (ADR 0067).
//   --if-missing  only when there is no build yet (npm install's prepare step)
//   --if-stale    only when there is none, or a file it was built from changed (npm start)
//   --quiet       no line when nothing was to be done
// The build goes to a folder of its own under apps/server/dist (git-ignored); dist/current.json
// names the newest, and is replaced in one rename, so a start that runs while another builds
// always finds a whole build. Packages from node_modules stay external (loaded from node_modules
// at run time, lazily where the source imports them lazily: code splitting keeps each dynamic
// import a chunk of its own).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { serverBundleOptions } from './server-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
export const distDir = path.join(serverDir, 'dist');
const pointer = path.join(distDir, 'current.json');
// Besides the server: the first start's child process and the invoice worker thread (ADR 0078),
// each a file of its own beside the chunks, which start it by that name (worker-thread.ts); and
// the maker of the migrated database image a first start loads (ADR 0094), run after a build.
const entries = [
  'src/server.ts',
  'src/platform/start/first-start-child.ts',
  'src/platform/start/first-start-image.ts',
  'src/modules/orders/invoice/invoice-worker.ts',
  'src/modules/kits/kit-worker.ts',
].map((e) => path.join(serverDir, e));
/** Files that shape the output without being bundled: this script and the TypeScript settings. */
const settings = [
  import.meta.filename,
  path.join(root, 'scripts/server-bundle.mjs'),
  path.join(root, 'tsconfig.base.json'),
  path.join(serverDir, 'tsconfig.json'),
  path.join(root, 'packages/core/package.json'),
];
/** Builds older than this, other than the newest, are removed (a start loads its chunks at once). */
const KEEP_OLD_BUILDS_MS = 10 * 60_000;

/** The newest build: its folder and what it was built from; null when there is none. */
export function currentBuild() {
  try {
    const current = JSON.parse(fs.readFileSync(pointer, 'utf8'));
    const dir = path.join(distDir, current.dir);
    if (!fs.existsSync(path.join(dir, 'server.js'))) return null;
    return { ...current, dir, server: path.join(dir, 'server.js') };
  } catch {
    return null;
  }
}

/** Why the build is out of date (a file changed or went away since it began), or null. */
export function staleReason(build) {
  for (const rel of [...build.inputs, ...settings.map((f) => path.relative(root, f))]) {
    let mtime;
    try {
      mtime = fs.statSync(path.join(root, rel)).mtimeMs;
    } catch {
      return `${rel} is gone`;
    }
    if (mtime > build.startedAt) return `${rel} changed`;
  }
  return null;
}

export async function buildServer() {
  const { build } = await import('esbuild');
  const startedAt = Date.now();
  fs.mkdirSync(distDir, { recursive: true });
  const name = `build-${startedAt.toString(36)}-${process.pid}`;
  const outDir = path.join(distDir, name);
  const result = await build(serverBundleOptions(entries, outDir));
  const inputs = Object.keys(result.metafile.inputs)
    .filter((input) => !input.includes('node_modules/'))
    .map((input) => path.relative(root, path.resolve(input)));
  const tmp = `${pointer}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify({ dir: name, startedAt, inputs }, null, 1)}\n`);
  fs.renameSync(tmp, pointer);
  for (const entry of fs.readdirSync(distDir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === name || !entry.name.startsWith('build-')) continue;
    const old = path.join(distDir, entry.name);
    if (Date.now() - fs.statSync(old).mtimeMs > KEEP_OLD_BUILDS_MS)
      fs.rmSync(old, { recursive: true, force: true });
  }
  return { ms: Date.now() - startedAt, dir: outDir, inputs: inputs.length };
}

if (path.resolve(process.argv[1] ?? '') === import.meta.filename) {
  const args = new Set(process.argv.slice(2));
  const current = currentBuild();
  let reason = current ? null : 'no build yet';
  if (current && args.has('--if-stale')) reason = staleReason(current);
  else if (current && !args.has('--if-missing')) reason = 'asked for';
  if (reason === null) {
    if (!args.has('--quiet')) console.log('build-server: the compiled server is up to date.');
    process.exit(0);
  }
  if (!fs.existsSync(path.join(root, 'node_modules/esbuild'))) {
    // npm install's prepare step before the packages are in, or an install without dev dependencies.
    if (current)
      console.warn(
        `build-server: the compiled server is out of date (${reason}), and esbuild is not installed to rebuild it.`,
      );
    else console.log('build-server: dependencies are not installed yet; skipping.');
    process.exit(0);
  }
  const built = await buildServer();
  console.log(
    `build-server: compiled the server (${reason}; ${built.inputs} files, ${built.ms} ms) into ${path.relative(root, built.dir)}`,
  );
  makeDatabaseImage(built.dir);
}

/**
 * The migrated database image for the first start (ADR 0094), made by the build just compiled
 * unless it exists. Without it a first start runs initdb and makes it itself, so a failure here
 * only warns.
 */
function makeDatabaseImage(dir) {
  const made = spawnSync(process.execPath, [path.join(dir, 'first-start-image.js')], { stdio: 'inherit' });
  if (made.status !== 0)
    console.warn(
      'build-server: the migrated database image was not made; a first start runs initdb instead.',
    );
}
