// `npm start`: builds the web app if there is no build yet, then runs the server in this process.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
const build = spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs'), '--if-missing'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);

register();
await import(path.join(root, 'apps/server/src/server.ts'));
