// The shop's liveness while invoice PDFs are asked for in bursts (issue 22, defect 4; ADR 0078).
// A measurement, not a test. Run it with:
//
//   npm run bench:receipts        (npx tsx bench/receipts.ts)
//
// It starts the shop as `npm start` does (the compiled server, embedded PGlite, the demo catalogue)
// on a fresh DATA_DIR, adds 11 members, and has 10 of them buy 10 logos each with the test card,
// one order a logo (100 paid orders), and the 11th buy one. Then, in the same run:
//   - baseline: GET /healthz alone, with nothing else to do;
//   - one buyer, 100 requests at once for one invoice (the issue's report);
//   - 100 requests at once for 100 different invoices (10 buyers), none rendered before;
//   - the same 100 again (rendered before: the cache).
// During each burst /healthz is asked again and again, one request at a time (a pause of 5 ms
// between them), until the burst's last answer; its p50 and p99 are the figures that matter
// (target: p99 ≤ 100 ms during the bursts). Each burst's answers are counted by status.
//   BENCH_RECEIPTS_BEFORE=<folder>  also measure another checkout first (the code before the fix,
//                                   e.g. made with `git archive <commit> | tar -x -C <folder>`, with
//                                   node_modules linked and apps/web/dist linked or built)
//   BENCH_RECEIPTS_SETTINGS         extra settings for the shop, e.g. "INVOICE_RENDER_WORKERS=2"
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addMembers, signIn, withDatabase } from '../faults/shop.ts';
import { freePort, root, type Started, startAndWait, stop } from './process.ts';

const BURST = 100;
const BUYERS = 10;
const MB = 1024 * 1024;

