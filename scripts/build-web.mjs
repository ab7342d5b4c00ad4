// Builds the web app into apps/web/dist.
//   --if-missing  only when there is no build yet (npm install's prepare step, npm start)
//   --if-stale    only when a source file is newer than the build (before end-to-end tests)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const webDir = path.join(root, 'apps/web');
const index = path.join(webDir, 'dist/index.html');
const args = new Set(process.argv.slice(2));

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

if (
  !fs.existsSync(path.join(webDir, 'node_modules')) &&
  !fs.existsSync(path.join(root, 'node_modules/vite'))
) {
  console.log('build-web: dependencies are not installed yet; skipping.');
  process.exit(0);
}
if (fs.existsSync(index)) {
  if (args.has('--if-missing')) process.exit(0);
  if (args.has('--if-stale')) {
    const built = fs.statSync(index).mtimeMs;
    const sources = Math.max(
      newestMtime(path.join(webDir, 'src')),
      newestMtime(path.join(root, 'packages/core/src')),
      fs.statSync(path.join(webDir, 'index.html')).mtimeMs,
    );
    if (sources <= built) process.exit(0);
  }
}
console.log('build-web: building the web app…');
const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: webDir, stdio: 'inherit' });
process.exit(result.status ?? 1);
