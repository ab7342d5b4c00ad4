import { explainAll, explainMarkdown, inProcessShop, statementsOf } from './explain.ts';

/**
 * The plans of the public order (ADR 0093) on the benchmark catalogue: the list and searches
 * without free text, first and deep pages, with and without as_of, as EXPLAIN (ANALYZE, BUFFERS)
 * in Markdown. `npx tsx bench/explain-sold-last.ts` after `npm run db:seed -- --logos 100000`;
 * BENCH_CATALOG_DATABASE names the database as for bench:catalog.
 */
const url = process.env.BENCH_CATALOG_DATABASE ?? 'postgres://postgres@127.0.0.1:5432/logoya_bench';
const shop = await inProcessShop(url);
const asOf = Date.now() - 3_600_000;
const urls = [
  '/api/all-logo?per_page=100&page=1',
  '/api/all-logo?per_page=100&page=50',
  `/api/all-logo?per_page=100&page=2&as_of=${asOf}`,
  '/api/search/logo?limit=100&page=1',
  '/api/search/logo?limit=100&industry_id=1&page=1',
  '/api/search/logo?limit=100&industry_id=1&color_id=2&page=3',
  `/api/search/logo?limit=100&industry_id=1&page=2&as_of=${asOf}`,
  '/api/search/logo?limit=100&industry_id=1,2&page=1',
];
try {
  for (const u of urls)
    console.log(explainMarkdown(u, await explainAll(url, await statementsOf(shop.app, u))));
} finally {
  await shop.close();
}
