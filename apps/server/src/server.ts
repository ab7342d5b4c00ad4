import type { Server } from 'node:http';
import net, { type Socket } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, listenUrl, loadConfig, productionWarnings } from './config.ts';
import { prepareFirstStartApart } from './platform/seed-on-start.ts';

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
  // memory that takes (ADR 0055); buildApp then finds it ready.
  const prepared = await prepareFirstStartApart(config);
  const app = await buildApp(config);
  if (prepared) app.log.info(prepared, 'new embedded database created in a child process');
  if (prepared?.logos) app.log.info({ logos: prepared.logos }, 'demo catalogue seeded');
  await app.listen({ port: config.PORT, host: config.HOST });
  for (const warning of productionWarnings(config)) app.log.warn(warning);
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
