/**
 * `npm run files:to-s3 [-- --from <folder>] [--concurrency <n>]`
 *
 * Copies the files the shop kept on disk (DATA_DIR/files: logo images, avatars, delivery zips)
 * into the S3 bucket configured by S3_ENDPOINT, S3_BUCKET and the other S3_* settings (read from
 * the environment like the server; see .env.example). Keys stay the same, so every stored path
 * and /files URL keeps working. Run it once before starting the shop with S3; running it again
 * copies only what is missing or differs in size. It prints counts and exits 1 if any file
 * failed (run it again), 2 on a usage or configuration error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { storageFromConfig, usesS3 } from '../apps/server/src/platform/storage/storage-config.ts';
import { copyTreeToStorage } from '../apps/server/src/platform/storage/storage-copy.ts';

const USAGE = 'usage: npm run files:to-s3 [-- --from <folder>] [--concurrency <1-16>]';

class UsageError extends Error {}

function parseArgs(argv: string[]): { from?: string; concurrency: number } {
  const out: { from?: string; concurrency: number } = { concurrency: 4 };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--help' || arg === '-h') {
      console.log(USAGE);
      process.exit(0);
    }
    const [name, inline] = arg.split(/=(.*)/s, 2);
    const value = inline ?? argv[++i];
    if (name === '--from' && value) out.from = value;
    else if (name === '--concurrency' && value && /^\d+$/.test(value) && +value >= 1 && +value <= 16)
      out.concurrency = Number(value);
    else throw new UsageError(`Bad argument ${JSON.stringify(arg)}. ${USAGE}`);
  }
  return out;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  const config = loadConfig();
  if (!usesS3(config)) {
    throw new UsageError('S3 is not configured: set S3_ENDPOINT and S3_BUCKET (and the S3_* credentials).');
  }
  const root = path.resolve(args.from ?? path.join(config.DATA_DIR, 'files'));
  if (!fs.statSync(root, { throwIfNoEntry: false })?.isDirectory()) {
    throw new UsageError(`${root} is not a folder: set DATA_DIR or --from to where the files are.`);
  }
  console.log(`Copying ${root} to s3 bucket ${config.S3_BUCKET} at ${config.S3_ENDPOINT}`);
  const storage = await storageFromConfig(config);
  const started = performance.now();
  let done = 0;
  try {
    const report = await copyTreeToStorage(root, storage, {
      concurrency: args.concurrency,
      onFile: (key, outcome) => {
        if (outcome === 'failed') console.error(`failed: ${key}`);
        if (++done % 500 === 0) console.log(`… ${done} files`);
      },
    });
    for (const f of report.failed) console.error(`  ${f.key}: ${f.error}`);
    if (report.ignored.length) console.log(`ignored (not storage keys): ${report.ignored.join(', ')}`);
    console.log(
      `copied ${report.copied} (${mb(report.bytes)}), skipped ${report.skipped} (already there, same size), ` +
        `ignored ${report.ignored.length}, failed ${report.failed.length} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return report.failed.length ? 1 : 0;
  } finally {
    await storage.close?.();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof UsageError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
