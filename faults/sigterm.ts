// SIGTERM under load: a graceful stop. Run it with:
//
//   npm run faults:sigterm        (npx tsx faults/sigterm.ts)
//
// It starts the shop on a fresh DATA_DIR (embedded PGlite, or FAULTS_DATABASE_URL), adds 6
// members, and has the demo member buy a logo (test gateway) so an invoice PDF can be asked for.
// 6 connections (one member each) send favourite changes and reads back to back. Then slow
// requests are started: invoice PDFs, sign-ins (scrypt), searches, and one favourite change
// whose body arrives a byte at a time over 1.5 s. As soon as they are all sent, the shop gets
// SIGTERM, and the script checks:
//   - every request sent before SIGTERM got a complete answer (none reset or cut), the slow
//     ones included, and they answered what they would have without the stop;
//   - new connections are refused once the shop is closing (tried every 50 ms until it exits);
//   - the process exits with code 0 within SHUTDOWN_TIMEOUT_MS;
//   - the acknowledged favourite changes are all in the database afterwards.
//   FAULTS_DATABASE_URL          a PostgreSQL database to use instead of PGlite (kept)
//   FAULTS_SHUTDOWN_TIMEOUT_MS   the shop's SHUTDOWN_TIMEOUT_MS (default 10000)
import http from 'node:http';
import type { LoadAnswer } from '../bench/load.ts';
import { exited } from '../bench/process.ts';
import { FavoriteLedger, favoriteLoad, verifyInDb } from './ledger.ts';
import { Promises, printTable } from './report.ts';
import { auth, buyLogo, normalLogos, type Shop, shopWithMembers, signIn, withDatabase } from './shop.ts';

const databaseUrl = process.env.FAULTS_DATABASE_URL || undefined;
const shutdownTimeoutMs = Number(process.env.FAULTS_SHUTDOWN_TIMEOUT_MS ?? 10_000);
const connections = 6;
/**
 * The shop keeps accepting until every connection made before SIGTERM is in (server.ts knocks on
 * its own door and waits for the knock), at most half of SHUTDOWN_TIMEOUT_MS; then it refuses.
 */
const DRAIN_LIMIT_MS = shutdownTimeoutMs / 2 + 500;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Slow {
  name: string;
  /** performance.now() when the request headers (and body, unless trickled) were written. */
  sentAt: number;
  endedAt: number;
  status: number | null;
  error?: string;
  bytes: number;
}

/**
 * One request on a connection of its own. With `trickleMs`, the body goes out one byte at a time
 * spread over that long (a slow upload); `sent` resolves once the headers are on the wire.
 */
function slowRequest(
  name: string,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; trickleMs?: number },
): { sent: Promise<void>; done: Promise<Slow> } {
  let markSent: () => void = () => {};
  const sent = new Promise<void>((r) => {
    markSent = r;
  });
  const done = new Promise<Slow>((resolve) => {
    const result: Slow = { name, sentAt: Number.NaN, endedAt: Number.NaN, status: null, bytes: 0 };
    const finish = (extra: Partial<Slow>) => {
      if (!Number.isNaN(result.endedAt)) return;
      Object.assign(result, extra, { endedAt: performance.now() });
      markSent();
      resolve(result);
    };
    const body = options.body;
    const req = http.request(url, {
      agent: false,
      method: options.method ?? 'GET',
      headers: {
        ...options.headers,
        ...(body === undefined
          ? {}
          : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }),
      },
    });
    req.on('response', (res) => {
      res.on('data', (c: Buffer) => {
        result.bytes += c.length;
      });
      res.on('end', () => finish({ status: res.statusCode ?? null }));
      res.on('error', (e: NodeJS.ErrnoException) => finish({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => finish({ error: e.code ?? e.message }));
    if (body !== undefined && options.trickleMs) {
      const bytes = Buffer.from(body);
      req.flushHeaders();
      req.write(bytes.subarray(0, 1), () => {
        result.sentAt = performance.now();
        markSent();
      });
      let i = 1;
      const step = options.trickleMs / Math.max(bytes.length - 1, 1);
      const timer = setInterval(() => {
        if (i >= bytes.length) {
          clearInterval(timer);
          req.end();
          return;
        }
        req.write(bytes.subarray(i, i + 1));
        i++;
      }, step);
    } else {
      req.end(body, () => {
        result.sentAt = performance.now();
        markSent();
      });
    }
  });
  return { sent, done };
}

/**
 * A new connection with GET /healthz on it: 'refused', or the answer's status (the shop still
 * took the connection: it must then answer it in full), or how it failed.
 */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(String(res.statusCode)));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve(e.code === 'ECONNREFUSED' ? 'refused' : (e.code ?? 'error')),
    );
  });
}

