// A soak: moderate mixed load for a long time, watching the shop's memory. Run it with:
//
//   npm run soak                      (npx tsx faults/soak.ts; embedded PGlite)
//   npm run soak -- --postgres        (a private PostgreSQL cluster, see private-postgres.ts)
//
// It starts the shop on a fresh DATA_DIR with the demo catalogue and 6 signed-in members, and
// sends SOAK_RATE requests per second (6 connections, one member each) for SOAK_MINUTES: public
// catalogue pages, text searches, logo details, the search options, the home page, and each
// member's badge count, favourites, cart, favourite changes and cart adds/removes. Every
// SOAK_SAMPLE_SECONDS it samples the shop process's resident memory (VmRSS in /proc/<pid>/status)
// and its JavaScript heap (process.memoryUsage() after a full collection, through
// faults/heap-probe.mjs and SIGUSR2). After the warm-up (SOAK_WARMUP_MINUTES) it compares the
// end with the warm-up (each the mean of its last 3 samples) and fits a line through the samples
// since the warm-up. It fails when resident memory or the heap grew by 10 % or more, when any
// answer was a 5xx, or when an acknowledged favourite change is missing at the end.
//   SOAK_MINUTES (default 10), SOAK_WARMUP_MINUTES (default 2, at most half the run)
//   SOAK_RATE (default 30), SOAK_SAMPLE_SECONDS (default 10)
import fs from 'node:fs';
import path from 'node:path';
import { type LoadAnswer, type LoadRequest, runLoad } from '../bench/load.ts';
import { residentBytes, stop } from '../bench/process.ts';
import { FavoriteLedger, verifyInDb } from './ledger.ts';
import { type PrivatePostgres, startPrivatePostgres } from './private-postgres.ts';
import { Promises, printTable } from './report.ts';
import { auth, type Member, normalLogos, type Shop, shopWithMembers, withDatabase } from './shop.ts';

const minutes = Number(process.env.SOAK_MINUTES ?? 10);
const warmupMinutes = Math.min(Number(process.env.SOAK_WARMUP_MINUTES ?? 2), minutes / 2);
const rate = Number(process.env.SOAK_RATE ?? 30);
const sampleSeconds = Number(process.env.SOAK_SAMPLE_SECONDS ?? 10);
const onPostgres = process.argv.includes('--postgres');
const connections = 6;
const GROWTH_LIMIT = 0.1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

const SEARCHES = ['cafe', 'さくら', 'cà phê', 'flower', 'studio', 'yoga', '花', 'sushi', 'hoa', 'zephyr'];

interface Sample {
  seconds: number;
  rss: number;
  heapUsed: number;
  external: number;
  requests: number;
}

