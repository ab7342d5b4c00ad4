import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import { ConfigError, developmentNotes, listenUrl, loadConfig, productionWarnings } from './config.ts';
import {
  type BackgroundFiles,
  prepareFirstStartApart,
  resumeDemoFiles,
} from './platform/start/first-start-apart.ts';

/**
 * Resolves once every connection made before the call has been taken by the server, so that
 * closing the listener then resets none of them (a request already on the wire when SIGTERM
 * comes gets its answer). Node takes one waiting connection per turn of the event loop, and none
 * while a long task (an invoice PDF) holds it, so no fixed delay is enough. Instead the server
 * knocks on its own door: the accept queue is first in, first out, so when the knock comes
 * through, all earlier connections are in; two more turns read what they sent. At most `maxMs`.
 */
function drainAcceptQueue(server: Server, maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    const address = server.address();
    if (!address || typeof address === 'string') return resolve();
    const host =
      address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
    // The knock's port is known once it is connected; the server may take it before or after that.
    const taken = new Map<number, Socket>();
    let knockPort: number | undefined;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      server.off('connection', onConnection);
      knock.destroy();
      if (knockPort !== undefined) taken.get(knockPort)?.destroy();
      setImmediate(() => setImmediate(resolve));
    };
    const onConnection = (socket: Socket) => {
      if (socket.remotePort === undefined) return;
      taken.set(socket.remotePort, socket);
      if (socket.remotePort === knockPort) finish();
    };
    const timer = setTimeout(finish, maxMs);
    server.on('connection', onConnection);
    const knock = net.connect({ host, port: address.port });
    knock.on('error', finish);
    knock.on('connect', () => {
      knockPort = knock.localPort;
      if (knockPort !== undefined && taken.has(knockPort)) finish();
    });
  });
}

/**
 * The app's code, loaded while a first start's child works; and on embedded PGlite its compiled
 * WebAssembly, which opening the database would otherwise compile after the child is done.
 */
async function loadServer(config: ReturnType<typeof loadConfig>) {
  const [{ buildApp }, { pgliteRuntime }] = await Promise.all([
    import('./app.ts'),
    import('./platform/db/db-pglite.ts'),
  ]);
  const pglite = config.DATABASE_URL === '' ? pgliteRuntime() : null;
  pglite?.catch(() => undefined);
  return { buildApp, pglite };
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\nSee .env.example for every setting and its default.\n`);
      process.exit(1);
    }
    throw error;
  }

  const started = Date.now();
  // A new embedded database is made and seeded in a child process, so this one never holds the
  // memory that takes (ADR 0055); buildApp then finds it ready. The child starts first, and this
  // process loads its own code (and PGlite's WebAssembly) meanwhile (ADR 0094).
  const preparing = prepareFirstStartApart(config);
  const loading = loadServer(config);
  const prepared = await preparing;
  const childDone = Date.now();
  const { buildApp, pglite } = await loading;
  const app = await buildApp(config, pglite ? { pgliteImage: await pglite } : {});
  const built = Date.now();
  if (prepared) {
    const { steps, firstImages: _, ...done } = prepared;
    app.log.info(done, 'new embedded database created in a child process');
    // The first start's steps and their times, so a slow first start says where it went.
    for (const [step, ms] of steps) app.log.info({ ms }, `first start: ${step}`);
  }
  if (prepared?.logos) app.log.info({ logos: prepared.logos }, 'demo catalogue seeded');
  // The home page's first images are there before this listens; the demo's other images and its
  // zips are written by a child of lower priority after (ADR 0094), or after a stop half-way.
  const firstImages = await prepared?.firstImages;
  if (prepared && !firstImages && config.SEED_DEMO !== 'never')
    app.log.warn('the first page of demo images was not written: they come in the background');
  for (const [step, ms] of firstImages ?? []) app.log.info({ ms }, `first start: ${step}`);
  if (prepared) {
    // This process's part: its own code, the database opened, the app built; the images awaited.
    app.log.info({ ms: built - childDone }, 'first start: server: open the database, build the app');
    app.log.info({ ms: Date.now() - built }, 'first start: server: wait for the first page of images');
    const cpu = process.cpuUsage();
    app.log.info({ ms: Math.round((cpu.user + cpu.system) / 1000) }, 'first start: server: cpu time');
  }
  let background: BackgroundFiles | null = null;
  app.addHook('onClose', async () => background?.stop());
  await app.listen({ port: config.PORT, host: config.HOST });
  background = resumeDemoFiles(config);
  background?.done.then((done) => {
    if (!done) return app.log.warn('the demo files were not all written: the next start finishes them');
    for (const [step, ms] of done.steps) app.log.info({ ms }, `first start: background: ${step}`);
    app.log.info({ ms: done.ms }, 'demo files written in the background');
  });
  for (const warning of productionWarnings(config)) app.log.warn(warning);
  for (const note of developmentNotes(config)) app.log.info(note);
  // The address really bound (the port the system gave, the interface taken), beside the public one.
  const bound = app.server.address();
  const listening =
    bound && typeof bound !== 'string'
      ? listenUrl(bound.address, bound.port)
      : listenUrl(config.HOST, config.PORT);
  app.log.info(
    { ms: Date.now() - started, listening, url: config.PUBLIC_URL },
    `Logoya is ready on ${listening}`,
  );

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Once the connections already made are in (at most half the time allowed), close() stops
    // accepting, waits for requests in flight, then the onClose hooks close the database.
    // Load balancers see the instance not ready at once, while it still answers what it gets.
    app.lifecycle.shuttingDown = true;
    drainAcceptQueue(app.server, config.SHUTDOWN_TIMEOUT_MS / 2)
      .then(() => app.close())
      .then(
        () => process.exit(0),
        (error) => {
          app.log.error({ err: error }, 'error during shutdown');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`Logoya failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
