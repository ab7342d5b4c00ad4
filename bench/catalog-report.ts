import fs from 'node:fs';
import os from 'node:os';
import type { FilterQueries, TextQueries } from './catalog-queries.ts';
import type { RowKey } from './catalog-rows.ts';
import type { BenchSetup, Checked } from './catalog-shop.ts';
import type { CatalogueDb } from './catalogue-db.ts';
import type { LoadResult } from './load.ts';
import type { Member } from './members.ts';
import type { CpuUse } from './process.ts';
import type { LoadTable } from './table.ts';

/** What the catalogue bench loads: each row's URLs, the query lists, the members. */
export interface Inputs {
  urls: Partial<Record<RowKey, string[]>>;
  text?: TextQueries;
  filters?: FilterQueries;
  members: Member[];
}

/** Keeps each bench member holds (beside a favourite on every list page). */
export const KEEPS_EACH = 2;
const KEEPS_NOTE = `each with a favourite on every list page and ${KEEPS_EACH} keeps`;

function describeInputs(inputs: Inputs, overlays: Map<RowKey, Checked>): void {
  const parts = (p: Record<string, number>) =>
    Object.entries(p)
      .map(([k, v]) => `${k} ${v}`)
      .join(', ');
  if (inputs.text) {
    console.log(`Free-text queries: ${inputs.text.queries.length} (${parts(inputs.text.parts)}).`);
    console.log(`  The most common keywords among them: ${inputs.text.common.join(', ')}.`);
  }
  if (inputs.filters) {
    console.log(
      `Filter searches: ${inputs.filters.queries.length} combinations (${parts(inputs.filters.parts)}), each with sold_out=0.`,
    );
  }
  if (inputs.urls.detail) console.log(`Logo details: ${inputs.urls.detail.length} random public logo ids.`);
  if (inputs.members.length > 0) {
    const seen = [...overlays].map(
      ([key, c]) =>
        `${key} ${(c.likes / c.urls).toFixed(2)} hearts and ${(c.keeps / c.urls).toFixed(2)} keeps`,
    );
    console.log(
      `Members: ${inputs.members.length} signed in, ${KEEPS_NOTE}. Their own overlays a page, as checked: ${seen.join('; ')}.`,
    );
  }
}

/** The run's setup, its inputs, the table, and BENCH_OUT's JSON when asked for. */
export function printReport(report: {
  catalogue: CatalogueDb;
  setup: BenchSetup;
  seconds: number;
  warmup: number;
  loadBefore: [number, number];
  inputs: Inputs | undefined;
  overlays: Map<RowKey, Checked>;
  table: LoadTable;
  baselines: { result: LoadResult; cpu: CpuUse | undefined }[];
  out: string | undefined;
}): void {
  const { catalogue, setup, seconds, warmup, inputs, table, baselines } = report;
  const pinning =
    setup.serverCpu === undefined
      ? 'not pinned'
      : `server on core ${setup.serverCpu}, load generator on core ${setup.loadCpu} (taskset; PostgreSQL not pinned)`;
  console.log(
    `\nCatalogue on PostgreSQL: ${catalogue.logos} logos (database ${catalogue.name}${catalogue.kept ? ', kept' : ', dropped'}), ` +
      `visitor cache off unless said, ${setup.connections} connections, ${seconds} s a row after ${warmup} s of warm-up, ${pinning}.`,
  );
  console.log(
    `${os.cpus().length} cores, load average before the run ${report.loadBefore[0].toFixed(1)} / ${report.loadBefore[1].toFixed(1)}, ` +
      `after ${os.loadavg()[0]!.toFixed(1)}. Latencies in ms.`,
  );
  if (inputs) describeInputs(inputs, report.overlays);
  console.log('');
  table.print();
  const client = Math.max(...baselines.map((b) => b.cpu?.client ?? 0));
  if (client >= 0.9) {
    console.log(
      `\nThe load generator used ${client.toFixed(2)} of its core during a baseline: hello-world may answer ` +
        'more than it could ask for, so the baseline is a lower bound and every share an upper bound.',
    );
  }
  const rps = baselines.map((b) => b.result.rps);
  if (rps.length === 2 && Math.max(...rps) > 1.25 * Math.min(...rps)) {
    console.log(
      `\nThe baseline moved from ${rps[0]!.toFixed(0)} to ${rps[1]!.toFixed(0)} req/s during the run: the machine's ` +
        'load changed (see the others column), so shares and absolute figures are both uncertain.',
    );
  }
  if (report.out) {
    const json = {
      at: new Date().toISOString(),
      logos: catalogue.logos,
      database: catalogue.name,
      connections: setup.connections,
      seconds,
      serverCpu: setup.serverCpu ?? null,
      loadCpu: setup.loadCpu ?? null,
      cores: os.cpus().length,
      queries: {
        text: inputs?.text?.queries.length ?? null,
        filters: inputs?.filters?.queries.length ?? null,
      },
      rows: table.toJSON(),
    };
    fs.writeFileSync(report.out, `${JSON.stringify(json, null, 2)}\n`);
    console.log(`\nWrote ${report.out}.`);
  }
  console.log(
    catalogue.kept
      ? `\nThe database ${catalogue.name} is kept; reuse it with BENCH_CATALOG_DATABASE=${catalogue.name} npm run bench:catalog`
      : '\nTo seed once and reuse the catalogue between runs: BENCH_CATALOG_DATABASE=logoya_bench_catalog npm run bench:catalog',
  );
}
