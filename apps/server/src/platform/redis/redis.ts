import { Redis, type RedisOptions } from 'ioredis';

/** The part of Fastify's logger the Redis adapters use. */
export interface RedisLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * One Redis server shared by every instance (REDIS_URL): counted limits and the invalidation bus.
 * Every key and channel of this shop starts with `prefix`, so several shops (or test runs) can share
 * one server; pub/sub channels are global across Redis databases, so the prefix is what keeps them
 * apart.
 */
export interface RedisConnection {
  /** Commands. A command fails at once while the link is down instead of waiting in a queue. */
  client: Redis;
  prefix: string;
  /** Where Redis lives, without credentials, for log lines. */
  where: string;
  /** A further connection with the same settings (a subscribed connection takes no other command). */
  duplicate(role: string): Redis;
  /** Answers within `timeoutMs`: 'ok', or why not. */
  ping(timeoutMs: number): Promise<'ok' | 'unreachable' | 'timeout'>;
  close(): Promise<void>;
}

/** How long start-up waits for Redis before refusing to start. */
export const REDIS_START_WAIT_MS = 5000;
/** A command without an answer after this fails; a limited call then answers 503, never hangs. */
export const REDIS_COMMAND_TIMEOUT_MS = 1000;

/** host:port/db of a Redis URL, never its password. */
export function redisWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || '6379'}${u.pathname && u.pathname !== '/' ? u.pathname : ''}`;
  } catch {
    return 'redis';
  }
}

function options(role: string, prefix: string): RedisOptions {
  return {
    connectionName: `${prefix}${role}`.replace(/[^A-Za-z0-9._:-]/g, '_').slice(0, 100),
    // Fail fast instead of queueing: a limit that cannot be counted answers 503 at once (ADR).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    // A counting script whose answer was lost must not run a second time on the next link.
    autoResendUnfulfilledCommands: false,
    // The invalidation bus subscribes again itself on 'ready' (and handles a refusal); ioredis's
    // own resubscribe has no caller to hear its refusal, which surfaced as an unhandled rejection.
    autoResubscribe: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    connectTimeout: 2000,
    // Reconnect for ever, at most every 2 s.
    retryStrategy: (times) => Math.min(times * 100, 2000),
  };
}

/** Connections being closed on purpose: their closing is not an outage. */
const ending = new WeakSet<Redis>();

/**
 * Logs a link going down once (not every retry) and coming back once; an 'error' event without a
 * listener would be printed by ioredis on every retry.
 */
export function watchLink(client: Redis, role: string, where: string, log: RedisLog): void {
  let down = false;
  client.on('error', (error: Error) => {
    if (down || ending.has(client)) return;
    down = true;
    log.warn({ err: error, redis: where, role }, 'Redis link lost; retrying');
  });
  client.on('close', () => {
    if (!down && !ending.has(client)) {
      down = true;
      log.warn({ redis: where, role }, 'Redis link closed; retrying');
    }
  });
  client.on('ready', () => {
    if (!down) return;
    down = false;
    log.info({ redis: where, role }, 'Redis link back');
  });
}

/** Resolves once `client` is ready, or rejects after `ms` (the client keeps retrying meanwhile). */
export function whenReady(client: Redis, ms: number): Promise<void> {
  if (client.status === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => {
    let lastError: Error | undefined;
    const onError = (error: Error) => {
      lastError = error;
    };
    const onReady = () => {
      clearTimeout(timer);
      client.off('error', onError);
      resolve();
    };
    const timer = setTimeout(() => {
      client.off('ready', onReady);
      client.off('error', onError);
      reject(lastError ?? new Error(`no answer within ${ms} ms`));
    }, ms);
    client.once('ready', onReady);
    client.on('error', onError);
  });
}

/** Ends a connection politely (QUIT), or at once when Redis does not answer. */
export async function endClient(client: Redis): Promise<void> {
  ending.add(client);
  if (client.status === 'end') return;
  if (client.status !== 'ready') {
    client.disconnect();
    return;
  }
  await Promise.race([client.quit().catch(() => {}), new Promise((r) => setTimeout(r, 500).unref())]);
  // Still open when QUIT found no answer: cut it.
  client.disconnect();
}

/**
 * Opens the command connection and waits for it: a REDIS_URL that cannot be reached at start stops
 * start-up with a line naming it, like a database that cannot be reached. Later outages are
 * survived (see limits-redis.ts and invalidation-redis.ts).
 */
export async function connectRedis(settings: {
  url: string;
  prefix: string;
  log: RedisLog;
  startWaitMs?: number;
}): Promise<RedisConnection> {
  const { url, prefix, log } = settings;
  const where = redisWhere(url);
  const clients: Redis[] = [];
  const open = (role: string) => {
    const client = new Redis(url, options(role, prefix));
    watchLink(client, role, where, log);
    clients.push(client);
    return client;
  };
  const client = open('commands');
  try {
    await whenReady(client, settings.startWaitMs ?? REDIS_START_WAIT_MS);
  } catch (error) {
    await endClient(client);
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(`REDIS_URL: Redis at ${where} cannot be reached (${why})`);
  }
  return {
    client,
    prefix,
    where,
    duplicate: open,
    async ping(timeoutMs) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), timeoutMs);
      });
      const answer = client.ping().then(
        () => 'ok' as const,
        () => 'unreachable' as const,
      );
      return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
    },
    async close() {
      await Promise.all(clients.map(endClient));
    },
  };
}