interface Figures {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

function figures(ms: number[]): Figures {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return { count: sorted.length, p50: at(50), p99: at(99), max: sorted.at(-1) ?? NaN };
}

/** Asks /healthz one request at a time until `until` settles (at least `minMs`); its latencies. */
async function probeHealth(base: string, until: Promise<unknown>, minMs = 0): Promise<number[]> {
  let done = false;
  void until.finally(() => {
    done = true;
  });
  const started = performance.now();
  const latencies: number[] = [];
  while (!done || performance.now() - started < minMs) {
    const t0 = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (res.status !== 200) throw new Error(`/healthz answered ${res.status}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  return latencies;
}

interface Burst {
  statuses: Record<string, number>;
  /** Each answer other than 200 once, with its body. */
  messages: string[];
  answers: Figures;
  health: Figures;
  wallMs: number;
}

/** Sends every request at once (the receipts, or `path` of each order), probing /healthz meanwhile. */
async function burst(
  base: string,
  requests: { token: string; orderId: number }[],
  path = (orderId: number) => `/api/order/receipt/${orderId}`,
): Promise<Burst> {
  const statuses: Record<string, number> = {};
  const messages = new Set<string>();
  const answers: number[] = [];
  const started = performance.now();
  const all = Promise.all(
    requests.map(async ({ token, orderId }) => {
      const t0 = performance.now();
      const res = await fetch(`${base}${path(orderId)}`, { headers: { authorization: `Bearer ${token}` } });
      const body = Buffer.from(await res.arrayBuffer());
      answers.push(performance.now() - t0);
      statuses[res.status] = (statuses[res.status] ?? 0) + 1;
      if (res.status !== 200) messages.add(`${res.status} ${body.toString('utf8').slice(0, 200)}`);
    }),
  );
  const health = await probeHealth(base, all);
  await all;
  return {
    statuses,
    messages: [...messages],
    answers: figures(answers),
    health: figures(health),
    wallMs: performance.now() - started,
  };
}

async function call(base: string, method: string, url: string, token: string, body?: object) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await res.json()) as { data: Record<string, unknown> };
  if (res.status >= 300) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

/** Cart → intent → test card 4242… → order, for one logo; answers the order's id. */
async function buy(base: string, token: string, logoId: number): Promise<number> {
  const cart = (await call(base, 'POST', '/api/cart', token, {
    logo_id: logoId,
    sub_name: 'Bench',
    main_name: 'RECEIPTS',
  })) as { items: { id: number; logo_id: number }[] };
  const line = cart.items.find((i) => i.logo_id === logoId)!.id;
  const summary = await call(base, 'GET', `/api/checkout/summary?items=${line}`, token);
  const intent = await call(base, 'POST', '/api/create-pay-intent', token, {
    items: [line],
    amount: summary.total,
    currency: String(summary.currency).toLowerCase(),
    payment_method_id: 1,
  });
  await call(base, 'POST', `/api/test-gateway/payment-intents/${intent.payment_intent}/confirm`, token, {
    client_secret: intent.client_secret,
    card_number: '4242424242424242',
    exp_month: 12,
    exp_year: 2034,
    cvc: '123',
  });
  const order = await call(base, 'POST', '/api/order', token, { payment_intent: intent.payment_intent });
  return (order.order as { id: number }).id;
}

async function buyableLogos(base: string, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < count; page++) {
    const res = await fetch(`${base}/api/all-logo?per_page=100&page=${page}&state=0`);
    const body = (await res.json()) as { data: { logo_id: number; inactive: boolean; kept: boolean }[] };
    if (body.data.length === 0) throw new Error(`only ${ids.length} logos to buy, ${count} needed`);
    ids.push(...body.data.filter((l) => !l.inactive && !l.kept).map((l) => l.logo_id));
  }
  return ids.slice(0, count);
}

interface Run {
  label: string;
  rows: { name: string; burst: Burst }[];
  baseline: Figures;
  rss: number;
}

/** One shop (this checkout or `shopRoot`): set up, then the baseline and the three bursts. */
async function measure(label: string, shopRoot: string, settings: Record<string, string>): Promise<Run> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'logoya-bench-receipts-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', ...settings };
  const start = () =>
    startAndWait(
      [process.execPath, path.join(shopRoot, 'scripts/start.mjs')],
      env,
      [`${base}/readyz`],
      240_000,
      path.join(dataDir, 'shop.log'),
    );
  let shop: Started | undefined;
  try {
    shop = await start();
    await stop(shop.child);
    const emails = [
      ...(await withDatabase({ dataDir }, undefined, (db) => addMembers(db, BUYERS + 1))).keys(),
    ];
    shop = await start();
    // One at a time: /login reserves an attempt per address before checking it (ADR 0024).
    const tokens: string[] = [];
    for (const email of emails) tokens.push(await signIn(base, email));
    const logos = await buyableLogos(base, BUYERS * 10 + 1);
    const orders: { token: string; orderId: number }[] = [];
    for (let b = 0; b < BUYERS; b++)
      for (let i = 0; i < 10; i++)
        orders.push({ token: tokens[b]!, orderId: await buy(base, tokens[b]!, logos[b * 10 + i]!) });
    const single = { token: tokens[BUYERS]!, orderId: await buy(base, tokens[BUYERS]!, logos[BUYERS * 10]!) };
    console.log(`${label}: ${orders.length + 1} paid orders made; measuring`);

    const baseline = figures(await probeHealth(base, Promise.resolve(), 3000));
    const rows = [
      // The same requests' database work without a PDF: what the burst costs before any invoice.
      {
        name: `reference: ${BURST} at once, GET /api/order/{id}`,
        burst: await burst(base, orders, (id) => `/api/order/${id}`),
      },
      {
        name: `one buyer, ${BURST} at once, one invoice`,
        burst: await burst(base, Array(BURST).fill(single)),
      },
      { name: `${BURST} at once, ${BURST} invoices, first time`, burst: await burst(base, orders) },
      { name: `${BURST} at once, the same ${BURST} again`, burst: await burst(base, orders) },
    ];
    const status = fs.readFileSync(`/proc/${shop.child.pid}/status`, 'utf8');
    const rss = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0) * 1024;
    return { label, rows, baseline, rss };
  } finally {
    if (shop) await stop(shop.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '-');
const statusText = (s: Record<string, number>) =>
  Object.entries(s)
    .sort()
    .map(([code, n]) => `${n}×${code}`)
    .join(' ');

function print(run: Run) {
  const lines: string[][] = [
    ['', 'answers', 'receipt p50', 'receipt p99', 'burst', '/healthz n', 'p50', 'p99', 'max', 'target'],
    [
      'baseline: /healthz alone',
      '',
      '',
      '',
      '',
      String(run.baseline.count),
      ms(run.baseline.p50),
      ms(run.baseline.p99),
      ms(run.baseline.max),
      '',
    ],
  ];
  for (const { name, burst: b } of run.rows) {
    lines.push([
      name,
      statusText(b.statuses),
      ms(b.answers.p50),
      ms(b.answers.p99),
      `${ms(b.wallMs)}`,
      String(b.health.count),
      ms(b.health.p50),
      ms(b.health.p99),
      ms(b.health.max),
      name.startsWith('reference') ? '' : b.health.p99 <= 100 ? 'p99 ≤ 100: ok' : 'p99 ≤ 100: over',
    ]);
  }
  const widths = lines[0]!.map((_, i) => Math.max(...lines.map((l) => l[i]!.length)));
  console.log(`\n${run.label} (ms; resident memory after: ${(run.rss / MB).toFixed(0)} MB)`);
  for (const l of lines)
    console.log(l.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));
  const messages = new Set(run.rows.flatMap((r) => r.burst.messages));
  if (messages.size) console.log(`answers other than 200:\n${[...messages].map((m) => `  ${m}`).join('\n')}`);
}

const settings = Object.fromEntries(
  (process.env.BENCH_RECEIPTS_SETTINGS ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((kv) => kv.split('=') as [string, string]),
);
const runs: Run[] = [];
const before = process.env.BENCH_RECEIPTS_BEFORE;
if (before) runs.push(await measure(`before (${before})`, path.resolve(before), {}));
runs.push(await measure('this checkout', root, settings));
const [load1, load5] = os.loadavg();
console.log(
  `\nInvoice bursts against the compiled shop on embedded PGlite (${os.cpus().length} cores, load average ${load1!.toFixed(1)} / ${load5!.toFixed(1)}).`,
);
for (const run of runs) print(run);
