import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';

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
  const app = await buildApp(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ ms: Date.now() - started, url: config.PUBLIC_URL }, 'Logoya is ready');

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
    // close() stops accepting, waits for requests in flight, then the onClose hooks close the database.
    app.close().then(
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