/** The mixed traffic of a shop: visitors' reads and the members' reads and writes. */
function traffic(base: string, members: Member[], logos: number[], ledger: FavoriteLedger) {
  const cartLine = new Map<number, number | null>();
  const pick = () => logos[Math.floor(Math.random() * logos.length)]!;
  const plan = (worker: number, sent: number): LoadRequest => {
    const member = members[worker]!;
    const as = auth(member.token);
    switch (sent % 12) {
      case 0:
        return { url: `${base}/api/all-logo?per_page=24&page=${1 + Math.floor(Math.random() * 10)}` };
      case 1:
        return {
          url: `${base}/api/search/logo?limit=24&u_keyword=${encodeURIComponent(SEARCHES[sent % SEARCHES.length]!)}`,
        };
      case 2:
        return { url: `${base}/api/logo/${pick()}` };
      case 3:
        return { url: `${base}/api/favorite-count`, headers: as };
      case 4:
      case 10:
        return ledger.next(worker);
      case 5:
        return { url: `${base}/api/my-favorite?limit=24`, headers: as };
      case 6:
        return { url: `${base}/api/cart`, headers: as };
      case 7: {
        const line = cartLine.get(worker);
        if (line)
          return {
            url: `${base}/api/cart/${line}`,
            method: 'DELETE',
            headers: as,
            tag: { kind: 'cart', worker },
          };
        return {
          url: `${base}/api/cart`,
          method: 'POST',
          headers: as,
          body: { logo_id: pick(), sub_name: 'Soak', main_name: 'SOAK' },
          tag: { kind: 'cart', worker },
        };
      }
      case 8:
        return { url: `${base}/api/search-options` };
      case 9:
        return { url: `${base}/en/` };
      default:
        return { url: `${base}/api/all-logo?per_page=100&page=1&locale=${['en', 'ja', 'vi'][sent % 3]}` };
    }
  };
  /** Keeps each member's cart line (added, then removed the next time). */
  const record = (a: LoadAnswer) => {
    const tag = a.request.tag as { kind?: string; worker?: number } | undefined;
    if (tag?.kind !== 'cart' || tag.worker === undefined) return;
    if (a.request.method === 'DELETE') {
      if (a.status === 200 || a.status === 404) cartLine.set(tag.worker, null);
      return;
    }
    if (a.status === 201 && a.body) {
      const items = (JSON.parse(a.body) as { data: { items: { id: number }[] } }).data.items;
      cartLine.set(tag.worker, items.at(-1)?.id ?? null);
    }
  };
  return { plan, record };
}

/** Least-squares slope of y over x. */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((s, p) => s + p.x, 0) / n;
  const my = points.reduce((s, p) => s + p.y, 0) / n;
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0);
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0);
  return den === 0 ? 0 : num / den;
}

const mean = (list: number[]) => list.reduce((s, v) => s + v, 0) / Math.max(list.length, 1);

