// The default server (`npm start`: embedded PGlite, demo seed) under signed-in members' load: its
// memory and its latency, next to the targets. A measurement, not a test. Run it with:
//
//   npm run bench:embedded        (npx tsx bench/embedded.ts)
//
// It starts the shop on a fresh DATA_DIR (PGlite, the demo catalogue seeded as `npm start` does),
// stops it to add members beside the demo member (same password; PGlite belongs to one process),
// starts it again and lets it settle, signs the members in through POST /api/login, then loads
// GET /api/all-logo (pages 1–3 of 100 cards, three languages) and GET /api/search/logo (rotating
// words and filters) as members, one member per connection. The shop's resident memory (VmRSS in
// /proc/<pid>/status) is sampled every 100 ms; VmHWM is the kernel's peak since the process began.
// /proc/<pid>/smaps says where it lies: PGlite's WebAssembly memory, malloc, files, the JS heap.
//   BENCH_SECONDS (default 10)       length of each load run
//   BENCH_EMBEDDED_PORT (3957)       the shop's port
//   BENCH_EMBEDDED_DIR (os.tmpdir()) where the run's DATA_DIR is made (deleted at the end)
//   BENCH_NODE_ARGS                  more node options for the shop process, e.g. "--max-semi-space-size=8"
//                                    (those of package.json's `start` script always apply)
//   BENCH_EMBEDDED_KEEP=1            keep the DATA_DIR (its path is printed)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addMembers, signIn, withDatabase } from '../faults/shop.ts';
import { type LoadRequest, type LoadResult, runLoad } from './load.ts';
import { cpuSeconds, npmStartNodeArgs, type Started, shopCommand, startAndWait, stop } from './process.ts';
import { LoadTable } from './table.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const port = process.env.BENCH_EMBEDDED_PORT ?? '3957';
const parent = process.env.BENCH_EMBEDDED_DIR ?? os.tmpdir();

const nodeArgs = [...npmStartNodeArgs(), ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)];
const connections = 10;
const base = `http://127.0.0.1:${port}`;
const MB = 1024 * 1024;
const RSS_TARGET_MB = 300;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** VmRSS and VmHWM (peak since the process began) of a process, in bytes; null once it is gone. */
function memoryOf(pid: number): { rss: number; hwm: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    // A process that has exited but is not reaped yet (a zombie) has no memory lines: 0.
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return null;
  }
}

/**
 * Where a process's resident memory lies, from /proc/<pid>/smaps: WebAssembly memories (PGlite's
 * heap: a read-write mapping at the start of V8's multi-gigabyte reservation), malloc (the brk heap
 * and the 64 MB arenas of other threads), mapped files (node's own binary, shared libraries), and
 * other anonymous memory (mostly V8's JavaScript heap pages). In MB; empty when smaps is unreadable.
 */
