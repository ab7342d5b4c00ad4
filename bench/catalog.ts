// `npm run bench:catalog`: the catalogue's read calls on a large catalogue, for visitors and for
// signed-in members, each next to a hello-world Fastify baseline measured in the same run (before
// and after the rows; shares are of their mean) and beside the targets of issue 11. A
// measurement, not a test.
//
// Setup: N logos on PostgreSQL (a fresh database, dropped at the end, or a kept one), the visitor
// cache off (CATALOG_CACHE_TTL_MS=0), 10 connections, the server pinned to one core and this
// process (the load generator) to the other with taskset; the baseline server pinned the same way.
// Every URL of a row is checked once for a 200 before the row loads it. Rows (BENCH_ROWS):
//   list            GET /api/all-logo?per_page=100, pages 1–50
//   text            GET /api/search/logo?u_keyword=…, every keyword and category name in ja, en and
//                   vi, Vietnamese also without accents, 1–2 character words
//   filters         GET /api/search/logo, every filter value and pairs of filters, sold_out=0
//   detail          GET /api/logo/{id}, rotating over many ids
//   list-member, text-member, filters-member
//                   the same as signed-in members (each request its own member's session; the
//                   members have favourites and keeps), against the visitor row
//   list-cached     the list with the default visitor cache (2000 ms), for reference
//   text-entries-off
//                   the free text on a shop that keeps no entries per instance
//                   (SEARCH_ENTRIES_CACHE_SIZE=0, ADR 0069): every query looked up, for reference
//   text-generic-off
//                   the free text on a shop with no generic-plan connections
//                   (DATABASE_GENERIC_POOL_MAX=0, ADR 0070): every statement planned, for reference
// Environment:
//   BENCH_SECONDS (10), BENCH_WARMUP_SECONDS (1)   length of each row and of its warm-up
//   BENCH_CATALOG_LOGOS (100000)                    catalogue size when seeding
//   BENCH_CATALOG_DATABASE                          a database to reuse and keep (made and seeded
//                                                   when missing), e.g. logoya_bench_catalog
//   BENCH_DATABASE_URL                              PostgreSQL admin URL
//   BENCH_ROWS                                      e.g. list,text or member or list*
//   BENCH_CATALOG_MEMBERS (100)                     signed-in members
//   BENCH_OUT                                       also write the table as JSON to this file
//   BENCH_PORT (3620: baseline; +1: shop), BENCH_CONNECTIONS (10),
//   BENCH_SERVER_CPU (0), BENCH_LOAD_CPU (1), BENCH_PIN=0 (no pinning), BENCH_DATA_ROOT
import os from 'node:os';
import pg from 'pg';
import {
  filterQueries,
  newestNormalByPage,
  publicLogoIds,
  searchUrl,
  textQueries,
} from './catalog-queries.ts';
import { type Inputs, KEEPS_EACH, printReport } from './catalog-report.ts';
import { describeTargets, type RowKey, type RowSpec, selectRows, verdict } from './catalog-rows.ts';
import { benchSetup, type Checked, checkAll, shopBase, startShop } from './catalog-shop.ts';
import { catalogBenchDb } from './catalogue-db.ts';
import { type LoadPlan, type LoadResult, runLoad } from './load.ts';
import { type Member, signedInMembers, signOut, syncFavorites } from './members.ts';
import { type CpuUse, cpuMeter, pinSelf, type Started, stop } from './process.ts';
import { LoadTable, measureBaseline } from './table.ts';

const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 10);
const warmup = Number(env.BENCH_WARMUP_SECONDS ?? 1);
const memberCount = Number(env.BENCH_CATALOG_MEMBERS ?? 100);
const DETAIL_IDS = 2000;
const PAGES = 50;
const setup = benchSetup();
const { connections } = setup;
const base = shopBase(setup);
const load = { client: 'raw' } as const;
const rows = selectRows(env.BENCH_ROWS);
const wants = (key: RowKey) => rows.some((r) => r.key === key);
const needsMembers = rows.some((r) => r.member);

