import fs from 'node:fs';
import path from 'node:path';

/**
 * Builds `name` in `dir` once among all the processes of a run that ask for it: the database
 * images of the API stages' workers (test/db-images.ts) and the seeded data folder of the e2e
 * stages (e2e/seeded-folder.ts). A folder made with mkdir (`<name>.lock`) is the lock; the builder
 * writes `<name>.ready` last, or `<name>.failed` with the error. The others wait for one of the two:
 * a failed build fails them at once instead of after `waitMs`.
 */
export async function buildOnce(
  dir: string,
  name: string,
  build: () => Promise<void>,
  { waitMs = 180_000 }: { waitMs?: number } = {},
): Promise<void> {
  const ready = path.join(dir, `${name}.ready`);
  const failed = path.join(dir, `${name}.failed`);
  if (fs.existsSync(ready)) return;
  fs.mkdirSync(dir, { recursive: true });
  let builder = true;
  try {
    fs.mkdirSync(path.join(dir, `${name}.lock`));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    builder = false;
  }
  if (builder) {
    try {
      await build();
    } catch (error) {
      fs.writeFileSync(failed, String(error));
      throw error;
    }
    fs.writeFileSync(ready, '');
    return;
  }
  const started = Date.now();
  while (!fs.existsSync(ready)) {
    if (fs.existsSync(failed)) {
      throw new Error(`${name} failed in the process that built it: ${fs.readFileSync(failed, 'utf8')}`);
    }
    if (Date.now() - started > waitMs) {
      throw new Error(`${name} was not built in ${dir} within ${waitMs / 1000} s by another process`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
