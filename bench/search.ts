// Search latency on a large catalogue, next to a hello-world Fastify baseline measured in the same
// run. A measurement, not a test. Run it with:
//
//   npx tsx bench/search.ts
//
// It creates a fresh PostgreSQL database, seeds it with `npm run db:seed -- --logos N`, starts the
// shop on it with the visitor cache off (CATALOG_CACHE_TTL_MS=0, so every request pays for its
// query), loads GET /api/search/logo at 10 connections with rotating queries, then drops the database.
// The target rows are those with the cache off; the same loads with the default cache (2000 ms) and
// the public list of the same 100 cards are printed for reference.
//   BENCH_SECONDS (default 10)          length of each load run
//   BENCH_SEARCH_LOGOS (default 100000) catalogue size
//   BENCH_DATABASE_URL                  PostgreSQL admin URL (default postgres://postgres@127.0.0.1:5432/postgres)
//   BENCH_SEARCH_DATABASE               an already seeded database to use instead (kept afterwards;
//                                       for iterating on the SQL without seeding again)
import os from 'node:os';
import path from 'node:path';
import { catalogueDb } from './catalogue-db.ts';
import { runLoad } from './load.ts';
import { root, startAndWait, stop } from './process.ts';
import { LoadTable, measureBaseline } from './table.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const logos = Number(process.env.BENCH_SEARCH_LOGOS ?? 100_000);
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const reuse = process.env.BENCH_SEARCH_DATABASE;
const connections = 10;
const port = '3954';
const base = `http://127.0.0.1:${port}`;

/**
 * What visitors type: the three languages, accents or not, common words (a keyword of one logo in
 * eight), short words (2 letters, 1 kanji: word-start matching), two words, a name, a miss.
 */
const TEXT_QUERIES = [
  'cafe',
  'さくら',
  'cà phê',
  'flower',
  'studio',
  'sa',
  '花',
  'コーヒー',
  'hikari yoga',
  'Saigon Star',
  'yoga',
  'hoa',
  'sushi',
  'zephyr',
];

const searchUrl = (params: Record<string, string | number>) =>
  `${base}/api/search/logo?${new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]))}`;

/** Filter-only searches: single filters, combinations and an OR list, all hiding sold-out logos. */
async function filterUrls(): Promise<string[]> {
  const options = (await fetch(`${base}/api/search-options`).then((r) => r.json())) as Record<
    'industries' | 'colors' | 'tastes' | 'alphabets',
    { id: number }[]
  >;
  const ids = (group: keyof typeof options) => options[group].map((o) => o.id).filter((id) => id > 0);
  const [industry, color, taste, alphabet] = [
    ids('industries'),
    ids('colors'),
    ids('tastes'),
    ids('alphabets'),
  ];
  const pick = (list: number[], i: number) => list[i % list.length]!;
  const combos: Record<string, string | number>[] = [];
  for (let i = 0; i < 4; i++) {
    combos.push(
      { industry_id: pick(industry, i * 3) },
      { color_id: pick(color, i) },
      { taste_id: pick(taste, i * 2) },
      { alphabet_id: pick(alphabet, i * 5) },
      { industry_id: pick(industry, i), color_id: pick(color, i + 1) },
      { industry_id: `${pick(industry, i)},${pick(industry, i + 4)}`, taste_id: pick(taste, i) },
      {
        industry_id: pick(industry, i + 2),
        color_id: pick(color, i),
        taste_id: pick(taste, i + 1),
        alphabet_id: pick(alphabet, i),
      },
    );
  }
  return combos.map((c) => searchUrl({ ...c, sold_out: 0 }));
}

/** Each URL once, failing loudly on an error answer; returns each one's total. */
async function check(urls: string[]): Promise<number[]> {
  const totals: number[] = [];
  for (const url of urls) {
    const res = await fetch(url);
    if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    totals.push(((await res.json()) as { meta: { total: number } }).meta.total);
  }
  return totals;
}

async function main() {
  const table = new LoadTable();
  table.add('hello-world Fastify (baseline)', await measureBaseline(connections, seconds));

  const catalogue = await catalogueDb({ logos, prefix: 'logoya_bench_search', adminUrl, reuse });
  const { url, dataDir } = catalogue;
  const seedSeconds = catalogue.seedSeconds?.toFixed(1);
  try {
    const start = (cacheMs: string) =>
      startAndWait(
        [process.execPath, path.join(root, 'scripts/start.mjs')],
        {
          PORT: port,
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: url,
          SEED_DEMO: 'never',
          CATALOG_CACHE_TTL_MS: cacheMs,
        },
        [`${base}/api/search-options`],
      );
    const textUrls = TEXT_QUERIES.map((q) => searchUrl({ u_keyword: q }));
    const single = new LoadTable();
    let filterTotals: number[] = [];
    let totals: number[] = [];
    let filters: string[] = [];
    const shop = await start('0');
    try {
      filters = await filterUrls();
      totals = await check(textUrls);
      filterTotals = await check(filters);
      for (const [i, q] of TEXT_QUERIES.entries()) {
        single.add(`"${q}" (${totals[i]} matches)`, await runLoad(textUrls[i]!, 1, Math.min(seconds, 3)));
      }
      table.add(
        'GET /api/all-logo?per_page=100 (100 cards, counts every logo)',
        await runLoad(`${base}/api/all-logo?per_page=100`, connections, seconds),
        'for reference',
      );
      // The floor of any search answer on this machine: 100 cards found by id, nothing to match.
      const newest = (await fetch(`${base}/api/all-logo?per_page=100`).then((r) => r.json())) as {
        data: { logo_id: number }[];
      };
      table.add(
        'search by logo_ids (the same 100 cards, nothing to match)',
        await runLoad(
          searchUrl({ logo_ids: newest.data.map((c) => c.logo_id).join(',') }),
          connections,
          seconds,
        ),
        'for reference',
      );
      table.add(
        `free text, ${TEXT_QUERIES.length} rotating queries`,
        await runLoad(textUrls, connections, seconds),
        'p95 < 50 ms',
      );
      table.add(
        `filters only, ${filters.length} rotating, sold_out=0`,
        await runLoad(filters, connections, seconds),
        'p95 < 30 ms',
      );
    } finally {
      await stop(shop.child);
    }
    const cached = await start('2000');
    try {
      table.add(
        '  free text, default visitor cache (2000 ms)',
        await runLoad(textUrls, connections, seconds),
        'for reference',
      );
      table.add(
        '  filters only, default visitor cache (2000 ms)',
        await runLoad(filters, connections, seconds),
        'for reference',
      );
    } finally {
      await stop(cached.child);
    }

    const [load1, load5] = os.loadavg();
    console.log(
      `\nGET /api/search/logo on PostgreSQL, ${logos} logos${seedSeconds ? ` (seeded in ${seedSeconds} s)` : ''}, limit 100.`,
    );
    console.log(
      `Load: ${connections} connections, ${seconds} s each, latencies in ms (${os.cpus().length} cores, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)})\n`,
    );
    table.print();
    console.log(`\nEach free-text query alone, 1 connection, visitor cache off:\n`);
    single.print();
    const sorted = [...filterTotals].sort((a, b) => a - b);
    console.log(
      `\nFilter-only matches per query: min ${sorted[0]}, median ${sorted[Math.floor(sorted.length / 2)]}, max ${sorted.at(-1)}`,
    );
  } finally {
    await catalogue.dispose();
  }
}

await main();
