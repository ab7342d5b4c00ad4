import http from 'node:http';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIVE_SHOP_DETAILS } from '../test/fixtures/live-settings.ts';
import { randomPort, startProcess, tempDataDir, waitReady } from '../test/server-process.ts';

const serverFile = path.resolve(import.meta.dirname, 'server.ts');
const startScript = path.resolve(import.meta.dirname, '../../../scripts/start.mjs');

/** The server from its sources (or `args`), on an in-memory database unless `env` says otherwise. */
const run = (env: Record<string, string>, args = ['--import', 'tsx', serverFile]) =>
  startProcess(args, { LOG_LEVEL: 'info', SEED_DEMO: 'never', DATABASE_URL: 'memory://', ...env });

describe('server process', () => {
  it('stops at start-up with one clear line naming a bad setting', async () => {
    const p = run({ PORT: 'abc' });
    expect(await p.exited).toBe(1);
    expect(p.err()).toContain('PORT: must be a whole number between 1 and 65535 (got "abc")');
    expect(p.err()).not.toMatch(/\bat .+:\d+:\d+/);
  });

  it('shuts down cleanly on SIGTERM', async () => {
    const port = randomPort();
    // No demo catalogue: this is about stopping, and seeding 250 logos is most of a first start.
    const p = run({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDataDir(), SEED_DEMO: 'never' });
    const base = `http://127.0.0.1:${port}`;
    await waitReady(base, p, { path: '/healthz' });
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    expect(p.out()).toContain('shutting down');
  }, 60_000);

  it('refuses SHOP_MODE=live while a setting is at its demo value, one line per setting', async () => {
    const p = run({
      SHOP_MODE: 'live',
      PORT: String(randomPort()),
      HOST: '127.0.0.1',
      ...LIVE_SHOP_DETAILS,
    });
    expect(await p.exited).toBe(1);
    expect(p.err().trim().split('\n')).toEqual([
      'SHOP_MODE=live, but these settings are still at their demo values:',
      '  - STRIPE_SECRET_KEY: card payments go to the built-in test gateway: card 4242 4242 4242 4242 is taken as paid and nothing is charged. Set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET.',
      '  - INVOICE_REGISTRATION_NUMBER: invoices carry the demo registration number T1234567890123, issued to nobody. Set the qualified-invoice registration number (T and 13 digits).',
      'See .env.example for every setting and its default.',
    ]);
    expect(p.out()).not.toContain('Logoya is ready');
  });

  it('logs the address it listens on, and in production warns about PUBLIC_URL and each demo setting', async () => {
    const port = String(randomPort());
    const p = run({
      PORT: port,
      HOST: '127.0.0.1',
      DATA_DIR: tempDataDir(),
      NODE_ENV: 'production',
      PUBLIC_URL: '',
      SEED_DEMO: 'never',
    });
    await waitReady(`http://127.0.0.1:${port}`, p);
    p.child.kill('SIGTERM');
    expect(await p.exited).toBe(0);
    const lines = p
      .out()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: number; msg: string; listening?: string; url?: string });
    const ready = lines.find((line) => line.msg.startsWith('Logoya is ready'));
    expect(ready).toMatchObject({
      msg: `Logoya is ready on http://127.0.0.1:${port}`,
      listening: `http://127.0.0.1:${port}`,
      url: `http://127.0.0.1:${port}`,
    });
    const warnings = lines.filter((line) => line.level === 40).map((line) => line.msg);
    expect(warnings).toContain(
      `PUBLIC_URL is not set: links in e-mails, canonical links and the sitemap use http://127.0.0.1:${port}. Set it to the shop's public address, such as https://shop.example.com.`,
    );
    // One line per demo setting, the same as SHOP_MODE=live would refuse.
    expect(warnings.filter((w) => /^(STRIPE|VIETQR|INVOICE|SELLER)_[A-Z_]+: /.test(w))).toHaveLength(13);
    expect(warnings).toContain(
      'INVOICE_REGISTRATION_NUMBER: invoices carry the demo registration number T1234567890123, issued to nobody. Set the qualified-invoice registration number (T and 13 digits).',
    );
  }, 60_000);

  it('answers every request already sent when SIGTERM comes, then refuses new connections', async () => {
    const port = randomPort();
    const p = run({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: tempDataDir() });
    await waitReady(`http://127.0.0.1:${port}`, p);
    // Each on a connection of its own, fully written before the signal while the server is
    // frozen (SIGSTOP): on the wire, not yet accepted or read, as under load.
    p.child.kill('SIGSTOP');
    const requests = Array.from({ length: 40 }, () => {
      let written: () => void = () => {};
      const sent = new Promise<void>((r) => {
        written = r;
      });
      const answer = new Promise<number | string>((resolve) => {
        const req = http.request({ host: '127.0.0.1', port, path: '/api/number-product', agent: false });
        req.on('response', (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
        });
        req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
        req.end(written);
      });
      return { sent, answer };
    });
    await Promise.all(requests.map((r) => r.sent));
    p.child.kill('SIGTERM');
    p.child.kill('SIGCONT');
    expect(await Promise.all(requests.map((r) => r.answer))).toEqual(requests.map(() => 200));
    expect(await p.exited).toBe(0);
    const late = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      (e: Error & { cause?: { code?: string } }) => e.cause?.code,
    );
    expect(late).toBe('ECONNREFUSED');
  }, 60_000);

  it('refuses a second server on the same embedded DATA_DIR with one clear line', async () => {
    const port = randomPort();
    const env = {
      HOST: '127.0.0.1',
      DATA_DIR: tempDataDir(),
      DATABASE_URL: '',
      DATA_DIR_LOCK_WAIT_MS: '500',
    };
    const first = run({ ...env, PORT: String(port) }, [startScript]);
    // A first embedded start makes the database in a child process: 15 s on an idle machine of
    // this kind, and it took over 30 s once in a loaded CI run.
    await waitReady(`http://127.0.0.1:${port}`, first, { timeoutMs: 90_000 });
    const second = run({ ...env, PORT: String(port + 1) }, [startScript]);
    expect(await second.exited).toBe(1);
    const lines = second.err().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^Logoya failed to start: The data folder .* is in use by process ${first.child.pid}`),
    );
    expect(second.err()).not.toMatch(/\bat .+:\d+:\d+/);
    // The first one still serves.
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exited, `the first server's log:\n${first.log()}`).toBe(0);
  }, 150_000);
});