function memoryParts(pid: number): Record<string, number> {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/smaps`, 'utf8');
  } catch {
    return {};
  }
  const maps: { from: number; to: number; perm: string; file: string; rss: number }[] = [];
  for (const line of text.split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (range) {
      const [, from, to, perm, file] = range;
      maps.push({
        from: Number.parseInt(from!, 16),
        to: Number.parseInt(to!, 16),
        perm: perm!,
        file: file!,
        rss: 0,
      });
    } else if (line.startsWith('Rss:') && maps.length) maps.at(-1)!.rss = Number(line.split(/\s+/)[1]) / 1024;
  }
  const parts = { 'wasm (PGlite)': 0, malloc: 0, files: 0, 'JS heap and other': 0 };
  for (const [i, m] of maps.entries()) {
    const next = maps[i + 1];
    const reserved = next?.from === m.to && next.perm === '---p' ? (next.to - next.from) / MB : 0;
    if (m.file === '[heap]') parts.malloc += m.rss;
    else if (m.file) parts.files += m.rss;
    else if (reserved >= 4096) parts['wasm (PGlite)'] += m.rss;
    else if (reserved && reserved + (m.to - m.from) / MB === 64) parts.malloc += m.rss;
    else parts['JS heap and other'] += m.rss;
  }
  return parts;
}

const partsLine = (parts: Record<string, number>) =>
  Object.entries(parts)
    .map(([k, v]) => `${k} ${v.toFixed(0)}`)
    .join(', ');

/** Every process started by `pid`, and theirs (from /proc/<pid>/task/<tid>/children). */
function descendants(pid: number): number[] {
  const children: number[] = [];
  try {
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const listed = fs.readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').trim();
      if (listed) children.push(...listed.split(/\s+/).map(Number));
    }
  } catch {
    // gone meanwhile
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

/**
 * The highest RSS of this bench's child processes together (the shop and what it starts, such as
 * the child that makes a new database) while `work` runs, sampled every 100 ms.
 */
async function peakOfChildren<T>(work: () => Promise<T>): Promise<{ result: T; peak: number }> {
  let peak = 0;
  const sample = () => {
    const total = descendants(process.pid).reduce((sum, pid) => sum + (memoryOf(pid)?.rss ?? 0), 0);
    peak = Math.max(peak, total);
  };
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { result, peak };
  } finally {
    clearInterval(timer);
  }
}

/** Samples a process's RSS every `everyMs` until stopped; answers the highest seen. */
function sampleRss(pid: number, everyMs = 100) {
  let peak = memoryOf(pid)?.rss ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid)?.rss ?? 0);
  }, everyMs);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, memoryOf(pid)?.rss ?? 0);
    },
  };
}

/** What members type: three languages, accents or not, short words, two words, and filters. */
const SEARCHES = [
  'u_keyword=cafe',
  'u_keyword=%E3%81%95%E3%81%8F%E3%82%89', // さくら
  'u_keyword=c%C3%A0%20ph%C3%AA', // cà phê
  'u_keyword=flower',
  'u_keyword=studio',
  'u_keyword=sa',
  'u_keyword=%E8%8A%B1', // 花
  'u_keyword=yoga',
  'u_keyword=hoa',
  'u_keyword=sushi',
  'u_keyword=zephyr',
  'sold_out=0',
  'industry_id=3&sold_out=0',
  'color_id=2',
  'taste_id=1&alphabet_id=4',
].map((q) => `${base}/api/search/logo?${q}`);

const ALL_LOGO = ['en', 'ja', 'vi'].flatMap((locale) =>
  [1, 2, 3].map((page) => `${base}/api/all-logo?per_page=100&page=${page}&locale=${locale}`),
);

/** Each connection is one member going through `urls` in turn. */
const asMembers =
  (tokens: string[], urls: string[]) =>
  (worker: number, sent: number): LoadRequest => ({
    url: urls[(worker * 7 + sent) % urls.length]!,
    headers: { authorization: `Bearer ${tokens[worker % tokens.length]}` },
  });

interface Measured {
  name: string;
  load: LoadResult;
  peakRss: number;
  /** The shop's CPU time per answer (user + system), which a busy machine changes less than latency. */
  cpuMs: number;
  target: string;
}

async function measure(
  shop: Started,
  name: string,
  conns: number,
  plan: (w: number, s: number) => LoadRequest,
  target: string,
): Promise<Measured> {
  const pid = shop.child.pid!;
  const sampler = sampleRss(pid);
  const cpuBefore = cpuSeconds(pid) ?? 0;
  const load = await runLoad(base, conns, seconds, plan);
  const cpuMs = (((cpuSeconds(pid) ?? 0) - cpuBefore) * 1000) / Math.max(load.requests, 1);
  return { name, load, peakRss: sampler.stop(), cpuMs, target };
}

async function main() {
  fs.mkdirSync(parent, { recursive: true });
  const dataDir = fs.mkdtempSync(path.join(parent, 'logoya-bench-embedded-'));
  const env = { PORT: port, HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
  const start = () =>
    startAndWait(shopCommand(nodeArgs), env, [`${base}/readyz`], 180_000, path.join(dataDir, 'shop.log'));
  let shop: Started | undefined;
  try {
    // First start: migrations and the demo seed (250 logos with generated images), as `npm start`
    // (which makes the new database in a child process).
    const first = await peakOfChildren(start);
    shop = first.result;
    const firstReady = shop.readyMs;
    await sleep(2000);
    const afterSeed = memoryOf(shop.child.pid!)!;
    const afterSeedParts = memoryParts(shop.child.pid!);
    await stop(shop.child);

    const ids = await withDatabase({ dataDir }, undefined, (db) => addMembers(db, connections - 1));
    const emails = ['member@logoya.test', ...ids.keys()];

    shop = await start();
    const restartReady = shop.readyMs;
    await sleep(3000);
    const idle = memoryOf(shop.child.pid!)!;
    const idleParts = memoryParts(shop.child.pid!);

    const tokens: string[] = [];
    for (const email of emails) tokens.push(await signIn(base, email));
    const allLogo = asMembers(tokens, ALL_LOGO);
    const search = asMembers(tokens, SEARCHES);
    for (const url of [...ALL_LOGO, ...SEARCHES]) {
      const res = await fetch(url, { headers: { authorization: `Bearer ${tokens[0]}` } });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    }
    // Warm the plans and the buffers, then measure.
    await runLoad(base, connections, 2, allLogo);
    await runLoad(base, connections, 2, search);

    const runs: Measured[] = [
      await measure(shop, 'members: GET /api/all-logo, 100 cards', connections, allLogo, 'p99 < 200 ms'),
      await measure(shop, 'members: GET /api/search/logo', connections, search, 'p99 < 200 ms'),
      await measure(shop, '  all-logo, 50 connections', 50, allLogo, 'for reference'),
      await measure(shop, '  search, 50 connections', 50, search, 'for reference'),
    ];
    await sleep(2000);
    const after = memoryOf(shop.child.pid!)!;
    const afterParts = memoryParts(shop.child.pid!);

    const table = new LoadTable();
    for (const r of runs) table.add(r.name, r.load, `${r.target}; ${r.cpuMs.toFixed(1)} ms CPU each`);
    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    const verdict = (bytes: number) => (bytes < RSS_TARGET_MB * MB ? 'ok' : 'over');
    const [load1, load5] = os.loadavg();
    console.log(
      `\nThe default server on embedded PGlite (demo catalogue), ${emails.length} signed-in members. ` +
        `Load: ${seconds} s each, latencies in ms (${os.cpus().length} cores, load average ` +
        `${load1!.toFixed(1)} / ${load5!.toFixed(1)})${nodeArgs.length ? `; node ${nodeArgs.join(' ')}` : ''}\n`,
    );
    table.print();
    const peak = Math.max(after.hwm, ...runs.map((r) => r.peakRss));
    const lines: [string, string, string][] = [
      ['first start (empty DATA_DIR, seed), ready in', `${firstReady} ms`, ''],
      ['  RSS 2 s after it', mb(afterSeed.rss), ''],
      ['  peak RSS during it (VmHWM)', mb(afterSeed.hwm), `< ${RSS_TARGET_MB} MB: ${verdict(afterSeed.hwm)}`],
      ['  peak RSS of it and its children together (sampled)', mb(first.peak), 'transient'],
      ['restart, ready in', `${restartReady} ms`, ''],
      ['  RSS idle (3 s after ready)', mb(idle.rss), `< ${RSS_TARGET_MB} MB: ${verdict(idle.rss)}`],
      ...runs.map((r): [string, string, string] => [`  RSS peak, ${r.name.trim()}`, mb(r.peakRss), '']),
      ['  RSS 2 s after the load', mb(after.rss), ''],
      ['  peak RSS since the restart (VmHWM)', mb(peak), `< ${RSS_TARGET_MB} MB: ${verdict(peak)}`],
    ];
    const width = Math.max(...lines.map((l) => l[0].length));
    console.log('\nMemory of the shop process (VmRSS, sampled every 100 ms):\n');
    for (const [what, value, target] of lines)
      console.log(`${what.padEnd(width)}  ${value.padStart(8)}  ${target}`.trimEnd());
    console.log(`\nWhere it lies (MB): after the seed: ${partsLine(afterSeedParts)}`);
    console.log(`  idle after the restart: ${partsLine(idleParts)}`);
    console.log(`  after the load: ${partsLine(afterParts)}`);
    if (process.env.BENCH_EMBEDDED_KEEP) console.log(`\nDATA_DIR kept: ${dataDir}`);
  } finally {
    if (shop) await stop(shop.child);
    if (!process.env.BENCH_EMBEDDED_KEEP) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
