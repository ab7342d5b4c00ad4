// Where the catalogue's time goes, with whatever code is in the tree: the shop under the list load
// and under a free-text search load, each run with `node --cpu-prof` (self time summed by function
// and by area, counting only the samples taken under load), then EXPLAIN (ANALYZE, BUFFERS) of the
// statements one list page sends (a visitor's and a member's), one text search and one filter
// search. Same setup as bench:catalog (pinned cores, visitor cache off). Run it with:
//
//   BENCH_CATALOG_DATABASE=logoya_bench_catalog npx tsx bench/catalog-profile.ts
//
// It writes Markdown to BENCH_PROFILE_OUT (default /tmp/logoya-catalog-profile.md) and keeps the
// .cpuprofile files beside it (open them in Chrome DevTools).
//   BENCH_SECONDS (15)             load under each profile; other knobs as in bench:catalog
//   BENCH_PROFILE=cpu,explain       the parts to run (default both)
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { searchUrl, textQueries } from './catalog-queries.ts';
import { benchSetup, checkAll, shopBase, startShop } from './catalog-shop.ts';
import { catalogBenchDb } from './catalogue-db.ts';
import { type ProfileSummary, profileMarkdown, summarizeProfile } from './cpu-profile.ts';
import { explainAll, explainMarkdown, inProcessShop, statementsOf } from './explain.ts';
import { runLoad } from './load.ts';
import { signedInMembers } from './members.ts';
import { cpuMeter, pinSelf, stop } from './process.ts';

const env = process.env;
const seconds = Number(env.BENCH_SECONDS ?? 15);
const out = path.resolve(env.BENCH_PROFILE_OUT ?? '/tmp/logoya-catalog-profile.md');
const profileDir = path.join(path.dirname(out), `${path.basename(out, '.md')}-cpuprofiles`);
const setup = benchSetup();
const base = shopBase(setup);
const parts = new Set((env.BENCH_PROFILE ?? 'cpu,explain').split(',').map((p) => p.trim()));
const micros = () => Number(process.hrtime.bigint() / 1000n);

/**
 * node --cpu-prof writes one file per thread (the main thread, tsx's loader thread): the one with
 * the most busy time under the load is the server's.
 */
function busiestProfile(dir: string, window: [number, number]): { file: string; summary: ProfileSummary } {
  const found = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => ({
      file: path.join(dir, f),
      summary: summarizeProfile(path.join(dir, f), { window, top: 30 }),
    }))
    .sort((a, b) => b.summary.busyMs - a.summary.busyMs);
  if (!found[0]) throw new Error(`no .cpuprofile written in ${dir}`);
  return found[0];
}

async function profileUnder(
  name: string,
  database: { url: string; dataDir: string },
  urls: (base: string) => Promise<string[]>,
): Promise<string> {
  const dir = path.join(profileDir, name);
  fs.rmSync(dir, { recursive: true, force: true });
  const shop = await startShop(setup, database, { nodeArgs: ['--cpu-prof', '--cpu-prof-dir', dir] });
  let window: [number, number];
  let summary: string;
  try {
    const list = await urls(base);
    await checkAll(list);
    await runLoad(list, setup.connections, 2, {}, { client: 'raw' });
    const meter = cpuMeter(shop.child.pid);
    const from = micros();
    const result = await runLoad(list, setup.connections, seconds, {}, { client: 'raw' });
    window = [from, micros()];
    const cpu = meter();
    summary =
      `${list.length} rotating URLs, ${setup.connections} connections, ${seconds} s: ${result.rps.toFixed(0)} req/s, ` +
      `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ${result.errors} errors. ` +
      `CPU: server ${cpu.server?.toFixed(2)} cores, load generator ${cpu.client.toFixed(2)}, everything else ${cpu.others.toFixed(2)}.`;
  } finally {
    await stop(shop.child); // SIGTERM: the server exits by itself, and node writes the profile
  }
  const { file, summary: profile } = busiestProfile(dir, window);
  return [
    `## CPU profile: ${name}`,
    '',
    summary,
    '',
    `Profile: \`${file}\` (only the samples taken under the measured load).`,
    '',
    profileMarkdown(profile),
    '',
  ].join('\n');
}

/** The statements of a list page (visitor, member), a text and a filter search, explained. */
async function explainSection(catalogue: { url: string; dataDir: string }, db: pg.Client): Promise<string> {
  const shop = await inProcessShop(catalogue.url);
  try {
    const [member] = await signedInMembers(db, catalogue.url, catalogue.dataDir, 'bench-catalog', 1);
    const requests: [string, string, Record<string, string>][] = [
      ['GET /api/all-logo?per_page=100&page=7 (visitor)', '/api/all-logo?per_page=100&page=7', {}],
      [
        'GET /api/all-logo?per_page=100&page=7 (member)',
        '/api/all-logo?per_page=100&page=7',
        { authorization: `Bearer ${member!.token}` },
      ],
      ['GET /api/search/logo?u_keyword=hoa (visitor)', '/api/search/logo?u_keyword=hoa', {}],
      [
        'GET /api/search/logo?industry_id=6&taste_id=2&sold_out=0 (visitor)',
        '/api/search/logo?industry_id=6&taste_id=2&sold_out=0',
        {},
      ],
    ];
    const out = ['## EXPLAIN (ANALYZE, BUFFERS)', ''];
    for (const [title, url, headers] of requests) {
      const statements = await statementsOf(shop.app, url, headers);
      out.push(explainMarkdown(title, await explainAll(catalogue.url, statements)));
    }
    await shop.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { authorization: `Bearer ${member!.token}` },
    });
    return out.join('\n');
  } finally {
    await shop.close();
  }
}

async function main() {
  fs.mkdirSync(profileDir, { recursive: true });
  const catalogue = await catalogBenchDb(env);
  const db = new pg.Client({ connectionString: catalogue.url });
  const sections: string[] = [
    `# Catalogue profile (${new Date().toISOString()})`,
    '',
    `${catalogue.logos} logos on PostgreSQL (${catalogue.name}), visitor cache off, server on core ${setup.serverCpu ?? '-'}, load on core ${setup.loadCpu ?? '-'}.`,
    '',
  ];
  try {
    await db.connect();
    if (setup.loadCpu !== undefined) pinSelf(setup.loadCpu);
    if (parts.has('cpu')) {
      sections.push(
        await profileUnder('list', catalogue, async (b) =>
          Array.from({ length: 50 }, (_, i) => `${b}/api/all-logo?per_page=100&page=${i + 1}`),
        ),
      );
      sections.push(
        await profileUnder('text-search', catalogue, async (b) =>
          (await textQueries(b, db)).queries.map((q) => searchUrl(b, { u_keyword: q })),
        ),
      );
    }

    if (parts.has('explain')) sections.push(await explainSection(catalogue, db));
  } finally {
    await db.end().catch(() => {});
    await catalogue.dispose();
  }
  fs.writeFileSync(out, `${sections.join('\n')}\n`);
  console.log(`Wrote ${out} (profiles in ${profileDir}).`);
}

await main();