async function main() {
  const promises = new Promises();
  let pg: PrivatePostgres | undefined;
  let shop: Shop | undefined;
  try {
    let databaseUrl: string | undefined;
    if (onPostgres) {
      pg = await startPrivatePostgres();
      databaseUrl = await pg.createDatabase('logoya_soak');
    }
    const heapFile = path.join(
      fs.mkdtempSync(path.join(process.env.TMPDIR ?? '/tmp', 'logoya-soak-')),
      'heap.jsonl',
    );
    console.log(`Starting the shop (${onPostgres ? 'private PostgreSQL' : 'embedded PGlite'}, demo seed)…`);
    const ready = await shopWithMembers(connections, {
      databaseUrl,
      nodeArgs: ['--expose-gc', '--import', path.join(import.meta.dirname, 'heap-probe.mjs')],
      env: { FAULTS_HEAP_FILE: heapFile },
    });
    shop = ready.shop;
    const { members } = ready;
    const pid = shop.child.pid!;
    const logos = (await normalLogos(shop.base)).map((l) => l.id);
    const ledger = new FavoriteLedger(shop.base, members, logos);
    const { plan, record } = traffic(shop.base, members, logos, ledger);

    const statuses: Record<string, number> = {};
    let requests = 0;
    const stopLoad = new AbortController();
    const started = performance.now();
    const load = runLoad(shop.base, connections, minutes * 60, plan, {
      ratePerSecond: rate,
      keepBodies: true,
      signal: stopLoad.signal,
      onAnswer: (a) => {
        requests++;
        const key = a.status === null ? (a.error ?? 'error') : String(a.status);
        statuses[key] = (statuses[key] ?? 0) + 1;
        record(a);
        ledger.record(a);
      },
    });

    const samples: Sample[] = [];
    const takeSample = async () => {
      const lines = () =>
        fs.existsSync(heapFile) ? fs.readFileSync(heapFile, 'utf8').trim().split('\n') : [];
      const before = lines().length;
      shop!.child.kill('SIGUSR2');
      for (let i = 0; i < 50 && lines().length === before; i++) await sleep(20);
      const heap = JSON.parse(lines().at(-1) ?? '{}') as { heapUsed?: number; external?: number };
      samples.push({
        seconds: (performance.now() - started) / 1000,
        rss: residentBytes(pid) ?? Number.NaN,
        heapUsed: heap.heapUsed ?? Number.NaN,
        external: heap.external ?? Number.NaN,
        requests,
      });
      const s = samples.at(-1)!;
      console.log(
        `  ${s.seconds.toFixed(0).padStart(4)} s  rss ${mb(s.rss)} MB  heap ${mb(s.heapUsed)} MB  external ${mb(s.external)} MB  ${s.requests} requests`,
      );
    };
    await takeSample();
    const end = started + minutes * 60_000;
    while (performance.now() < end) {
      await sleep(Math.min(sampleSeconds * 1000, end - performance.now()));
      await takeSample();
    }
    stopLoad.abort();
    const result = await load;

    await stop(shop.child);
    const verdict = await withDatabase(shop, databaseUrl, (db) => verifyInDb(db, ledger));

    const after = samples.filter((s) => s.seconds >= warmupMinutes * 60 - 1);
    const warm = samples.filter((s) => s.seconds <= warmupMinutes * 60 + 1).slice(-3);
    const last = samples.slice(-3);
    const growth = (key: 'rss' | 'heapUsed') => {
      const from = mean(warm.map((s) => s[key]));
      const to = mean(last.map((s) => s[key]));
      return {
        from,
        to,
        growth: (to - from) / from,
        perMinute: slope(after.map((s) => ({ x: s.seconds / 60, y: s[key] }))),
      };
    };
    const rss = growth('rss');
    const heap = growth('heapUsed');
    const fiveXX = Object.entries(statuses)
      .filter(([k]) => k.startsWith('5'))
      .reduce((n, [, v]) => n + v, 0);

    console.log(
      `\nSoak on ${onPostgres ? 'PostgreSQL' : 'PGlite'}: ${minutes} min at ${rate} req/s paced (${result.rps.toFixed(1)} measured), ` +
        `${connections} connections, warm-up ${warmupMinutes} min\n`,
    );
    printTable(
      ['memory', 'at warm-up MB', 'at end MB', 'growth', 'slope MB/min', 'limit'],
      [
        [
          'resident (VmRSS)',
          mb(rss.from),
          mb(rss.to),
          `${(rss.growth * 100).toFixed(1)} %`,
          mb(rss.perMinute),
          '< 10 %',
        ],
        [
          'JS heap after GC',
          mb(heap.from),
          mb(heap.to),
          `${(heap.growth * 100).toFixed(1)} %`,
          mb(heap.perMinute),
          '< 10 %',
        ],
      ],
    );
    console.log('');
    printTable(
      ['figure', 'value'],
      [
        ['requests', result.requests],
        ['answers', JSON.stringify(statuses)],
        [
          'p50 / p95 / p99 ms',
          `${result.p50.toFixed(1)} / ${result.p95.toFixed(1)} / ${result.p99.toFixed(1)}`,
        ],
        ['acknowledged favourite changes', ledger.acknowledged],
        ['lost', verdict.lost],
        ['logos whose favorites_count ≠ rows', verdict.drift],
      ],
    );

    promises.check(
      rss.growth < GROWTH_LIMIT,
      `resident memory grew less than 10 % after the warm-up (${(rss.growth * 100).toFixed(1)} %)`,
    );
    promises.check(
      heap.growth < GROWTH_LIMIT,
      `the heap grew less than 10 % after the warm-up (${(heap.growth * 100).toFixed(1)} %)`,
    );
    promises.check(fiveXX === 0, `no 5xx (${fiveXX})`);
    promises.check(
      verdict.lost === 0 && verdict.drift === 0,
      'no acknowledged write lost, every favorites_count equals its rows',
    );
    promises.print();
    fs.rmSync(path.dirname(heapFile), { recursive: true, force: true });
  } finally {
    await shop?.dispose();
    pg?.destroy();
  }
}

await main();
