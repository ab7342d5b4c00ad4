// `npm start`: builds the web app if there is no build yet, compiles the server if its build is
// missing or older than a source file, then runs the compiled server in this process, with no
// TypeScript loader (ADR 0067).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { currentBuild } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
for (const args of [
  ['scripts/build-web.mjs', '--if-missing'],
  ['scripts/build-server.mjs', '--if-stale', '--quiet'],
]) {
  const build = spawnSync(process.execPath, [path.join(root, args[0]), ...args.slice(1)], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const build = currentBuild();
if (!build) {
  console.error('Logoya failed to start: the compiled server is missing (run npm install, then npm start).');
  process.exit(1);
}
await import(pathToFileURL(build.server).href);