async function main() {
  const promises = new Promises();
  console.log(`Starting the shop (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}, demo seed)…`);
  const ready = await shopWithMembers(connections, {
    databaseUrl,
    env: { CATALOG_CACHE_TTL_MS: '0', SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs) },
  });
  const shop: Shop = ready.shop;
  const { members } = ready;
  const base = shop.base;
  try {
    const logos = await normalLogos(base);
    const buyer = await signIn(base, 'member@logoya.test');
    const orderId = await buyLogo(base, buyer, logos.at(-1)!.id);
    const ledger = new FavoriteLedger(
      base,
      members,
      logos.slice(0, -1).map((l) => l.id),
    );
    // How long the slow calls take on their own, for the report.
    const pdfStarted = performance.now();
    const pdf = await fetch(`${base}/api/order/receipt/${orderId}`, { headers: auth(buyer) });
    const pdfBytes = (await pdf.arrayBuffer()).byteLength;
    const pdfMs = performance.now() - pdfStarted;
    if (pdf.status !== 200) throw new Error(`the invoice PDF answered ${pdf.status}`);

    const load = favoriteLoad({
      ledger,
      connections,
      cycle: 3,
      pauseAfterFailureMs: 50,
      read: (token, sent) =>
        sent % 6 === 2
          ? { url: `${base}/api/my-favorite?limit=20`, headers: auth(token) }
          : { url: `${base}/api/all-logo?per_page=24&page=${1 + (sent % 5)}` },
    });
    const answers = load.answers;
    await sleep(3000);

    const json = (body: object) => JSON.stringify(body);
    const slow = [
      ...[1, 2, 3].map((n) =>
        slowRequest(`invoice PDF #${n}`, `${base}/api/order/receipt/${orderId}`, { headers: auth(buyer) }),
      ),
      ...[1, 2].map((n) =>
        slowRequest(`sign-in (scrypt) #${n}`, `${base}/api/login`, {
          method: 'POST',
          body: json({ email: 'member@logoya.test', password: 'member1234' }),
        }),
      ),
      slowRequest('search "cafe"', `${base}/api/search/logo?u_keyword=cafe&limit=50`, {}),
      slowRequest('search "さくら"', `${base}/api/search/logo?u_keyword=${encodeURIComponent('さくら')}`, {}),
      slowRequest('favourite, body over 1.5 s', `${base}/api/favorite/${logos[0]!.id}`, {
        method: 'POST',
        headers: auth(buyer),
        body: json({ type: 1, locale: 'en' }),
        trickleMs: 1500,
      }),
    ];
    await Promise.all(slow.map((s) => s.sent));
    shop.child.kill('SIGTERM');
    const termAt = performance.now();

    // A new connection every 100 ms from SIGTERM until the process is gone.
    const probing: Promise<{ at: number; result: string }>[] = [];
    let gone = false;
    const prober = (async () => {
      while (!gone) {
        const at = performance.now() - termAt;
        probing.push(tryConnect(shop.port).then((result) => ({ at, result })));
        await sleep(100);
      }
    })();
    const exit = await exited(shop.child, shutdownTimeoutMs + 5000);
    gone = true;
    await prober;
    // Those tried once the process was gone say nothing about the shop.
    const probes = (await Promise.all(probing)).filter((p) => !exit || p.at < exit.at - termAt);
    await load.stop();
    const slowResults = await Promise.all(slow.map((s) => s.done));
    const exitMs = exit ? exit.at - termAt : Number.NaN;

    const firstRefusedIndex = probes.findIndex((p) => p.result === 'refused');
    const firstRefused = probes[firstRefusedIndex];
    const accepted = probes.slice(0, firstRefusedIndex < 0 ? probes.length : firstRefusedIndex);
    const refusedPhase = firstRefusedIndex < 0 ? [] : probes.slice(firstRefusedIndex);
    const before = answers.filter((a) => a.written && a.sentAt < termAt);
    const after = answers.filter((a) => !(a.written && a.sentAt < termAt));
    const count = (list: string[]) => {
      const t: Record<string, number> = {};
      for (const r of list) t[r] = (t[r] ?? 0) + 1;
      return JSON.stringify(t);
    };
    const tally = (list: LoadAnswer[]) =>
      count(list.map((a) => (a.status === null ? (a.error ?? 'error') : String(a.status))));
    const verdict = await withDatabase(shop, databaseUrl, (db) => verifyInDb(db, ledger));

    console.log(
      `\nSIGTERM under load: ${connections} connections back to back (favourite changes 2 in 3), ` +
        `${slow.length} slow requests in flight; invoice PDF alone: ${pdfMs.toFixed(0)} ms, ${pdfBytes} bytes\n`,
    );
    printTable(
      ['slow request', 'sent before SIGTERM, ms', 'ended after SIGTERM, ms', 'status', 'bytes'],
      slowResults.map((s) => [
        s.name,
        (termAt - s.sentAt).toFixed(0),
        (s.endedAt - termAt).toFixed(0),
        s.status ?? s.error ?? '?',
        s.bytes,
      ]),
    );
    console.log('');
    printTable(
      ['figure', 'value'],
      [
        ['load requests sent before SIGTERM', before.length],
        ['  their answers', tally(before)],
        ['  without a complete answer', before.filter((a) => a.status === null).length],
        ['load requests after SIGTERM', after.length],
        ['  their outcomes', tally(after)],
        ['new connections tried after SIGTERM (every 100 ms)', probes.length],
        ['  before the first refusal', count(accepted.map((p) => p.result))],
        ['  first refused at, ms', firstRefused ? firstRefused.at.toFixed(0) : 'never'],
        ['  from then on', count(refusedPhase.map((p) => p.result))],
        ['exit code', exit ? String(exit.code ?? exit.signal) : 'still running'],
        ['SIGTERM → exit, ms', exitMs.toFixed(0)],
        ['SHUTDOWN_TIMEOUT_MS', shutdownTimeoutMs],
        ['acknowledged writes', ledger.acknowledged],
        ['lost acknowledged writes', verdict.lost],
        ['logos whose favorites_count ≠ rows', verdict.drift],
      ],
    );

    const inFlight = slowResults.filter((s) => s.endedAt > termAt).length;
    promises.check(
      before.every((a) => a.status !== null) && slowResults.every((s) => s.status !== null),
      'every request sent before SIGTERM got a complete answer (none reset)',
    );
    promises.check(
      slowResults.every((s) => s.status === 200),
      'the slow requests in flight finished with 200 (PDFs whole, sign-ins, searches, the slow upload)',
    );
    promises.check(
      before.every((a) => a.status === null || a.status < 500),
      'no 5xx for a request sent before SIGTERM',
    );
    promises.check(inFlight >= 3, `the slow requests were in flight at SIGTERM (${inFlight} ended after it)`);
    promises.check(
      firstRefused !== undefined &&
        firstRefused.at <= DRAIN_LIMIT_MS &&
        refusedPhase.every((p) => p.result === 'refused'),
      `new connections are refused within ${DRAIN_LIMIT_MS} ms of SIGTERM (the drain), and from then on`,
    );
    promises.check(
      accepted.every((p) => p.result === '200' || p.result === '503' || p.result === 'ECONNRESET'),
      'a connection taken during the drain is answered in full (200, or 503 once closing), or reset unanswered as the doors close',
    );
    promises.check(exit?.code === 0, 'the process exits with code 0');
    promises.check(
      exitMs <= shutdownTimeoutMs,
      `it exits within SHUTDOWN_TIMEOUT_MS (${exitMs.toFixed(0)} ms)`,
    );
    promises.check(verdict.lost === 0, `0 acknowledged writes lost (of ${ledger.acknowledged})`);
    promises.check(verdict.drift === 0, 'every favorites_count equals its rows');
    promises.print();
  } finally {
    await shop.dispose();
  }
}

await main();