const NAMES: Record<RowKey, (n: number) => string> = {
  list: (n) => `GET /api/all-logo?per_page=100, pages 1–${n}`,
  text: (n) => `GET /api/search/logo free text, ${n} queries`,
  filters: (n) => `GET /api/search/logo filters, ${n} combinations, sold_out=0`,
  detail: (n) => `GET /api/logo/{id}, ${n} ids`,
  'list-member': (n) => `  list as ${n} signed-in members`,
  'text-member': (n) => `  free text as ${n} signed-in members`,
  'filters-member': (n) => `  filters as ${n} signed-in members`,
  'list-cached': () => '  list with the default visitor cache (2000 ms)',
  'text-entries-off': () => '  free text, no entries kept (looked up every time)',
  'text-generic-off': () => '  free text, no generic plans (planned every time)',
};

async function buildInputs(db: pg.Client): Promise<Inputs> {
  const urls: Inputs['urls'] = {};
  const inputs: Inputs = { urls, members: [] };
  const list = Array.from({ length: PAGES }, (_, i) => `${base}/api/all-logo?per_page=100&page=${i + 1}`);
  urls.list = urls['list-member'] = urls['list-cached'] = list;
  if (rows.some((r) => r.key.startsWith('text'))) {
    inputs.text = await textQueries(base, db);
    urls.text =
      urls['text-member'] =
      urls['text-entries-off'] =
      urls['text-generic-off'] =
        inputs.text.queries.map((q) => searchUrl(base, { u_keyword: q }));
  }
  if (wants('filters') || wants('filters-member')) {
    inputs.filters = await filterQueries(base);
    urls.filters = urls['filters-member'] = inputs.filters.queries.map((q) =>
      searchUrl(base, { ...q, sold_out: 0 }),
    );
  }
  if (wants('detail'))
    urls.detail = (await publicLogoIds(db, DETAIL_IDS)).map((id) => `${base}/api/logo/${id}`);
  return inputs;
}

/**
 * Members with a heart on every page of the list (one logo a page each) and a few keeps spread
 * over those pages, so that every member's list pages carry their own overlay.
 */
