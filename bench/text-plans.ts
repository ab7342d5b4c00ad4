// Free-text statements, generic against custom plans, shape by shape (ADR 0070, 0074): for every
// query of bench:catalog's text row, the count and the page the code in the tree sends are
// prepared under plan_cache_mode = force_generic_plan and again under force_custom_plan, and timed
// with EXPLAIN (ANALYZE, TIMING OFF, SUMMARY), planning + execution, median of 5. It prints the
// sums and the statements whose generic plan is dearest against their custom one. Every count
// and page keeps one generic plan, so a new shape must not be far dearer generic. Run it with:
//
//   BENCH_CATALOG_DATABASE=logoya_bench_catalog npm run bench:text-plans
//
//   BENCH_TEXT_QUERIES   only the first N queries (default all)
//   BENCH_TEXT_WORST     how many of the dearest statements to list (15)
import pg from 'pg';
import { searchUrl, textQueries } from './catalog-queries.ts';
import { catalogBenchDb } from './catalogue-db.ts';
import { inProcessShop, statementsOf } from './explain.ts';
import { freePort } from './process.ts';

const env = process.env;
const RUNS = 5;
type Mode = 'force_generic_plan' | 'force_custom_plan';

const literal = (v: unknown) =>
  v === null ? 'null' : `'${String(Array.isArray(v) ? `{${v.join(',')}}` : v).replace(/'/g, "''")}'`;

/** Planning + execution of `text` with `values`, prepared under `mode`: the median of RUNS. */
async function timed(client: pg.Client, mode: Mode, text: string, values: unknown[]): Promise<number> {
  await client.query(`set plan_cache_mode = ${mode}`);
  await client.query('deallocate all');
  await client.query(`prepare timed as ${text}`);
  const args = values.length > 0 ? `(${values.map(literal).join(',')})` : '';
  const run = async () => {
    const result = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, timing off, summary) execute timed${args}`,
    );
    const plan = result.rows.map((r) => r['QUERY PLAN']).join('\n');
    const ms = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+)`).exec(plan)?.[1] ?? 0);
    return ms('Planning') + ms('Execution');
  };
  await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push(await run());
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)]!;
}

async function main() {
  const catalogue = await catalogBenchDb(env);
  const shop = await inProcessShop(catalogue.url);
  const db = new pg.Client({ connectionString: catalogue.url });
  const client = new pg.Client({ connectionString: catalogue.url });
  try {
    await Promise.all([db.connect(), client.connect()]);
    const port = await freePort();
    await shop.app.listen({ port, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${port}`;
    let { queries } = await textQueries(base, db);
    if (env.BENCH_TEXT_QUERIES) queries = queries.slice(0, Number(env.BENCH_TEXT_QUERIES));
    const sums = { generic: 0, custom: 0, best: 0 };
    const each: { query: string; kind: string; generic: number; custom: number }[] = [];
    for (const query of queries) {
      const path = searchUrl('', { u_keyword: query });
      for (const s of await statementsOf(shop.app, path)) {
        const kind = s.text.includes('as postings_read')
          ? 'count'
          : s.text.includes('as materialized')
            ? 'page'
            : null;
        if (!kind) continue;
        const generic = await timed(client, 'force_generic_plan', s.text, s.values);
        const custom = await timed(client, 'force_custom_plan', s.text, s.values);
        sums.generic += generic;
        sums.custom += custom;
        sums.best += Math.min(generic, custom);
        each.push({ query, kind, generic, custom });
      }
    }
    const ms = (n: number) => `${n.toFixed(1)} ms`;
    console.log(
      `${queries.length} free-text queries, ${each.length} statements (${catalogue.logos} logos, ${catalogue.name})`,
    );
    console.log(
      `  all generic: ${ms(sums.generic)}; all custom: ${ms(sums.custom)}; the better of the two for each: ${ms(sums.best)}`,
    );
    console.log('  dearest generic against custom (planning + execution, ms):');
    each.sort((a, b) => b.generic - b.custom - (a.generic - a.custom));
    for (const e of each.slice(0, Number(env.BENCH_TEXT_WORST ?? 15)))
      console.log(
        `    ${e.query} (${e.kind}): generic ${e.generic.toFixed(2)}, custom ${e.custom.toFixed(2)}`,
      );
  } finally {
    await Promise.all([db.end().catch(() => {}), client.end().catch(() => {})]);
    await shop.close();
    await catalogue.dispose();
  }
}

await main();
