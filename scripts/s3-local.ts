/**
 * `tsx scripts/s3-local.ts [--port 4568] [--dir ./data/s3] [--bucket logoya] [--host 127.0.0.1]`
 *
 * A local S3-compatible server (s3rver) for development and for several shop instances on one
 * machine: it listens on --host:--port (--port 0 picks a free port), keeps objects as files under
 * --dir and creates --bucket. Once it listens it prints the settings to give the shop, one
 * `NAME=value` line each (ready for `export` or an env file), then `READY <endpoint>` (wait for
 * that line in scripts), and runs until SIGINT or SIGTERM. Credentials are s3rver's fixed
 * S3RVER / S3RVER. Move existing files into it with `npm run files:to-s3`. Not for production.
 */
import path from 'node:path';
import { startLocalS3 } from '../apps/server/src/platform/storage/storage-s3-local.ts';

const USAGE =
  'usage: tsx scripts/s3-local.ts [--port 4568] [--dir ./data/s3] [--bucket logoya] [--host 127.0.0.1]';

function parseArgs(argv: string[]) {
  const options = { port: 4568, dir: './data/s3', bucket: 'logoya', host: '127.0.0.1' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const value = inline ?? argv[++i] ?? '';
    if (name === '--port' && /^\d+$/.test(value) && Number(value) <= 65535) options.port = Number(value);
    else if (name === '--dir' && value) options.dir = value;
    else if (name === '--bucket' && /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(value)) options.bucket = value;
    else if (name === '--host' && value) options.host = value;
    else {
      console.error(`Bad argument ${JSON.stringify(arg)}. ${USAGE}`);
      process.exit(2);
    }
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const s3 = await startLocalS3({ ...options, dir: path.resolve(options.dir) });
for (const [name, value] of Object.entries(s3.settings)) console.log(`${name}=${value}`);
console.log(`READY ${s3.settings.S3_ENDPOINT} (objects under ${path.resolve(options.dir)})`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  s3.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
