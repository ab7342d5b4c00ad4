// `npm run bench:preview`: the lettering preview (GET /api/logo/{id}/preview, issue 25, ADR 0098)
// on a large catalogue, beside a hello-world Fastify baseline measured in the same run (before and
// after the rows). A measurement, not a test.
//
// Setup: the catalogue benches' PostgreSQL database (bench/catalogue-db.ts: BENCH_CATALOG_LOGOS,
// default 100,000, the first 250 being the demo logos with their lettering layouts from the seed),
// the preview cache off (LETTERING_PREVIEW_CACHE_SIZE=0) and its limit per address lifted, 10
// connections, the server pinned to one core and the load generator to the other. The names
// rotate so that no two requests of a row ask for the same picture. Rows:
//   svg        SVG of the current layout                target: p95 ≤ 25 ms, ≥ 2 % of hello-world's req/s
//   png-800    PNG 800 px wide (render + raster)        target: p95 ≤ 80 ms
//   svg-one-address  the SVG row with every request from one address (reference)
//   mockup-800 GET /api/logo/{id}/mockup/{scene}, 800 px, one request at a time, the scenes in
//              turn (the logo drawn with the names, placed, WebP; scene layers warm from the
//              warm-up; ADR 0103)                      target: p95 ≤ 150 ms
//   mockup-800-busy  the same with BENCH_CONNECTIONS at once (reference: one mockup is drawn at
//              a time, the rest wait in the bounded queue)
// Requests come from 1,000 addresses (X-Forwarded-For, TRUST_PROXY=true), as buyers would.
// Environment: BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (1), BENCH_CATALOG_LOGOS,
// BENCH_CATALOG_DATABASE (reused and kept), BENCH_DATABASE_URL, BENCH_PORT (3630), BENCH_CONNECTIONS,
// BENCH_PIN=0, BENCH_ROWS (svg,png-800,svg-one-address; add mockup-800,mockup-800-busy),
// BENCH_CPU_PROF=<dir> (the server runs with node --cpu-prof; read it with bench/cpu-profile.ts).
import os from 'node:os';
import pg from 'pg';
import { benchSetup, startShop } from './catalog-shop.ts';
import { catalogBenchDb } from './catalogue-db.ts';
import { type LoadResult, runLoad } from './load.ts';
import { cpuMeter, pinSelf, residentBytes, type Started, settled, stop } from './process.ts';
import { measureBaseline } from './table.ts';

const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const warmup = Number(env.BENCH_WARMUP_SECONDS ?? 1);
const setup = benchSetup({ ...env, BENCH_PORT: env.BENCH_PORT ?? '3630' });
const base = `http://127.0.0.1:${setup.port + 1}`;
const rowsWanted = (env.BENCH_ROWS ?? 'svg,png-800,svg-one-address').split(',');

// Names in the three languages, combined with a counter so nothing repeats.
const MAIN = ['Blue Harbor', 'さくら珈琲', 'Tiệm Bánh Mì', 'Northwind', '山田商店', 'Phở Hà Nội', 'Kai & Co'];
const SUB = ['Coffee Roasters', '東京', 'Sài Gòn', 'Since 1998', 'ベーカリー', 'Nhà hàng'];

interface Row {
  key: string;
  format: 'svg' | 'png' | 'mockup';
  /** Connections of this row (default BENCH_CONNECTIONS). */
  connections?: number;
  /** All requests from one address (one limiter row for every request), for reference. */
  oneAddress?: boolean;
  target: (r: LoadResult, share: number) => boolean;
  targetText: string;
}
const ROWS: Row[] = [
  {
    key: 'svg',
    format: 'svg',
    target: (r, share) => r.p95 <= 25 && share >= 0.02,
    targetText: 'p95 ≤ 25 ms, ≥ 2 % of baseline',
  },
  { key: 'png-800', format: 'png', target: (r) => r.p95 <= 80, targetText: 'p95 ≤ 80 ms' },
  {
    key: 'svg-one-address',
    format: 'svg',
    oneAddress: true,
    target: () => true,
    targetText: 'reference: every request counts on one limiter row',
  },
  {
    key: 'mockup-800',
    format: 'mockup',
    connections: 1,
    target: (r) => r.p95 <= 150,
    targetText: 'p95 ≤ 150 ms (one at a time)',
  },
  {
    key: 'mockup-800-busy',
    format: 'mockup',
    target: () => true,
    targetText: 'reference: queued behind each other',
  },
];
const SCENES = [
  'shop-sign',
  'noren',
  'business-card',
  'storefront',
  'takeaway-bag',
  't-shirt',
  'phone-header',
];

/**
 * Buyers type from many addresses: each request says it comes from one of 1,000 (X-Forwarded-For,
 * the shop started with TRUST_PROXY=true), so the per-address limit counts on 1,000 rows as in a
 * shop, not on one row that every request would queue on.
 */
