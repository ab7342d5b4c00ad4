// `npm run bench:search`: the search rows of the catalogue bench (bench/catalog.ts): free text over
// every keyword and category name in ja, en and vi (with and without Vietnamese accents, 1–2
// character words), filter searches over every filter value and pairs of filters with
// sold_out=0, each for visitors and for signed-in members, next to a hello-world baseline from the
// same run (targets of issue 11: free text p95 ≤ 30 ms and ≥ 500 req/s; filters p95 ≤ 30 ms;
// members within 20 % of visitors). Every knob of bench:catalog applies; BENCH_ROWS picks other
// rows. The older names still work:
//   BENCH_SEARCH_LOGOS      = BENCH_CATALOG_LOGOS
//   BENCH_SEARCH_DATABASE   = BENCH_CATALOG_DATABASE (an already seeded database, kept)
const env = process.env;
const alias = (name: string, old: string) => {
  const value = env[old];
  if (env[name] === undefined && value !== undefined) env[name] = value;
};
alias('BENCH_CATALOG_LOGOS', 'BENCH_SEARCH_LOGOS');
alias('BENCH_CATALOG_DATABASE', 'BENCH_SEARCH_DATABASE');
env.BENCH_ROWS ??= 'text,filters,text-member,filters-member';

await import('./catalog.ts');

export {};
