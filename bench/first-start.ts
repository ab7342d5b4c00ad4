// `npm run bench:first-start`: how long the first start on a fresh data folder takes to show its
// first page (issue 24, ADR 0094). Runs the real `npm start` path (scripts/start.mjs: the compiled
// server, already built) on a new temporary DATA_DIR and prints, from the spawn:
//   page  the first 200 of `/` that carries logo cards (the first page's results come with it)
//   api   the first 200 of the list call the home page makes (/api/all-logo, 100 a page)
//   imgs  whether every image of that first page was a real one then (not the default image)
//   done  when the demo's files (the other images, the zips) were all written (background)
// and the server's own "first start: <step>" lines.
//   --runs=N          runs of each (3)
//   --baseline=ROOT   also a checkout of another commit (e.g. `git archive main` unpacked, with
//                     node_modules linked), each run alternating with this one
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './process.ts';

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const runs = Number(arg('runs') ?? 3);
const baseline = arg('baseline');
const LIMIT_MS = 120_000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Run {
  page: number;
  api: number;
  imgs: string;
  done: number | null;
  steps: string[];
}

async function get(url: string): Promise<Response | null> {
  try {
    return await fetch(url, { signal: AbortSignal.timeout(10_000) });
  } catch {
    return null;
  }
}

/** Whether the demo's background files are done: no job file left (or, before ADR 0094, at ready). */
const backgroundDone = (dataDir: string, out: string) =>
  out.includes('demo files written') ||
  (!fs.existsSync(path.join(dataDir, 'demo-files.json')) && out.includes('Logoya is ready'));

async function once(checkout: string): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-first-start-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=8', '--v8-pool-size=2', path.join(checkout, 'scripts/start.mjs')],
    {
      cwd: checkout,
      env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout.on('data', (d) => {
    out += d;
  });
  child.stderr.on('data', (d) => {
    out += d;
  });
  const since = () => Math.round(performance.now() - started);
  let page = 0;
  let api = 0;
  let imgs = '';
  let done: number | null = null;
  try {
    while (!page || !api || done === null) {
      if (since() > LIMIT_MS) throw new Error(`no first page within ${LIMIT_MS} ms:\n${out}`);
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${out}`);
      if (!page) {
        const res = await get(`${base}/`);
        if (res?.status === 200 && (await res.text()).includes('/files/logos/')) page = since();
      }
      if (!api) {
        const res = await get(`${base}/api/all-logo?per_page=100&page=1`);
        if (res?.status === 200) {
          const body = (await res.json()) as { data?: { src?: string }[] };
          if (body.data?.length) {
            api = since();
            imgs = await checkImages(base, body.data);
          }
        }
      }
      if (done === null && page && backgroundDone(dataDir, out)) done = since();
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const steps = out
    .split('\n')
    .filter((l) => l.includes('first start:'))
    .map((l) => JSON.parse(l) as { ms: number; msg: string })
    .map((l) => `${l.msg.replace('first start: ', '')} ${l.ms}`);
  return { page, api, imgs, done, steps };
}

/** Real images among the first page's (a missing file answers the default image, x-fallback). */
async function checkImages(base: string, items: { src?: string }[]): Promise<string> {
  let real = 0;
  for (const item of items) {
    const res = item.src ? await get(`${base}${item.src}`) : null;
    if (res?.status === 200 && !res.headers.get('x-fallback')) real++;
    await res?.arrayBuffer();
  }
  return `${real}/${items.length}`;
}

const checkouts: [string, string][] = [['this', root]];
if (baseline) checkouts.unshift(['baseline', path.resolve(baseline)]);
console.log(
  `load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}, ${os.cpus().length} cores`,
);
for (let i = 1; i <= runs; i++) {
  for (const [name, checkout] of checkouts) {
    const r = await once(checkout);
    console.log(
      `${name} run ${i}: page ${r.page} ms, api ${r.api} ms, first-page images ${r.imgs}, files done ${r.done} ms` +
        ` (load ${os.loadavg()[0]!.toFixed(2)})`,
    );
    console.log(`  steps: ${r.steps.join(', ')}`);
  }
}
