import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import type { BuildOptions } from 'esbuild';
import { processAlive } from './process-alive.ts';

/**
 * A worker thread running the module `name`, which lies beside the calling module (`callerUrl`,
 * its import.meta.url). The compiled server (scripts/build-server.mjs, ADR 0067) has the module as
 * an entry point of its own, `name`.js, in the same folder as every chunk, and starts it with no
 * loader. From the TypeScript sources (tests, `npm run dev`) the module is compiled the same way
 * once per process, on its first start (ADR 0121), and every later thread starts that JavaScript:
 * a thread that loaded the sources through a TypeScript loader took 2.5 s of CPU to start the kit
 * worker, against 0.8 s compiled. `workerData` is not the caller's: the module gets its settings
 * by message.
 */
export async function startWorker(
  callerUrl: string,
  name: string,
  options: Omit<WorkerOptions, 'workerData' | 'eval'> = {},
): Promise<Worker> {
  if (!callerUrl.endsWith('.ts')) return new Worker(new URL(`./${name}.js`, callerUrl), options);
  const url = await compiledSource(fileURLToPath(new URL(`./${name}.ts`, callerUrl)));
  return new Worker(url, { execArgv: withoutLoaders(process.execArgv), ...options });
}

const LOADER_FLAGS = new Set(['--import', '--loader', '--experimental-loader', '--require', '-r']);

/**
 * The process's flags without its module loaders: a thread inherits `--import tsx` from `npm run
 * dev` or a test runner, and would load it again (about 0.3 s of CPU) for JavaScript that needs none.
 */
export function withoutLoaders(execArgv: readonly string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < execArgv.length; i++) {
    const flag = execArgv[i] as string;
    if (LOADER_FLAGS.has(flag)) i++;
    else if (!LOADER_FLAGS.has(flag.split('=')[0] as string)) kept.push(flag);
  }
  return kept;
}

/** Where a process compiles the worker modules it starts from the sources (git-ignored). */
const SOURCE_WORKERS_DIR = path.resolve(import.meta.dirname, '../../../dist/source-workers');

const compiled = new Map<string, Promise<URL>>();

/** The worker module `entry` (a .ts file) compiled to JavaScript, once per process. */
function compiledSource(entry: string): Promise<URL> {
  let url = compiled.get(entry);
  if (!url) {
    url = compile(entry);
    compiled.set(entry, url);
    // A failed compile (a syntax error being fixed in `npm run dev`) is tried again next time.
    url.catch(() => compiled.delete(entry));
  }
  return url;
}

interface ServerBundle {
  serverBundleOptions(entries: string[], outDir: string): BuildOptions;
}

async function compile(entry: string): Promise<URL> {
  const outDir = path.join(processFolder(), path.basename(entry, '.ts'));
  const script = path.resolve(import.meta.dirname, '../../../../../scripts/server-bundle.mjs');
  const { serverBundleOptions } = (await import(pathToFileURL(script).href)) as ServerBundle;
  // esbuild is a development dependency: only the sources, never the compiled server, get here.
  const { build } = await import('esbuild');
  await build(serverBundleOptions([entry], outDir));
  return pathToFileURL(path.join(outDir, `${path.basename(entry, '.ts')}.js`));
}

let folder: string | undefined;

/**
 * This process's folder under SOURCE_WORKERS_DIR, removed when the process exits. Folders of
 * processes that are gone (killed before their exit handler ran) are removed on the way.
 */
function processFolder(): string {
  if (folder) return folder;
  fs.mkdirSync(SOURCE_WORKERS_DIR, { recursive: true });
  for (const name of fs.readdirSync(SOURCE_WORKERS_DIR)) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !processAlive(pid))
      fs.rmSync(path.join(SOURCE_WORKERS_DIR, name), { recursive: true, force: true });
  }
  const mine = path.join(SOURCE_WORKERS_DIR, `${process.pid}-${Date.now().toString(36)}`);
  fs.mkdirSync(mine, { recursive: true });
  process.once('exit', () => fs.rmSync(mine, { recursive: true, force: true }));
  folder = mine;
  return mine;
}