async function prepareMembers(db: pg.Client, url: string, dataDir: string): Promise<Member[]> {
  const started = performance.now();
  const members = await signedInMembers(db, url, dataDir, 'bench-catalog', memberCount);
  const pages = await newestNormalByPage(
    db,
    PAGES,
    100,
    members.map((m) => m.id),
  );
  const all = pages.flat();
  const stride = Math.floor(all.length / (memberCount * KEEPS_EACH));
  if (stride < 1 || pages.some((p) => p.length === 0))
    throw new Error('too few normal logos for the members');
  const keeps = (k: number) =>
    Array.from({ length: KEEPS_EACH }, (_, j) => all[(k * KEEPS_EACH + j) * stride]!);
  const hearts = (k: number) => [
    ...new Set([...pages.map((ids, p) => ids[(k * 31 + p * 7) % ids.length]!), ...keeps(k)]),
  ];
  const calls = await syncFavorites(db, base, members, hearts, keeps);
  console.log(
    `  ${members.length} members signed in; ${calls} favourite and keep calls in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return members;
}

const memberHeaders = (members: Member[]) => (i: number) => ({
  authorization: `Bearer ${members[i % members.length]!.token}`,
});

/** The run of one row: its URLs in turn; for a member row, each request a member's in turn. */
function planOf(urls: string[], members: Member[] | null): LoadPlan {
  if (!members) return {};
  let turn = 0;
  return (worker, sent) => ({
    url: urls[turn++ % urls.length]!,
    headers: memberHeaders(members)(sent * connections + worker),
  });
}

async function measure(
  row: RowSpec,
  urls: string[],
  members: Member[] | null,
  shop: Started,
): Promise<{ result: LoadResult; cpu: CpuUse; checked: Checked }> {
  const checked = await checkAll(urls, members ? memberHeaders(members) : undefined);
  if (warmup > 0) await runLoad(urls, connections, warmup, planOf(urls, members), load);
  const meter = cpuMeter(shop.child.pid);
  const result = await runLoad(urls, connections, seconds, planOf(urls, members), load);
  const cpu = meter();
  console.log(
    `  ${row.key}: ${result.rps.toFixed(0)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.errors} errors`,
  );
  return { result, cpu, checked };
}

async function main() {
  const catalogue = await catalogBenchDb(env);
  const db = new pg.Client({ connectionString: catalogue.url });
  const table = new LoadTable({ detail: true });
  const measured: { row: RowSpec; name: string; result: LoadResult; cpu: CpuUse }[] = [];
  const baselines: { result: LoadResult; cpu: CpuUse | undefined }[] = [];
  let shop: Started | undefined;
  let inputs: Inputs | undefined;
  const overlays = new Map<RowKey, Checked>();
  const [load1, load5] = os.loadavg();
  // Hello-world before and after the rows: the machine may change under a long run.
  const baseline = async () => {
    let cpu: CpuUse | undefined;
    const result = await measureBaseline(connections, seconds, {
      port: String(setup.port),
      serverCpu: setup.serverCpu,
      load,
      onCpu: (c) => {
        cpu = c;
      },
    });
    baselines.push({ result, cpu });
    console.log(`  baseline: ${result.rps.toFixed(0)} req/s`);
  };
  const run = async (row: RowSpec, members: Member[] | null) => {
    const urls = inputs!.urls[row.key]!;
    const { result, cpu, checked } = await measure(row, urls, members, shop!);
    if (members) overlays.set(row.key, checked);
    measured.push({ row, name: NAMES[row.key](members ? members.length : urls.length), result, cpu });
  };
  try {
    await db.connect();
    if (catalogue.seedSeconds !== null)
      console.log(`Seeded ${catalogue.logos} logos in ${catalogue.seedSeconds.toFixed(1)} s.`);
    if (setup.loadCpu !== undefined) pinSelf(setup.loadCpu);
    await baseline();
    shop = await startShop(setup, catalogue);
    inputs = await buildInputs(db);
    if (needsMembers) inputs.members = await prepareMembers(db, catalogue.url, catalogue.dataDir);
    for (const row of rows.filter((r) => !r.cached && !r.settings))
      await run(row, row.member ? inputs.members : null);
    // On a kept database the members keep their hearts and keeps for the next run.
    if (inputs.members.length > 0) await signOut(base, inputs.members);
    await stop(shop.child);
    shop = undefined;
    // Each reference row on a shop of its own, started with the row's settings.
    for (const row of rows.filter((r) => r.settings)) {
      shop = await startShop(setup, catalogue, { env: { ...row.settings } });
      await run(row, null);
      await stop(shop.child);
      shop = undefined;
    }
    for (const row of rows.filter((r) => r.cached)) {
      shop ??= await startShop(setup, catalogue, { cacheMs: 2000 });
      await run(row, null);
    }
    if (shop) await stop(shop.child);
    shop = undefined;
    await baseline();
  } finally {
    if (shop) await stop(shop.child);
    await db.end().catch(() => {});
    await catalogue.dispose();
  }

  // Shares are of the mean of the two baselines; each baseline row shows its own against it.
  table.setBaseline(baselines.reduce((sum, b) => sum + b.result.rps, 0) / baselines.length);
  for (const [i, b] of baselines.entries()) {
    table.add(`hello-world Fastify (baseline, ${i === 0 ? 'before' : 'after'})`, b.result, '', {
      key: i === 0 ? 'baseline-before' : 'baseline-after',
      ...(b.cpu ? { cpu: b.cpu } : {}),
    });
  }
  const results = new Map(measured.map((m) => [m.row.key, m.result]));
  for (const { row, name, result, cpu } of measured) {
    const added = table.add(name, result, describeTargets(row.targets), { key: row.key, cpu });
    const visitor = row.targets.within ? results.get(row.targets.within.of) : undefined;
    added.verdict = verdict(row.targets, result, added.share, visitor);
  }

  printReport({
    catalogue,
    setup,
    seconds,
    warmup,
    loadBefore: [load1!, load5!],
    inputs,
    overlays,
    table,
    baselines,
    out: env.BENCH_OUT,
  });
}

await main();