function planFor(ids: number[], row: Row) {
  const { format } = row;
  return (worker: number, sent: number) => {
    const n = sent * (row.connections ?? setup.connections) + worker;
    const id = ids[n % ids.length]!;
    const names = { main_name: `${MAIN[n % MAIN.length]} ${n}`, sub_name: SUB[(n >> 3) % SUB.length]! };
    const headers: Record<string, string> = row.oneAddress
      ? {}
      : { 'x-forwarded-for': `127.9.${(n >> 8) & 3}.${n & 255}` };
    if (format === 'mockup') {
      const query = new URLSearchParams({ ...names, w: '800' });
      return { url: `${base}/api/logo/${id}/mockup/${SCENES[n % SCENES.length]}?${query}`, headers };
    }
    const query = new URLSearchParams({ ...names, format, ...(format === 'png' ? { w: '800' } : {}) });
    return { url: `${base}/api/logo/${id}/preview?${query}`, headers };
  };
}

async function main() {
  const catalogue = await catalogBenchDb(env);
  const db = new pg.Client({ connectionString: catalogue.url });
  let shop: Started | undefined;
  const baselines: LoadResult[] = [];
  const measured: { row: Row; result: LoadResult; cpu: number; rss: number | null }[] = [];
  const [load1] = os.loadavg();
  const baseline = async () => {
    const result = await measureBaseline(setup.connections, seconds, {
      port: String(setup.port),
      serverCpu: setup.serverCpu,
      load: { client: 'raw' },
    });
    baselines.push(result);
    console.log(`  baseline: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(2)} ms`);
  };
  try {
    await db.connect();
    if (setup.loadCpu !== undefined) pinSelf(setup.loadCpu);
    const { rows } = await db.query<{ id: number }>(
      `select l.id from logos l join logo_lettering ll on ll.logo_id = l.id and ll.version = 1
       where l.state in (0, 2, 8) order by l.id`,
    );
    const ids = rows.map((r) => Number(r.id));
    if (ids.length === 0) throw new Error('no public logo has a lettering layout: seed the demo first');
    console.log(
      `${catalogue.logos} logos; ${ids.length} public ones with a layout; load ${load1!.toFixed(1)}`,
    );
    await baseline();
    const profileDir = env.BENCH_CPU_PROF;
    shop = await startShop(setup, catalogue, {
      ...(profileDir ? { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', profileDir] } : {}),
      env: {
        LETTERING_PREVIEW_CACHE_SIZE: '0',
        LETTERING_PREVIEW_PER_MINUTE: '1000000',
        MOCKUP_PER_MINUTE: '1000000',
        TRUST_PROXY: 'true',
      },
    });
    // The shop's own work after start (brand kits and certificates of the demo's paid orders, in
    // worker threads on the server's core) would be measured with the first row.
    console.log(`  the server settled after ${(await settled(shop.child.pid!)).toFixed(1)} s`);
    for (const row of ROWS.filter((r) => rowsWanted.includes(r.key))) {
      const plan = planFor(ids, row);
      const first = await fetch(plan(0, 0).url, { headers: plan(0, 0).headers });
      if (first.status !== 200) throw new Error(`${row.key}: ${first.status} ${await first.text()}`);
      const connections = row.connections ?? setup.connections;
      // Mockups: at least one of each scene in the warm-up, so their layers are drawn before.
      const warm = row.format === 'mockup' ? Math.max(warmup, 5) : warmup;
      if (warm > 0) await runLoad(base, connections, warm, plan, { client: 'raw' });
      const meter = cpuMeter(shop.child.pid);
      // Names the warm-up did not ask for: kept mockups (their cache is on) are never hit.
      const fresh = (worker: number, sent: number) => plan(worker, sent + 1_000_000);
      const result = await runLoad(base, connections, seconds, fresh, { client: 'raw' });
      const cpu = meter();
      const rss = residentBytes(shop.child.pid!);
      measured.push({ row, result, cpu: cpu.server ?? 0, rss });
      console.log(
        `  ${row.key}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors, RSS ${rss ? (rss / 2 ** 20).toFixed(0) : '?'} MB; cores: server ${(cpu.server ?? 0).toFixed(2)}, load ${cpu.client.toFixed(2)}, others ${cpu.others.toFixed(2)}`,
      );
    }
    await stop(shop.child);
    shop = undefined;
    await baseline();
  } finally {
    if (shop) await stop(shop.child);
    await db.end().catch(() => {});
    await catalogue.dispose();
  }
  const hello = baselines.reduce((s, b) => s + b.rps, 0) / baselines.length;
  console.log(
    `\n| row | req/s | share of hello-world | p50 ms | p95 ms | p99 ms | errors | RSS MB | target | met |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  console.log(`| hello-world (mean of before/after) | ${hello.toFixed(0)} | 100 % | | | | | | | |`);
  for (const { row, result, rss } of measured) {
    const share = result.rps / hello;
    console.log(
      `| ${row.key} | ${result.rps.toFixed(0)} | ${(share * 100).toFixed(2)} % | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${result.errors} | ${rss ? (rss / 2 ** 20).toFixed(0) : '?'} | ${row.targetText} | ${row.target(result, share) ? 'yes' : 'no'} |`,
    );
  }
}

await main();
