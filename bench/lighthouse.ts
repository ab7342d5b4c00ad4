// `npm run bench:lighthouse`: Lighthouse performance (mobile emulation, simulated throttling, the
// default Lighthouse profile) of the home and search pages on the demo catalogue, next to a static
// baseline page measured in the same run. A measurement, not a test. Target: score >= 90.
//   LIGHTHOUSE_RUNS (default 3)   runs per page; the median is printed
//   CHROMIUM_PATH                 browser (default /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startAndWait, stop } from './process.ts';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

interface Figures {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function measure(port: number, url: string): Promise<Figures> {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const audit = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    all.push({
      score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      fcp: audit('first-contentful-paint'),
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
    });
  }
  return {
    score: median(all.map((f) => f.score)),
    fcp: median(all.map((f) => f.fcp)),
    lcp: median(all.map((f) => f.lcp)),
    tbt: median(all.map((f) => f.tbt)),
    cls: median(all.map((f) => f.cls)),
  };
}

// The shop serves apps/web/dist: build it when the sources are newer.
spawnSync(process.execPath, [path.join(root, 'scripts/build-web.mjs'), '--if-stale'], { stdio: 'inherit' });

const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});
const rows: [string, Figures, string][] = [];
try {
  const basePort = 3961;
  const baseline = await startAndWait(
    [process.execPath, '--import', 'tsx', path.join(root, 'bench/static-page-server.ts')],
    { PORT: String(basePort) },
    [`http://127.0.0.1:${basePort}/`],
  );
  rows.push(['static page (baseline)', await measure(chrome.port, `http://127.0.0.1:${basePort}/`), '']);
  await stop(baseline.child);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-lighthouse-'));
  const port = 3962;
  const base = `http://127.0.0.1:${port}`;
  const shop = await startAndWait(
    [process.execPath, path.join(root, 'scripts/start.mjs')],
    { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    [`${base}/en/`, `${base}/api/all-logo?per_page=100`],
  );
  try {
    for (const [name, url] of [
      ['home /en/', `${base}/en/`],
      ['home /ja/', `${base}/ja/`],
      ['search /en/search?u_keyword=studio', `${base}/en/search?u_keyword=studio`],
      ['search /vi/search?industry_id=1', `${base}/vi/search?industry_id=1`],
    ] as const) {
      rows.push([name, await measure(chrome.port, url), 'score >= 90']);
    }
  } finally {
    await stop(shop.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
} finally {
  chrome.kill();
}

console.log(
  `\nLighthouse performance, mobile emulation, median of ${runs} runs (${os.cpus().length} cores)\n`,
);
const header = ['page', 'score', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'target'];
const table = rows.map(([name, f, target]) => [
  name,
  String(f.score),
  f.fcp.toFixed(0),
  f.lcp.toFixed(0),
  f.tbt.toFixed(0),
  f.cls.toFixed(3),
  target,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i]!.length)));
const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
for (const r of table) console.log(line(r));
