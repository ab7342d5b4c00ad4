// Sizes and search-index refresh cost of the cluster's database, for docs/scaling.md. Run it after
// `CLUSTER_LOGOS=100000 scripts/cluster.sh up` (or test; the database stays after `down`):
//
//   node --import tsx scripts/cluster/index-cost.ts [--rebuild]
//
// Prints the largest tables, then times refreshSearchIndex (the call every logo edit makes) for 1,
// 100 and 1,000 logos, with the WAL each writes (what every replica replays). --rebuild also
// empties search_postings and rebuilds it for the whole catalogue (a normalisation change): it
// rewrites the cluster's own database only (CLUSTER_DATABASE_URL, logoya_cluster by default).
import { refreshSearchIndex } from '../../apps/server/src/modules/search/search-index.ts';
import { openDatabase } from '../../apps/server/src/platform/db/db.ts';
import { ClusterDb } from './cluster.repository.ts';
import { databaseUrl, runDir } from './http.ts';
import { printTable } from './report.ts';

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const db = new ClusterDb();
await db.connect();
const database = await openDatabase({ url: databaseUrl, dataDir: runDir });
try {
  const tables = await db.tableSizes(12);
  console.log(`Database ${databaseUrl.split('/').at(-1)}: ${mb(await db.databaseSize())}`);
  printTable(
    ['table', 'rows', 'total', 'heap', 'indexes'],
    tables.map((t) => [t.name, String(t.rows), mb(t.total), mb(t.heap), mb(t.indexes)]),
  );

  const rows: string[][] = [];
  const time = async (name: string, ids: number[] | undefined) => {
    const lsn = await db.walPosition();
    const started = performance.now();
    await refreshSearchIndex(database.db, ids);
    const ms = performance.now() - started;
    rows.push([name, `${ms.toFixed(0)} ms`, mb(await db.walBytesSince(lsn))]);
  };
  for (const n of [1, 100, 1000]) await time(`refresh ${n} unchanged logos`, await db.logoIds(n));
  if (process.argv.includes('--rebuild')) {
    await db.dropPostings();
    await time('rebuild every logo from nothing', undefined);
    rows.push(['postings after the rebuild', String(await db.postingCount()), '']);
  }
  console.log();
  printTable(['search index', 'time', 'WAL'], rows);
} finally {
  await database.close();
  await db.close();
}
